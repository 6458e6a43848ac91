<?php
/**
 * The body of a PayPal payout batch, from a payout batch's requests.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

use VendorPayoutSchedule\Payouts\Payout_File;
use VendorPayoutSchedule\Payouts\Payout_Request;
use VendorPayoutSchedule\Payouts\Paypal_Payouts_Csv;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /v1/payments/payouts`'s body (create_payout_request) for one part of one currency of a
 * payout batch — the requests Payouts\Payout_Files places in that PayPal file:
 *
 * - `sender_batch_id` from the site, our batch number, the currency and the part, never from a
 *   clock or a random number: the same batch part always has the same id, so a retry after a
 *   timeout, a 5xx or a kill is refused by PayPal as used (PayPal keeps an id 30 days) instead of
 *   paid twice. The site is named by a key drawn once per installation (SITE_KEY_OPTION) and not
 *   by its address: a copy of the site (staging, a move to a new domain) keeps the key, so PayPal
 *   refuses what the original sent instead of paying it again; two marketplaces paying from one
 *   PayPal app never share an id; and an installation after an uninstall, whose batch numbers start
 *   again from 1, draws a new key, so its batches are never taken for the old ones;
 * - `recipient_type` EMAIL; each item the vendor's PayPal e-mail as filed with the request, the
 *   amount Dokan will pay as a string with the currency's decimals as PayPal counts them (JPY, HUF,
 *   TWD none), `sender_item_id` the request's reference (DOKAN-WD-123, as the CSV's customer id);
 * - the note in the vendor's language, the same words as the CSV's (Paypal_Payouts_Csv::note());
 *   the e-mail subject and message, one for all recipients, in the site's.
 */
final class Payout_Batch_Body {

	/** Items PayPal takes in one batch (create_payout_request.items.maxItems). */
	public const ITEM_LIMIT = 15000;

	/** The option holding the site's key in every sender_batch_id (uninstall removes it). */
	public const SITE_KEY_OPTION = 'vendor_payout_schedule_paypal_site_key';

	/** The lengths PayPal takes (sender_batch_header, payout_item). */
	private const SENDER_BATCH_ID_LENGTH = 256;
	private const NOTE_LENGTH            = 1000;
	private const SUBJECT_LENGTH         = 255;
	private const MESSAGE_LENGTH         = 1000;

	/**
	 * The sender_batch_id of a part of a batch, e.g. `VPS-3f9a1c0b7e-B12-USD-P1`.
	 *
	 * @param int    $batch_id Our payout batch's number.
	 * @param string $currency ISO 4217 code.
	 * @param int    $part     The part (1 and up).
	 */
	public static function sender_batch_id( int $batch_id, string $currency, int $part ): string {
		$site = self::site_key();
		return substr( sprintf( 'VPS-%s-B%d-%s-P%d', $site, $batch_id, strtoupper( $currency ), $part ), 0, self::SENDER_BATCH_ID_LENGTH );
	}

	/**
	 * The site's key: ten hexadecimal digits, drawn the first time a batch id is needed. Two
	 * requests drawing at once store one: add_option() inserts under the option's unique name, and
	 * the one that lost reads the winner's.
	 */
	private static function site_key(): string {
		$key = (string) get_option( self::SITE_KEY_OPTION, '' );
		if ( 1 === preg_match( '/^[0-9a-f]{10}$/', $key ) ) {
			return $key;
		}
		$drawn = substr( bin2hex( random_bytes( 5 ) ), 0, 10 );
		if ( add_option( self::SITE_KEY_OPTION, $drawn ) ) {
			return $drawn;
		}
		wp_cache_delete( self::SITE_KEY_OPTION, 'options' );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		$stored = (string) get_option( self::SITE_KEY_OPTION, '' );
		return 1 === preg_match( '/^[0-9a-f]{10}$/', $stored ) ? $stored : $drawn;
	}

	/**
	 * The body.
	 *
	 * @param int      $batch_id Our payout batch's number.
	 * @param string   $currency The part's currency.
	 * @param int      $part     The part (1 and up).
	 * @param iterable $requests Its requests (Payout_Request), each placed in a PayPal file of that currency.
	 * @return array<string, mixed>
	 * @throws \InvalidArgumentException For a request that belongs in no PayPal batch of the currency, a currency PayPal does not pay in, no request.
	 * @throws \LengthException For more than ITEM_LIMIT requests.
	 */
	public function build( int $batch_id, string $currency, int $part, iterable $requests ): array {
		$currency = strtoupper( $currency );
		if ( ! Paypal_Payouts_Csv::pays_in( $currency ) ) {
			throw new \InvalidArgumentException( 'PayPal pays no payouts in ' . esc_html( $currency ) . '.' );
		}
		$decimals = Paypal_Payouts_Csv::decimals( $currency );
		$items    = array();
		foreach ( $requests as $request ) {
			if ( count( $items ) >= self::ITEM_LIMIT ) {
				throw new \LengthException( 'A PayPal payout batch holds at most 15000 items.' );
			}
			if ( $request->currency !== $currency || ! Paypal_Payouts_Csv::email_valid( $request->detail( 'email' ) ) || $request->payable_units( $decimals ) <= 0 ) {
				throw new \InvalidArgumentException( 'Request ' . (int) $request->id . ' belongs in no PayPal batch of this currency.' );
			}
			$items[] = array(
				'recipient_type' => 'EMAIL',
				'amount'         => array(
					'value'    => Payout_File::amount_text( $request->payable_units( $decimals ), $decimals ),
					'currency' => $currency,
				),
				'note'           => mb_substr( $this->note_for_vendor( $request ), 0, self::NOTE_LENGTH ),
				'sender_item_id' => $request->reference(),
				'receiver'       => $request->detail( 'email' ),
			);
		}
		if ( array() === $items ) {
			throw new \InvalidArgumentException( 'A PayPal payout batch needs at least one request.' );
		}
		$site = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
		return array(
			'sender_batch_header' => array(
				'sender_batch_id' => self::sender_batch_id( $batch_id, $currency, $part ),
				'recipient_type'  => 'EMAIL',
				/* translators: %s: the marketplace's name. */
				'email_subject'   => mb_substr( sprintf( __( 'You have a payout from %s', 'vendor-payout-schedule' ), $site ), 0, self::SUBJECT_LENGTH ),
				/* translators: %s: the marketplace's name. */
				'email_message'   => mb_substr( sprintf( __( '%s has paid your withdraw request through PayPal.', 'vendor-payout-schedule' ), $site ), 0, self::MESSAGE_LENGTH ),
			),
			'items'               => $items,
		);
	}

	/**
	 * The note in the vendor's profile language (the site's when the vendor chose none).
	 *
	 * @param Payout_Request $request The request.
	 */
	private function note_for_vendor( Payout_Request $request ): string {
		$switched = switch_to_user_locale( $request->vendor_id );
		try {
			return Paypal_Payouts_Csv::note( $request );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}
}
