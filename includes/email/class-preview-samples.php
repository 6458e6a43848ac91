<?php
/**
 * Sample data for WooCommerce's preview and test e-mail of the plugin's e-mails.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Methods;
use VendorPayoutSchedule\Vendor_Wording;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce 9.9.5 previews an e-mail (and sends it as "Send a test email") with a dummy order as
 * its object (src/Internal/Admin/EmailPreview/EmailPreview.php set_email_type()), then lets plugins
 * put their own on `woocommerce_prepare_email_for_preview`. The plugin's e-mails get a made-up
 * vendor and run here, with the shop's own methods, schedules, prices and dates, and nothing is
 * read from or written to the payout tables.
 */
final class Preview_Samples {

	/**
	 * On `woocommerce_prepare_email_for_preview`: a sample for each of the plugin's e-mails.
	 *
	 * @param \WC_Email $email The e-mail WooCommerce previews.
	 * @return \WC_Email
	 */
	public function prepare( $email ) {
		if ( $email instanceof Payout_Requested_Email ) {
			$email->show( $this->message( true ) );
		} elseif ( $email instanceof Payout_Skipped_Email ) {
			$email->show( $this->message( false ) );
		} elseif ( $email instanceof Run_Summary_Email ) {
			$email->show( $this->summary() );
		}
		return $email;
	}

	/**
	 * A vendor's message: a request of 1,250.50 by the first method offered, or a skip below the
	 * minimum, on the first schedule offered at its next payout date.
	 *
	 * @param bool $requested Requested (else skipped).
	 */
	public function message( bool $requested ): Payout_Message {
		$vendor               = new WP_User();
		$vendor->display_name = 'John Doe';
		$vendor->user_email   = 'john@example.com';
		$figures              = array(
			'balance'        => 80.0,
			'minimum'        => 100.0,
			'reserve'        => 0.0,
			'withdraw_limit' => 50.0,
		);
		return new Payout_Message(
			$vendor,
			$requested,
			$requested ? Price_Text::format( 1250.50 ) : '',
			$this->method_titles()[0],
			$this->schedule_title(),
			$this->payout_date(),
			$requested ? '' : Vendor_Wording::why( Skip_Reason::BelowMinimum, $figures, '', true ),
			$requested ? '' : Vendor_Wording::remedy( Skip_Reason::BelowMinimum ),
			(string) dokan_get_navigation_url( 'withdraw' )
		);
	}

	/**
	 * A run's summary: requests by two methods, skips for two reasons.
	 */
	public function summary(): Run_Summary {
		$titles   = $this->method_titles();
		$currency = function_exists( 'get_woocommerce_currency' ) ? (string) get_woocommerce_currency() : '';
		$rows     = array(
			array(
				'method'   => $titles[0],
				'currency' => $currency,
				'count'    => 12,
				'total'    => Price_Text::format( 8420.50 ),
			),
		);
		if ( isset( $titles[1] ) ) {
			$rows[] = array(
				'method'   => $titles[1],
				'currency' => $currency,
				'count'    => 3,
				'total'    => Price_Text::format( 2150.00 ),
			);
		}
		$skipped = array(
			Skip_Reason::BelowMinimum->value   => 5,
			Skip_Reason::PendingRequest->value => 2,
		);
		return new Run_Summary(
			$this->schedule_title(),
			$this->payout_date(),
			array_sum( array_column( $rows, 'count' ) ),
			$rows,
			array_sum( $skipped ),
			Run_Summary::by_reason( $skipped ),
			0,
			Run_Summary::withdraw_url(),
			add_query_arg( 'page', Settings_Page::SLUG, admin_url( 'admin.php' ) )
		);
	}

	/**
	 * Titles of the methods the shop offers for scheduled payouts (PayPal when none is).
	 *
	 * @return string[] At least one.
	 */
	private function method_titles(): array {
		$methods = new Vendor_Methods();
		$offered = $methods->offered();
		return array() === $offered ? array( $methods->title( 'paypal' ) ) : array_map( array( $methods, 'title' ), $offered );
	}

	/**
	 * The first schedule offered (Weekly when none is).
	 */
	private function schedule_key(): string {
		return ( new Withdraw_Settings() )->enabled_schedules()[0] ?? 'weekly';
	}

	/**
	 * Its title.
	 */
	private function schedule_title(): string {
		return ( new Schedule_Catalog() )->title( $this->schedule_key() );
	}

	/**
	 * Its next payout date in the site's format.
	 */
	private function payout_date(): string {
		$catalog = new Schedule_Catalog();
		return $catalog->format_date( $catalog->next_payout( $this->schedule_key() ) );
	}
}
