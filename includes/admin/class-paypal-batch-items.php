<?php
/**
 * A payout batch's requests sent through PayPal, as PayPal last gave them, on the run's record.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\Payouts\Payout_File;

defined( 'ABSPATH' ) || exit;

/**
 * Under a batch (Payout_Batch_Section): each PayPal batch part PayPal refused or has not taken
 * yet, in words that say what to do, then one row per request sent through PayPal — the vendor,
 * the Dokan request, PayPal's state in the admin's words, PayPal's batch and item ids and fee —
 * failures first, then those PayPal has not finished, then those it paid.
 */
final class Paypal_Batch_Items {

	/** Items listed on the screen per batch. */
	private const LISTED = 200;

	/**
	 * Prints the batch's PayPal parts and items; nothing when none was sent through PayPal.
	 *
	 * @param int $batch The batch.
	 * @throws \VendorPayoutSchedule\Engine\Database_Error When a read failed (the record says so).
	 */
	public function render( int $batch ): void {
		$ledger = new Paypal_Ledger();
		$parts  = $ledger->parts( $batch );
		if ( array() === $parts ) {
			return;
		}
		foreach ( $parts as $part ) {
			$this->render_part_notice( $part );
		}
		$counts = $ledger->count_items( $batch );
		$total  = array_sum( $counts );
		if ( 0 === $total ) {
			return;
		}
		$items = $ledger->items( $batch, self::LISTED );
		$id    = 'vps-batch-' . $batch . '-paypal';
		?>
		<table class="widefat striped vps-batch__paypal" aria-labelledby="<?php echo esc_attr( $id ); ?>">
			<?php /* translators: %s: number of requests. */ ?>
			<caption id="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( sprintf( _n( 'Sent through PayPal: %s request', 'Sent through PayPal: %s requests', $total, 'vendor-payout-schedule' ), number_format_i18n( $total ) ) ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Vendor', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Dokan request', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'PayPal’s state', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'PayPal batch', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'PayPal item', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'PayPal’s fee', 'vendor-payout-schedule' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $items as $item ) : ?>
					<?php $status = (string) $item->transaction_status; ?>
					<tr class="<?php echo esc_attr( Paypal_Payout_Wording::is_not_paid( $status ) ? 'vps-batch__paypal-failed' : '' ); ?>">
						<?php /* translators: %s: a user id. */ ?>
						<th scope="row"><?php echo esc_html( '' === (string) $item->display_name ? sprintf( __( 'Deleted user #%s', 'vendor-payout-schedule' ), (string) $item->vendor_id ) : (string) $item->display_name ); ?></th>
						<td><?php echo esc_html( '#' . (int) $item->withdraw_id ); ?></td>
						<td><?php echo esc_html( Paypal_Payout_Wording::is_not_paid( $status ) ? Paypal_Payout_Wording::not_paid( $status, (string) $item->error_name ) : Paypal_Payout_Wording::item_state( $status, '' !== (string) $item->payout_batch_id ) ); ?></td>
						<td><?php echo esc_html( '' === (string) $item->payout_batch_id ? (string) $item->sender_batch_id : (string) $item->payout_batch_id ); ?></td>
						<td><?php echo esc_html( '' === (string) $item->payout_item_id ? '—' : (string) $item->payout_item_id ); ?></td>
						<td><?php echo esc_html( null === $item->fee ? '—' : number_format_i18n( (float) $item->fee, Payout_File::currency_decimals( (string) $item->fee_currency ) ) . ' ' . (string) $item->fee_currency ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php if ( $total > count( $items ) ) : ?>
			<?php /* translators: %s: number of requests. */ ?>
			<p class="description"><?php echo esc_html( sprintf( _n( 'And %s more: the list of vendors below shows each one’s step.', 'And %s more: the list of vendors below shows each one’s step.', $total - count( $items ), 'vendor-payout-schedule' ), number_format_i18n( $total - count( $items ) ) ) ); ?></p>
		<?php endif; ?>
		<p class="description"><?php esc_html_e( 'Only requests PayPal paid are approved in Dokan, with Dokan’s e-mail to the vendor. PayPal’s states are read again every few minutes until each is final.', 'vendor-payout-schedule' ); ?></p>
		<?php
	}

	/**
	 * A part PayPal refused or has not taken yet, as a notice.
	 *
	 * @param object $part Paypal_Ledger's part row.
	 */
	private function render_part_notice( object $part ): void {
		if ( Paypal_Ledger::REFUSED === $part->state ) {
			$amount = number_format_i18n( (int) $part->total / 10 ** (int) $part->decimals, (int) $part->decimals ) . ' ' . (string) $part->currency;
			printf( '<div class="notice notice-error inline vps-batch__paypal-refused"><p>%s</p></div>', esc_html( Paypal_Payout_Wording::refused( $part, $amount ) ) );
		} elseif ( Paypal_Ledger::TO_SEND === $part->state ) {
			printf( '<div class="notice notice-info inline vps-batch__paypal-waiting"><p>%s</p></div>', esc_html( Paypal_Payout_Wording::waiting( $part ) ) );
		}
	}
}
