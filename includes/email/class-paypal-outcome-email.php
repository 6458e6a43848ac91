<?php
/**
 * "PayPal payout outcome", to the admin.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Admin\Paypal_Payout_Wording;
use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\PayPal\Paypal_Ledger;
use VendorPayoutSchedule\PayPal\Paypal_Sending;

defined( 'ABSPATH' ) || exit;

/**
 * One e-mail per PayPal batch part to the recipient(s) set here (the site's admin e-mail unless
 * changed), as the run summary is: once every item of the part is final, the requests and totals
 * by PayPal's state, PayPal's fees and each request PayPal did not pay with its reason; or, when
 * PayPal refused the part, why and what to do (what to top up for want of funds). Templates
 * emails/vendor-payout-paypal-outcome.php and emails/plain/vendor-payout-paypal-outcome.php, which
 * a theme overrides in its `woocommerce/` folder.
 *
 * Sent once per part: after each go on a batch (Paypal_Sending::HOOK, later than the go itself)
 * trigger() looks for the batch's settled parts not yet mailed and takes each with an update that
 * names the state it replaces (Paypal_Ledger::take_outcome_mail()) before sending, so of two goes,
 * a resumed one or a second copy of this e-mail exactly one sends it; one killed between taking it
 * and sending loses that e-mail rather than sending it twice. Code that records PayPal's word
 * outside a go fires Payout_Emails::PAYPAL_RECORDED_ACTION with the
 * batch.
 *
 * Written in the language of the admin who sent the batch through PayPal (their profile language,
 * else the site's).
 *
 * Only loaded from the `woocommerce_email_classes` filter, when WooCommerce's WC_Email exists.
 */
final class Paypal_Outcome_Email extends Template_Email {

	/**
	 * Names the e-mail, its templates and its recipients.
	 */
	public function __construct() {
		parent::__construct(
			Payout_Emails::PAYPAL_ID,
			__( 'PayPal payout outcome', 'vendor-payout-schedule' ),
			__( 'Sent to the chosen recipient(s) once per PayPal batch sent through PayPal’s API: when PayPal has finished every payment in it, or when PayPal refused it.', 'vendor-payout-schedule' ),
			'vendor-payout-paypal-outcome.php',
			'outcome',
			true,
			array(
				'{batch}'        => '',
				'{paypal_batch}' => '',
			)
		);
		$this->recipient = $this->get_option( 'recipient', get_option( 'admin_email' ) );
		add_action( Paypal_Sending::HOOK, array( $this, 'trigger' ), 20 );
		add_action( Payout_Emails::PAYPAL_RECORDED_ACTION, array( $this, 'trigger' ) );
	}

	/**
	 * Subject unless the admin set one.
	 */
	public function get_default_subject() {
		/* translators: {site_title}, {paypal_batch} and {batch} are placeholders, kept as they are. */
		return __( '[{site_title}]: PayPal payout {paypal_batch} of payout batch {batch}', 'vendor-payout-schedule' );
	}

	/**
	 * Heading unless the admin set one.
	 */
	public function get_default_heading() {
		return __( 'PayPal payout outcome', 'vendor-payout-schedule' );
	}

	/**
	 * After a go on a batch: sends each settled PayPal part's outcome, once.
	 *
	 * @param int $batch The payout batch.
	 */
	public function trigger( $batch = 0 ): void {
		$batch = (int) $batch;
		if ( $batch <= 0 ) {
			return;
		}
		// Settings read again: WC_Settings_API::get_option() keeps what it read first, and WC_Email
		// its format from when it was built.
		$this->init_settings();
		$this->recipient  = $this->get_option( 'recipient', get_option( 'admin_email' ) );
		$this->email_type = $this->get_option( 'email_type' );
		if ( ! $this->is_enabled() || ! $this->get_recipient() ) {
			return;
		}
		$ledger = new Paypal_Ledger();
		try {
			foreach ( $ledger->settled_unmailed( $batch ) as $part ) {
				$this->tell_admin( $ledger, $part );
			}
		} catch ( Database_Error $e ) {
			// Nothing taken that was not sent: the next go or recorded word tries again.
			return;
		}
	}

	/**
	 * Takes one part's e-mail and sends it, in the language of the admin who sent the part.
	 *
	 * @param Paypal_Ledger $ledger The record.
	 * @param object        $part   The part's row.
	 * @throws Database_Error When a read or the take failed: nothing is sent.
	 */
	private function tell_admin( Paypal_Ledger $ledger, object $part ): void {
		$this->in_language_of(
			(int) $part->asked_by,
			function () use ( $ledger, $part ): void {
				// Read before it is taken: a failed read leaves it to be told by a later go.
				$outcome = Paypal_Outcome_Message::of_part( $part );
				if ( $ledger->take_outcome_mail( (int) $part->id ) ) {
					$this->show( $outcome );
					$this->send_as_shown();
				}
			}
		);
	}

	/**
	 * Makes the e-mail about a part: its object and placeholders.
	 *
	 * @param Paypal_Outcome_Message $outcome The part's outcome.
	 */
	private function show( Paypal_Outcome_Message $outcome ): void {
		$this->set_object( $outcome );
		$this->placeholders['{batch}']        = (string) $outcome->batch;
		$this->placeholders['{paypal_batch}'] = $outcome->sender_batch_id;
	}

	/**
	 * WooCommerce's preview: a part of five requests PayPal finished, three paid and two not.
	 */
	protected function show_sample(): void {
		$currency = function_exists( 'get_woocommerce_currency' ) ? (string) get_woocommerce_currency() : 'USD';
		$amount   = static fn ( float $value ): string => Paypal_Outcome_Message::amount( $value, 2, $currency );
		$this->show(
			new Paypal_Outcome_Message(
				7,
				'VPS-0a1b2c3d4e-B7-' . $currency . '-P1',
				'5UXD2E8A7EBQJ',
				'',
				array(
					array(
						'state' => Paypal_Payout_Wording::item_state( 'SUCCESS' ),
						'count' => 3,
						'total' => $amount( 2310.75 ),
					),
					array(
						'state' => Paypal_Payout_Wording::item_state( 'RETURNED' ),
						'count' => 1,
						'total' => $amount( 420.00 ),
					),
					array(
						'state' => Paypal_Payout_Wording::item_state( 'FAILED' ),
						'count' => 1,
						'total' => $amount( 96.10 ),
					),
				),
				array(
					array(
						'vendor'  => 'John Doe',
						'request' => 1042,
						'amount'  => $amount( 420.00 ),
						'reason'  => Paypal_Payout_Wording::not_paid( 'RETURNED', 'RECEIVER_UNREGISTERED' ),
					),
					array(
						'vendor'  => 'Jane Roe',
						'request' => 1047,
						'amount'  => $amount( 96.10 ),
						'reason'  => Paypal_Payout_Wording::not_paid( 'FAILED', 'RECEIVER_ACCOUNT_LOCKED' ),
					),
				),
				$amount( 0.75 ),
				Paypal_Outcome_Message::batch_url( 1 )
			)
		);
	}
}
