<?php
/**
 * What both payout e-mails share.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;


defined( 'ABSPATH' ) || exit;

/**
 * A WooCommerce e-mail to one vendor about one payout date.
 */
abstract class Vendor_Payout_Email extends Template_Email {

	/**
	 * Sets what differs between the e-mails, then lets WooCommerce load the settings.
	 *
	 * @param string $id             E-mail id (the settings option is `woocommerce_{id}_settings`).
	 * @param string $title          Title under WooCommerce → Settings → Emails.
	 * @param string $description    Description there.
	 * @param string $template_name  Template file name, e.g. vendor-payout-requested.php.
	 */
	protected function __construct( string $id, string $title, string $description, string $template_name ) {
		parent::__construct(
			$id,
			$title,
			$description,
			$template_name,
			'payout',
			false,
			array(
				'{payout_date}' => '',
				'{amount}'      => '',
			)
		);
	}

	/**
	 * Sends the e-mail to the vendor when the e-mail is enabled.
	 *
	 * @param Payout_Message $payout What to tell.
	 * @return bool Whether wp_mail() accepted it.
	 */
	public function trigger( Payout_Message $payout ): bool {
		// WC_Settings_API::get_option() keeps the default it filled an empty setting with, so the
		// subject and heading would stay in the language of the first vendor of the run: read the
		// stored settings again, so the defaults are taken in this vendor's language.
		$this->init_settings();
		$this->setup_locale();
		$this->show( $payout );

		$sent = false;
		if ( $this->is_enabled() && $this->get_recipient() ) {
			$sent = (bool) $this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
		}
		$this->restore_locale();
		return $sent;
	}

	/**
	 * Makes the e-mail about a payout: its object, recipient and placeholders (sending and
	 * WooCommerce's preview).
	 *
	 * @param Payout_Message $payout What to tell.
	 */
	public function show( Payout_Message $payout ): void {
		$this->set_object( $payout );
		$this->recipient                     = $payout->vendor->user_email;
		$this->placeholders['{payout_date}'] = $payout->date;
		$this->placeholders['{amount}']      = $payout->amount;
	}

	/**
	 * The variables the templates receive; a template a theme copied while the object was called
	 * `$notice` keeps working.
	 *
	 * @param bool $plain_text Whether the plain-text template asks.
	 * @return array<string, mixed>
	 */
	protected function template_args( bool $plain_text ): array {
		return parent::template_args( $plain_text ) + array( 'notice' => $this->object );
	}
}
