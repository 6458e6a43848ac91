<?php
/**
 * Sales and refunds of a vendor made through WooCommerce and Dokan's own hooks, on a real host:
 * Dokan writes its ledger rows for them itself.
 *
 * @package VendorPayoutSchedule
 */

/**
 * As the local site's seed (tests/env/seed.php) makes them: a product of the vendor, an order checked out through
 * `woocommerce_checkout_update_order_meta` (Dokan's dokan_sync_insert_order(),
 * includes/Order/functions.php), then its status; refunds through wc_create_refund() (Dokan's
 * RefundHandler, includes/Order/RefundHandler.php, on `woocommerce_order_refunded`).
 */
final class Woocommerce_Sales {

	/**
	 * One order of one item.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $price     Price.
	 * @param int    $quantity  Quantity.
	 * @param string $status    Where the order ends: completed or processing.
	 * @param string $title     The product's name.
	 * @param int    $customer  The buyer's user id (0: a guest).
	 * @return array{order: int, product: int} The order's and the product's ids.
	 */
	public static function sale( int $vendor_id, string $price, int $quantity = 1, string $status = 'completed', string $title = 'Statement test item', int $customer = 0 ): array {
		$product = new WC_Product_Simple();
		$product->set_name( $title );
		$product->set_regular_price( $price );
		$product->set_status( 'publish' );
		$product_id = $product->save();
		wp_update_post(
			array(
				'ID'          => $product_id,
				'post_author' => $vendor_id,
			)
		);
		$order = wc_create_order( array( 'customer_id' => $customer ) );
		$order->add_product( wc_get_product( $product_id ), $quantity );
		$order->set_payment_method( 'cod' );
		$order->calculate_totals();
		$order->save();
		do_action( 'woocommerce_checkout_update_order_meta', $order->get_id(), array() );
		$order = wc_get_order( $order->get_id() );
		$order->update_status( 'processing' );
		if ( 'completed' === $status ) {
			$order->update_status( 'completed' );
		}
		return array(
			'order'   => $order->get_id(),
			'product' => $product_id,
		);
	}

	/**
	 * A refund of part of an order's first line.
	 *
	 * @param int    $order_id Order id.
	 * @param string $amount   Amount.
	 * @return WC_Order_Refund|WP_Error
	 */
	public static function refund( int $order_id, string $amount ) {
		$order = wc_get_order( $order_id );
		return wc_create_refund(
			array(
				'order_id'   => $order_id,
				'amount'     => $amount,
				'reason'     => 'Chipped',
				'line_items' => array(
					array_key_first( $order->get_items() ) => array(
						'qty'          => 0,
						'refund_total' => $amount,
					),
				),
			)
		);
	}

	/**
	 * Removes orders and products made here, with Dokan's rows for the orders.
	 *
	 * @param int[] $ids Order and product ids.
	 */
	public static function remove( array $ids ): void {
		global $wpdb;
		foreach ( $ids as $id ) {
			$order = wc_get_order( (int) $id );
			if ( $order ) {
				$wpdb->delete( $wpdb->prefix . 'dokan_orders', array( 'order_id' => (int) $id ) );
				$order->delete( true );
			} else {
				wp_delete_post( (int) $id, true );
			}
		}
	}
}
