<?php
/**
 * "Scheduled payout run summary", to the admin.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

defined( 'ABSPATH' ) || exit;

/**
 * One e-mail per run to the recipient(s) set here (the site's admin e-mail unless changed), as
 * WooCommerce's "New order" e-mail is (includes/emails/class-wc-email-new-order.php): the requests
 * the run filed, the vendors it skipped and links to act on them. Templates
 * emails/vendor-payout-run-summary.php and emails/plain/vendor-payout-run-summary.php, which a theme
 * overrides in its `woocommerce/` folder.
 *
 * Only loaded from the `woocommerce_email_classes` filter, when WooCommerce's WC_Email exists.
 */
final class Run_Summary_Email extends Template_Email {

	/**
	 * Names the e-mail, its templates and its recipients.
	 */
	public function __construct() {
		parent::__construct(
			Payout_Emails::SUMMARY_ID,
			__( 'Scheduled payout run summary', 'vendor-payout-schedule' ),
			__( 'Sent to the chosen recipient(s) once per scheduled payout run: the withdraw requests it filed and the vendors it skipped.', 'vendor-payout-schedule' ),
			'vendor-payout-run-summary.php',
			'summary',
			true,
			array(
				'{payout_date}' => '',
				'{schedule}'    => '',
			)
		);
		$this->recipient = $this->get_option( 'recipient', get_option( 'admin_email' ) );
	}

	/**
	 * WooCommerce's fields with a Recipient(s) field after the switch, as admin e-mails have.
	 */
	public function init_form_fields() {
		parent::init_form_fields();
		$recipient         = array(
			'recipient' => array(
				'title'       => __( 'Recipient(s)', 'vendor-payout-schedule' ),
				'type'        => 'text',
				/* translators: %s: the site's admin e-mail address. */
				'description' => sprintf( __( 'Enter recipients (comma separated) for this email. Defaults to %s.', 'vendor-payout-schedule' ), '<code>' . esc_html( (string) get_option( 'admin_email' ) ) . '</code>' ),
				'placeholder' => '',
				'default'     => '',
				'desc_tip'    => true,
			),
		);
		$position          = array_search( 'enabled', array_keys( $this->form_fields ), true );
		$position          = false === $position ? 0 : $position + 1;
		$this->form_fields = array_slice( $this->form_fields, 0, $position, true ) + $recipient + array_slice( $this->form_fields, $position, null, true );
	}

	/**
	 * Subject unless the admin set one.
	 */
	public function get_default_subject() {
		/* translators: {site_title}, {payout_date} and {schedule} are placeholders, kept as they are. */
		return __( '[{site_title}]: Scheduled payouts of {payout_date} ({schedule})', 'vendor-payout-schedule' );
	}

	/**
	 * Heading unless the admin set one.
	 */
	public function get_default_heading() {
		return __( 'Scheduled payout run', 'vendor-payout-schedule' );
	}

	/**
	 * Makes the e-mail about a run: its object and placeholders (sending and WooCommerce's preview).
	 *
	 * @param Run_Summary $summary The run's summary.
	 */
	public function show( Run_Summary $summary ): void {
		$this->set_object( $summary );
		$this->placeholders['{payout_date}'] = $summary->date;
		$this->placeholders['{schedule}']    = $summary->schedule;
	}

	/**
	 * Sends the summary when the e-mail is enabled and has a recipient.
	 *
	 * @param Run_Summary $summary The run's summary.
	 * @return bool Whether wp_mail() accepted it.
	 */
	public function trigger( Run_Summary $summary ): bool {
		// Settings read again: see Vendor_Payout_Email::trigger().
		$this->init_settings();
		$this->recipient = $this->get_option( 'recipient', get_option( 'admin_email' ) );
		$this->setup_locale();
		$this->show( $summary );
		$sent = false;
		if ( $this->is_enabled() && $this->get_recipient() ) {
			$sent = (bool) $this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
		}
		$this->restore_locale();
		return $sent;
	}
}
