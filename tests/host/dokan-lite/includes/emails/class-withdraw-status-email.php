<?php
/**
 * Dokan Lite's e-mails to the vendor when the admin approves or cancels a withdraw request
 * (includes/Emails/WithdrawApproved.php and includes/Emails/WithdrawCancelled.php): WooCommerce
 * e-mails, listening at priority 30 to `dokan_withdraw_request_approved` and
 * `dokan_withdraw_request_cancelled`, sent to the vendor's account e-mail. Loaded with
 * WooCommerce's mailer, as Dokan's e-mails are (woocommerce-mailer.php).
 *
 * @package DokanStandIn
 */

namespace WeDevs\Dokan\Emails;

defined( 'ABSPATH' ) || exit;

/**
 * What both e-mails share: the trigger, the placeholders they fill, a short body.
 */
abstract class WithdrawStatusEmail extends \WC_Email {

	/**
	 * The action the e-mail listens to.
	 *
	 * @var string
	 */
	protected $hook = '';

	/**
	 * Hooks the trigger, then WooCommerce's constructor; the recipient is the vendor.
	 */
	public function __construct() {
		$this->placeholders = array(
			'{store_name}'        => '',
			'{amount}'            => '',
			'{receivable_amount}' => '',
			'{method}'            => '',
			'{note}'              => '',
		);
		add_action( $this->hook, array( $this, 'trigger' ), 30 );
		parent::__construct();
		$this->recipient = 'vendor@ofthe.product';
	}

	/**
	 * Sends the e-mail about one request (Dokan: `trigger( $withdraw )`).
	 *
	 * @param \WeDevs\Dokan\Withdraw\Withdraw $withdraw The request.
	 */
	public function trigger( $withdraw ) {
		if ( ! $this->is_enabled() || ! $this->get_recipient() ) {
			return;
		}
		$seller   = get_userdata( $withdraw->get_user_id() );
		$settings = get_user_meta( $withdraw->get_user_id(), 'dokan_profile_settings', true );
		$price    = static fn ( $amount ) => html_entity_decode( wp_strip_all_tags( wc_price( $amount ) ), ENT_QUOTES, 'UTF-8' );

		$this->object                              = $seller;
		$this->placeholders['{store_name}']        = is_array( $settings ) ? (string) ( $settings['store_name'] ?? '' ) : '';
		$this->placeholders['{amount}']            = $price( $withdraw->get_amount() );
		$this->placeholders['{receivable_amount}'] = $price( $withdraw->get_receivable_amount() );
		$this->placeholders['{method}']            = dokan_withdraw_get_method_title( $withdraw->get_method() );
		$this->placeholders['{note}']              = $withdraw->get_note();

		$this->send( $seller ? $seller->user_email : '', $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
	}

	/** @return string A short body with the request's figures. */
	public function get_content_html() {
		return '<p>' . esc_html( $this->format_string( $this->get_heading() ) ) . '</p><p>' . esc_html( $this->format_string( '{receivable_amount} — {method}. {note}' ) ) . '</p>';
	}

	/** @return string The same as text. */
	public function get_content_plain() {
		return $this->format_string( $this->get_heading() . "\n{receivable_amount} — {method}. {note}" );
	}
}

/**
 * Dokan's `dokan_vendor_withdraw_approved`.
 */
class WithdrawApproved extends WithdrawStatusEmail {

	/**
	 * Dokan's id, title and hook.
	 */
	public function __construct() {
		$this->id    = 'dokan_vendor_withdraw_approved';
		$this->title = 'Dokan Withdraw Approved';
		$this->hook  = 'dokan_withdraw_request_approved';
		parent::__construct();
	}

	/** @return string */
	public function get_default_subject() {
		return __( '[{site_title}] Your withdrawal request was approved', 'dokan-lite' );
	}

	/** @return string */
	public function get_default_heading() {
		return __( 'Withdrawal request for {amount} is approved', 'dokan-lite' );
	}
}

/**
 * Dokan's `dokan_vendor_withdraw_cancelled`.
 */
class WithdrawCancelled extends WithdrawStatusEmail {

	/**
	 * Dokan's id, title and hook.
	 */
	public function __construct() {
		$this->id    = 'dokan_vendor_withdraw_cancelled';
		$this->title = 'Dokan Withdraw cancelled';
		$this->hook  = 'dokan_withdraw_request_cancelled';
		parent::__construct();
	}

	/** @return string */
	public function get_default_subject() {
		return __( '[{site_title}] Your withdrawal request was cancelled', 'dokan-lite' );
	}

	/** @return string */
	public function get_default_heading() {
		return __( 'Withdrawal request for {amount} is cancelled', 'dokan-lite' );
	}
}
