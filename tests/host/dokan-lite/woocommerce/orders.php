<?php
/**
 * WooCommerce's part about orders that a vendor's ledger names: the stand-in keeps no orders, only
 * Dokan's ledger rows that point at them, so it has WooCommerce's words for an order status and the
 * link to an order's edit screen.
 *
 * @package DokanStandIn
 */

namespace {
	defined( 'ABSPATH' ) || exit;

	if ( ! function_exists( 'wc_get_order_statuses' ) ) {
		/**
		 * WooCommerce 9.9.5 includes/wc-order-functions.php wc_get_order_statuses(): the order
		 * statuses with their `wc-` prefix and names, through the `wc_order_statuses` filter.
		 */
		function wc_get_order_statuses() {
			$order_statuses = array(
				'wc-pending'    => _x( 'Pending payment', 'Order status', 'woocommerce' ),
				'wc-processing' => _x( 'Processing', 'Order status', 'woocommerce' ),
				'wc-on-hold'    => _x( 'On hold', 'Order status', 'woocommerce' ),
				'wc-completed'  => _x( 'Completed', 'Order status', 'woocommerce' ),
				'wc-cancelled'  => _x( 'Cancelled', 'Order status', 'woocommerce' ),
				'wc-refunded'   => _x( 'Refunded', 'Order status', 'woocommerce' ),
				'wc-failed'     => _x( 'Failed', 'Order status', 'woocommerce' ),
			);
			return apply_filters( 'wc_order_statuses', $order_statuses );
		}

		/**
		 * WooCommerce 9.9.5 wc_get_order_status_name(): the name of a status given with or without
		 * its `wc-` prefix; an unknown one comes back without the prefix.
		 *
		 * @param string $status Status.
		 */
		function wc_get_order_status_name( $status ) {
			$unprefixed = str_starts_with( (string) $status, 'wc-' ) ? substr( (string) $status, 3 ) : (string) $status;
			return wc_get_order_statuses()[ 'wc-' . $unprefixed ] ?? $unprefixed;
		}
	}
}

namespace Automattic\WooCommerce\Utilities {
	if ( ! class_exists( OrderUtil::class, false ) ) {
		/**
		 * WooCommerce 9.9.5 src/Utilities/OrderUtil.php.
		 */
		final class OrderUtil {

			/**
			 * get_order_admin_edit_url() through PageController::get_edit_url() with WordPress's posts
			 * storing orders (src/Internal/Admin/Orders/PageController.php).
			 *
			 * @param int $order_id Order id.
			 */
			public static function get_order_admin_edit_url( int $order_id ): string {
				return admin_url( 'post.php?post=' . absint( $order_id ) ) . '&action=edit';
			}
		}
	}
}
