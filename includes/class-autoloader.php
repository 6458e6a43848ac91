<?php
/**
 * Maps the plugin's namespaced classes to WordPress-style file names under includes/.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule;

defined( 'ABSPATH' ) || exit;

/**
 * `VendorPayoutSchedule\Rest\Disbursement_Controller` lives in `includes/rest/class-disbursement-controller.php`.
 */
final class Autoloader {

	private const PREFIX = __NAMESPACE__ . '\\';

	/**
	 * Registers the autoloader for classes under the given folder.
	 *
	 * @param string $base_dir Absolute path of includes/, with a trailing slash.
	 */
	public static function register( string $base_dir ): void {
		spl_autoload_register(
			static function ( string $class_name ) use ( $base_dir ): void {
				if ( ! str_starts_with( $class_name, self::PREFIX ) ) {
					return;
				}
				$file = $base_dir . self::relative_path( substr( $class_name, strlen( self::PREFIX ) ) );
				if ( is_readable( $file ) ) {
					require_once $file;
				}
			}
		);
	}

	/**
	 * The file of a class name given without the plugin's namespace.
	 *
	 * @param string $relative_class For example `Rest\Disbursement_Controller`.
	 */
	private static function relative_path( string $relative_class ): string {
		$parts = explode( '\\', $relative_class );
		$class = array_pop( $parts );
		$dirs  = array_map( static fn ( string $part ): string => strtolower( str_replace( '_', '-', $part ) ) . '/', $parts );
		return implode( '', $dirs ) . 'class-' . strtolower( str_replace( '_', '-', $class ) ) . '.php';
	}
}
