<?php
/**
 * What the plugin's WooCommerce e-mails share.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Outcome_Mailer;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Methods;
use VendorPayoutSchedule\Vendor_Wording;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A WooCommerce e-mail drawn from the plugin's templates. WooCommerce gives it its settings
 * (enable, subject, heading, additional content, HTML or plain text) and looks for the templates in
 * the theme's `woocommerce/` folder before the plugin's `templates/`.
 *
 * Each e-mail is as WooCommerce's own (includes/emails/class-wc-email-new-order.php): its
 * constructor hooks its trigger to the engine's action, and trigger() keeps its own sent-once guard.
 * WooCommerce builds its mailer, and so the e-mails, on first use; Payout_Emails builds it just
 * before the engine's actions reach the e-mails. Each also shows a sample in WooCommerce's preview
 * and "Send a test email" (src/Internal/Admin/EmailPreview/EmailPreview.php set_email_type()): a
 * made-up vendor and run with the shop's own methods, schedules, prices and dates, read from and
 * written to no payout table.
 *
 * Only loaded from the `woocommerce_email_classes` filter, when WooCommerce's WC_Email exists.
 */
abstract class Template_Email extends \WC_Email {

	/**
	 * A vendor's e-mail's placeholders (show_payout() fills them).
	 */
	private const PAYOUT_PLACEHOLDERS = array(
		'{payout_date}' => '',
		'{amount}'      => '',
	);

	/**
	 * What a vendor's e-mail names as its recipient until it is addressed to one vendor: the address
	 * Dokan Lite 4.1.2's own e-mails to vendors give (includes/Emails/WithdrawApproved.php,
	 * WithdrawCancelled.php, VendorNewOrder.php). WooCommerce → Settings → Emails shows each e-mail's
	 * get_recipient() in its Recipient(s) column, which keeps e-mail addresses only
	 * (includes/admin/settings/class-wc-settings-emails.php; "Customer" is for customer e-mails,
	 * whose is_customer_email() also switches to the site's language): so the admin reads the same
	 * words beside the plugin's vendor e-mails as beside Dokan's.
	 */
	public const VENDOR_RECIPIENT = 'vendor@ofthe.product';

	/**
	 * The templates' name for what the e-mail is about ($payout, $summary).
	 *
	 * @var string
	 */
	private string $object_name;

	/**
	 * Whether the e-mail goes to the shop's staff (WooCommerce's `$sent_to_admin`).
	 *
	 * @var bool
	 */
	private bool $to_admin;

	/**
	 * Sets what differs between the e-mails, then lets WooCommerce load the settings.
	 *
	 * @param string                $id            E-mail id (the settings option is `woocommerce_{id}_settings`).
	 * @param string                $title         Title under WooCommerce → Settings → Emails.
	 * @param string                $description   Description there.
	 * @param string                $template_name Template file name, e.g. vendor-payout-requested.php.
	 * @param string                $object_name   The templates' variable holding the e-mail's object
	 *                                             (a vendor's e-mail: `$payout`).
	 * @param bool                  $to_admin      Whether it goes to the shop's staff.
	 * @param array<string, string> $placeholders  The e-mail's own placeholders, empty until it is shown.
	 */
	protected function __construct( string $id, string $title, string $description, string $template_name, string $object_name = 'payout', bool $to_admin = false, array $placeholders = self::PAYOUT_PLACEHOLDERS ) {
		$this->id             = $id;
		$this->title          = $title;
		$this->description    = $description;
		$this->customer_email = false;
		$this->template_base  = VENDOR_PAYOUT_SCHEDULE_DIR . 'templates/';
		$this->template_html  = 'emails/' . $template_name;
		$this->template_plain = 'emails/plain/' . $template_name;
		$this->placeholders   = $placeholders;
		$this->object_name    = $object_name;
		$this->to_admin       = $to_admin;
		parent::__construct();
		if ( ! $to_admin ) {
			$this->recipient = self::VENDOR_RECIPIENT;
		}

		add_filter( 'woocommerce_prepare_email_for_preview', array( $this, 'prepare_preview' ) );
	}

	/**
	 * WooCommerce's fields, and for an e-mail to the shop's staff a Recipient(s) field after the
	 * switch, as WooCommerce's admin e-mails have.
	 */
	public function init_form_fields() {
		parent::init_form_fields();
		if ( ! $this->to_admin ) {
			return;
		}
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
	 * On `woocommerce_prepare_email_for_preview`: this e-mail about its sample instead of
	 * WooCommerce's dummy order.
	 *
	 * @param \WC_Email $email The e-mail WooCommerce previews.
	 * @return \WC_Email
	 */
	public function prepare_preview( $email ) {
		if ( $email === $this ) {
			$this->show_sample();
		}
		return $email;
	}

	/**
	 * Makes the e-mail about its preview sample.
	 */
	abstract protected function show_sample(): void;

	/**
	 * The HTML body.
	 */
	public function get_content_html() {
		return wc_get_template_html( $this->template_html, $this->template_args( false ), '', $this->template_base );
	}

	/**
	 * The plain-text body.
	 */
	public function get_content_plain() {
		return wc_get_template_html( $this->template_plain, $this->template_args( true ), '', $this->template_base );
	}

	/**
	 * The variables the templates receive; a vendor's template a theme copied while the object was
	 * called `$notice` keeps working.
	 *
	 * @param bool $plain_text Whether the plain-text template asks.
	 * @return array<string, mixed>
	 */
	private function template_args( bool $plain_text ): array {
		$args = array(
			$this->object_name   => $this->object,
			'email_heading'      => $this->get_heading(),
			'additional_content' => $this->get_additional_content(),
			'sent_to_admin'      => $this->to_admin,
			'plain_text'         => $plain_text,
			'email'              => $this,
		);
		if ( $this->object instanceof Payout_Message ) {
			$args['notice'] = $this->object;
		}
		return $args;
	}

	/**
	 * Sends the e-mail as shown when it is enabled and has a recipient, in the locale WooCommerce
	 * sets up for it.
	 *
	 * @return bool Whether wp_mail() accepted it.
	 */
	protected function send_as_shown(): bool {
		$this->setup_locale();
		$sent = false;
		if ( $this->is_enabled() && $this->get_recipient() ) {
			$sent = (bool) $this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
		}
		$this->restore_locale();
		return $sent;
	}

	/**
	 * The vendor's outcome for the date that a run announces on `vendor_payout_schedule_payout_recorded`,
	 * when it is final: the row the run just took, or as the database holds it now. An outcome that
	 * was not recorded, or was undone, is not told.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $date      Payout date.
	 */
	protected static function recorded_outcome( int $vendor_id, string $date ): ?object {
		return Outcome_Mailer::announced( $vendor_id, $date ) ?? ( new Payout_Ledger() )->outcome_of( $vendor_id, $date );
	}

	/**
	 * Tells the vendor about a recorded outcome, in the vendor's profile language.
	 *
	 * @param WP_User $vendor The vendor.
	 * @param object  $row    The recorded outcome.
	 */
	protected function tell_vendor( WP_User $vendor, object $row ): void {
		$this->in_language_of(
			$vendor->ID,
			function () use ( $vendor, $row ): void {
				$this->show_payout( Payout_Message::from_outcome( $vendor, $row ) );
				$this->send_as_shown();
			}
		);
	}

	/**
	 * Shows and sends the e-mail in a user's profile language (the site's when they chose none, or
	 * when there is no such user), then goes back to the language before.
	 *
	 * @param int      $user_id The user whose language it is written in.
	 * @param callable $write   Shows the e-mail and sends it.
	 */
	protected function in_language_of( int $user_id, callable $write ): void {
		$switched = $user_id > 0 && get_userdata( $user_id ) ? switch_to_user_locale( $user_id ) : false;
		try {
			// WC_Settings_API::get_option() keeps the default it filled an empty setting with, so the
			// subject and heading would stay in the language of the first reader: read the stored
			// settings again, so the defaults are taken in this reader's language.
			$this->init_settings();
			$write();
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}

	/**
	 * Makes a vendor's e-mail about a payout: its object, recipient and placeholders.
	 *
	 * @param Payout_Message $payout What to tell.
	 */
	protected function show_payout( Payout_Message $payout ): void {
		$this->set_object( $payout );
		$this->recipient                     = $payout->vendor->user_email;
		$this->placeholders['{payout_date}'] = $payout->date;
		$this->placeholders['{amount}']      = $payout->amount;
	}

	/**
	 * A vendor's sample: a request of 1,250.50 by the first method offered, with a statement that
	 * adds up to it (120.00 at the previous payout, 1,340.50 earned, 60.00 refunded, 150.00 kept), or
	 * a skip below the minimum, on the first schedule offered at its next payout date.
	 *
	 * @param bool $requested Requested (else skipped).
	 */
	protected static function sample_payout( bool $requested ): Payout_Message {
		$vendor                  = new WP_User();
		$vendor->display_name    = 'John Doe';
		$vendor->user_email      = 'john@example.com';
		$figures                 = array(
			'balance'        => 80.0,
			'minimum'        => 100.0,
			'reserve'        => 0.0,
			'withdraw_limit' => 50.0,
		);
		list( $schedule, $date ) = self::sample_schedule();
		return new Payout_Message(
			$vendor,
			$requested,
			$requested ? Price_Text::format( 1250.50 ) : '',
			self::sample_method_titles()[0],
			$schedule,
			$date,
			$requested ? '' : Vendor_Wording::why( Skip_Reason::BelowMinimum, $figures, '', true ),
			$requested ? '' : Vendor_Wording::remedy( Skip_Reason::BelowMinimum, $figures, '', 0 ),
			(string) dokan_get_navigation_url( 'withdraw' ),
			$requested ? array(
				'opening'   => Price_Text::format( 120.00 ),
				'earned'    => Price_Text::format( 1340.50 ),
				'deducted'  => Price_Text::format( 60.00 ),
				'closing'   => Price_Text::format( 1400.50 ),
				'reserve'   => Price_Text::format( 150.00 ),
				'requested' => Price_Text::format( 1250.50 ),
				'agrees'    => true,
			) : null,
			$requested ? (string) dokan_get_navigation_url( 'withdraw' ) : ''
		);
	}

	/**
	 * Titles of the methods the shop offers for scheduled payouts (PayPal when none is), for samples.
	 *
	 * @return string[] At least one.
	 */
	protected static function sample_method_titles(): array {
		$methods = new Vendor_Methods();
		$offered = $methods->offered();
		return array() === $offered ? array( $methods->title( 'paypal' ) ) : array_map( array( $methods, 'title' ), $offered );
	}

	/**
	 * The first schedule offered (Weekly when none is) and its next payout date in the site's
	 * format, for samples.
	 *
	 * @return array{0: string, 1: string} Title and date.
	 */
	protected static function sample_schedule(): array {
		$key     = ( new Withdraw_Settings() )->enabled_schedules()[0] ?? 'weekly';
		$catalog = new Schedule_Catalog();
		return array( $catalog->title( $key ), $catalog->format_date( $catalog->next_payout( $key ) ) );
	}
}
