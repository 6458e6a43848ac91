<?php
/**
 * Dokan prints the vendor's pending requests inside the Payment Details panel, on the
 * `dokan_withdraw_content_after_last_payment_section` action at priority 20.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * The pending requests table of the legacy withdraw page, from Dokan's cached list of Withdraw
 * objects (Dokan 4.1.2 includes/Dashboard/Templates/Withdraw.php).
 */
function dokan_stand_in_pending_requests_list() {
	$rows = dokan()->withdraw->get_withdraw_requests( dokan_get_current_user_id(), 0, 10 );
	if ( empty( $rows ) ) {
		return;
	}
	// The markup of templates/withdraw/pending-request-listing-dashboard.php: no class of its own,
	// a bold heading over the table.
	echo '<div class="dokan-clearfix dokan-panel-inner-container"><div class="dokan-w12"><strong>' . esc_html__( 'Pending Requests', 'dokan-lite' ) . '</strong><table class="dokan-table dokan-table-striped"><tbody>';
	foreach ( $rows as $row ) {
		printf(
			'<tr><td>%1$s</td><td>%2$s</td><td>%3$s</td></tr>',
			wp_kses_post( wc_price( $row->get_amount() ) ),
			esc_html( (string) dokan_withdraw_get_method_title( $row->get_method() ) ),
			esc_html( dokan_format_date( $row->get_date() ) )
		);
	}
	echo '</tbody></table></div></div>';
}
add_action( 'dokan_withdraw_content_after_last_payment_section', 'dokan_stand_in_pending_requests_list', 20 );
