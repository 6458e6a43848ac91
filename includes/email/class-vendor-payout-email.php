<?php
/**
 * What both payout e-mails share.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

defined( 'ABSPATH' ) || exit;

/**
 * A WooCommerce e-mail to one vendor about one payout date. WooCommerce gives it its settings
 * (enable, subject, heading, additional content, HTML or plain text) and looks for its templates in
 * the theme's `woocommerce/` folder before the plugin's `templates/`.
 *
 * Only loaded from the `woocommerce_email_classes` filter, when WooCommerce's WC_Email exists.
 */
abstract class Vendor_Payout_Email extends \WC_Email {

	/**
	 * Sets what differs between the e-mails, then lets WooCommerce load the settings.
	 *
	 * @param string $id             E-mail id (the settings option is `woocommerce_{id}_settings`).
	 * @param string $title          Title under WooCommerce → Settings → Emails.
	 * @param string $description    Description there.
	 * @param string $template_name  Template file name, e.g. vendor-payout-requested.php.
	 */
	protected function __construct( string $id, string $title, string $description, string $template_name ) {
		$this->id             = $id;
		$this->title          = $title;
		$this->description    = $description;
		$this->customer_email = false;
		$this->template_base  = VENDOR_PAYOUT_SCHEDULE_DIR . 'templates/';
		$this->template_html  = 'emails/' . $template_name;
		$this->template_plain = 'emails/plain/' . $template_name;
		$this->placeholders   = array(
			'{payout_date}' => '',
			'{amount}'      => '',
		);
		parent::__construct();
	}

	/**
	 * Sends the notice to the vendor when the e-mail is enabled.
	 *
	 * @param Payout_Notice $notice What to tell.
	 * @return bool Whether wp_mail() accepted it.
	 */
	public function trigger( Payout_Notice $notice ): bool {
		// WC_Settings_API::get_option() keeps the default it filled an empty setting with, so the
		// subject and heading would stay in the language of the first vendor of the run: read the
		// stored settings again, so the defaults are taken in this vendor's language.
		$this->init_settings();
		$this->setup_locale();
		$this->set_object( $notice );
		$this->recipient                     = $notice->vendor->user_email;
		$this->placeholders['{payout_date}'] = $notice->date;
		$this->placeholders['{amount}']      = $notice->amount;

		$sent = false;
		if ( $this->is_enabled() && $this->get_recipient() ) {
			$sent = (bool) $this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
		}
		$this->restore_locale();
		return $sent;
	}

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
	 * The variables the templates receive.
	 *
	 * @param bool $plain_text Whether the plain-text template asks.
	 * @return array<string, mixed>
	 */
	private function template_args( bool $plain_text ): array {
		return array(
			'notice'             => $this->object,
			'email_heading'      => $this->get_heading(),
			'additional_content' => $this->get_additional_content(),
			'sent_to_admin'      => false,
			'plain_text'         => $plain_text,
			'email'              => $this,
		);
	}
}
