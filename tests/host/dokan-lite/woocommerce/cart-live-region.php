<?php
/**
 * WooCommerce's cart live region: an empty `role="status"` element at the end of every front-end
 * page, so that pages other plugins draw into already hold a status region that is not theirs.
 *
 * WooCommerce 9.9.5 enqueues assets/js/frontend/add-to-cart.js on every front-end page while
 * `woocommerce_enable_ajax_add_to_cart` is 'yes' (its default; includes/class-wc-frontend-scripts.php
 * load_scripts()), and that script's createLiveRegion() appends
 * `<div class="widget_shopping_cart_live_region screen-reader-text" role="status"></div>` to the
 * body. The stand-in prints the same element in the footer.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_footer',
	static function () {
		if ( 'yes' === get_option( 'woocommerce_enable_ajax_add_to_cart', 'yes' ) ) {
			echo '<div class="widget_shopping_cart_live_region screen-reader-text" role="status"></div>';
		}
	}
);
