<?php
/**
 * WooCommerce's feature compatibility registry, as far as plugins meet it: a plugin declares on
 * `before_woocommerce_init` whether it works with a feature (HPOS, cart/checkout blocks), and
 * WooCommerce lists every WooCommerce-aware plugin that did not as "uncertain" (the Features screen
 * and the plugins list warn about those). The screens themselves are not faked.
 *
 * @package DokanStandIn
 */

namespace Automattic\WooCommerce\Utilities;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce 9.9.5 src/Utilities/FeaturesUtil.php over src/Internal/Features/FeaturesController.php
 * (declare_compatibility(), get_compatible_plugins_for_feature()) and src/Utilities/PluginUtil.php
 * (get_wp_plugin_id(), get_woocommerce_aware_plugins()).
 */
class FeaturesUtil {

	/**
	 * The features that take declarations (FeaturesController::get_feature_definitions() has more).
	 */
	private const FEATURES = array( 'custom_order_tables', 'cart_checkout_blocks' );

	/**
	 * Plugin ids ('directory/file.php') by feature and by 'compatible' / 'incompatible'.
	 *
	 * @var array<string, array{compatible: string[], incompatible: string[]}>
	 */
	private static array $by_feature = array();

	/**
	 * FeaturesController::declare_compatibility(): only inside `before_woocommerce_init`, only for
	 * a known feature; the plugin is named by its file, as get_plugins() keys it.
	 *
	 * @param string $feature_id             Feature id.
	 * @param string $plugin_file            The plugin's main file (__FILE__).
	 * @param bool   $positive_compatibility Compatible (true) or incompatible (false).
	 */
	public static function declare_compatibility( string $feature_id, string $plugin_file, bool $positive_compatibility = true ): bool {
		if ( ! doing_action( 'before_woocommerce_init' ) ) {
			_doing_it_wrong( 'FeaturesController::declare_compatibility', 'FeaturesController::declare_compatibility should be called inside the before_woocommerce_init action.', '7.0' );
			return false;
		}
		if ( ! in_array( $feature_id, self::FEATURES, true ) ) {
			return false;
		}
		$plugin_id = plugin_basename( $plugin_file );
		$key       = $positive_compatibility ? 'compatible' : 'incompatible';
		if ( ! in_array( $plugin_id, self::$by_feature[ $feature_id ][ $key ] ?? array(), true ) ) {
			self::$by_feature[ $feature_id ][ $key ][] = $plugin_id;
		}
		return true;
	}

	/**
	 * FeaturesController::get_compatible_plugins_for_feature(): every WooCommerce-aware plugin (one
	 * with a "WC tested up to" header, PluginUtil::is_woocommerce_aware_plugin()) that declared
	 * neither way is 'uncertain'.
	 *
	 * @param string $feature_id Feature id.
	 * @return array{compatible: string[], incompatible: string[], uncertain: string[]}
	 */
	public static function get_compatible_plugins_for_feature( string $feature_id ): array {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		wp_cache_delete( 'plugins', 'plugins' );
		$aware = array_keys(
			array_filter(
				get_plugins(),
				static fn( array $data ): bool => '' !== ( $data['WC tested up to'] ?? '' )
			)
		);
		$info  = array(
			'compatible'   => self::$by_feature[ $feature_id ]['compatible'] ?? array(),
			'incompatible' => self::$by_feature[ $feature_id ]['incompatible'] ?? array(),
		);
		if ( ! in_array( $feature_id, self::FEATURES, true ) ) {
			return array(
				'compatible'   => array(),
				'incompatible' => array(),
				'uncertain'    => $aware,
			);
		}
		$info['uncertain'] = array_values( array_diff( $aware, $info['compatible'], $info['incompatible'] ) );
		return $info;
	}
}

// WooCommerce 9.9.5 includes/wc-core-functions.php wc_enable_wc_plugin_headers(): get_plugins()
// reads the "WC requires at least" and "WC tested up to" headers.
add_filter(
	'extra_plugin_headers',
	static function ( array $headers ): array {
		return array_merge( $headers, array( 'WC requires at least', 'WC tested up to', 'Woo' ) );
	}
);

// WooCommerce 9.9.5 includes/class-woocommerce.php: init(), hooked on `init` at 0, fires
// `before_woocommerce_init`, sets WooCommerce up, then fires `woocommerce_init`.
add_action(
	'init',
	static function () {
		do_action( 'before_woocommerce_init' );
		do_action( 'woocommerce_init' );
	},
	0
);
