<?php
/**
 * What the plugin's WooCommerce e-mails share.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

defined( 'ABSPATH' ) || exit;

/**
 * A WooCommerce e-mail drawn from the plugin's templates. WooCommerce gives it its settings
 * (enable, subject, heading, additional content, HTML or plain text) and looks for the templates in
 * the theme's `woocommerce/` folder before the plugin's `templates/`.
 *
 * Only loaded from the `woocommerce_email_classes` filter, when WooCommerce's WC_Email exists.
 */
abstract class Template_Email extends \WC_Email {

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
	 * @param string                $object_name   The templates' variable holding the e-mail's object.
	 * @param bool                  $to_admin      Whether it goes to the shop's staff.
	 * @param array<string, string> $placeholders  The e-mail's own placeholders, empty until it is shown.
	 */
	protected function __construct( string $id, string $title, string $description, string $template_name, string $object_name, bool $to_admin, array $placeholders ) {
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
	protected function template_args( bool $plain_text ): array {
		return array(
			$this->object_name   => $this->object,
			'email_heading'      => $this->get_heading(),
			'additional_content' => $this->get_additional_content(),
			'sent_to_admin'      => $this->to_admin,
			'plain_text'         => $plain_text,
			'email'              => $this,
		);
	}
}
