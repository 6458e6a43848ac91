<?php
/**
 * WooCommerce's e-mail preview, as far as a plugin's e-mails meet it: the settings section of one
 * e-mail with the preview's mount point, the preview itself, and "Send a test email".
 *
 * Follows WooCommerce 9.9.5:
 * - src/Internal/Admin/EmailPreview/EmailPreview.php: set_email_type() finds the e-mail by class
 *   name among WC()->mailer()->get_emails(), gives it a dummy order as its object (not reproduced:
 *   any object that is not the e-mail's own stands for it here) with the order's placeholders, then
 *   applies `woocommerce_prepare_email_for_preview`; render() draws the HTML (or plain text in a
 *   pre element) and inlines the styles; get_subject();
 * - includes/admin/class-wc-admin.php preview_emails(), on `admin_init`: `?preview_woocommerce_mail=true`
 *   with the `preview-mail` nonce and `type`, prints the preview and exits;
 * - includes/admin/settings/class-wc-settings-emails.php: WooCommerce → Settings → Emails
 *   (`page=wc-settings&tab=email`) lists every e-mail in a table whose Recipient(s) column shows
 *   "Customer" for an e-mail whose is_customer_email() is true and get_recipient() for any other
 *   (email_notification_setting()); an e-mail (`&section=strtolower( key )`) lists its fields and
 *   email_preview_single() prints `#wc_settings_email_preview_slotfill` with the preview URL
 *   (`data-preview-url`) and the e-mail's class (`data-email-types`);
 * - src/Internal/Admin/EmailPreview/EmailPreviewRestController.php send_email_preview():
 *   "Send a test email" renders the preview and sends it with its subject through WC_Emails::send().
 *
 * @package DokanStandIn
 */

namespace Automattic\WooCommerce\Internal\Admin\EmailPreview {

	defined( 'ABSPATH' ) || exit;

	/**
	 * The preview of one e-mail.
	 */
	class EmailPreview {

		/** @var EmailPreview|null */
		protected static $instance = null;

		/** @var \WC_Email|null */
		private $email = null;

		/**
		 * The one preview.
		 */
		final public static function instance() {
			if ( null === static::$instance ) {
				static::$instance = new static();
			}
			return static::$instance;
		}

		/**
		 * Picks the e-mail by class name and prepares it with a dummy object.
		 *
		 * @param string $email_type Class name of the e-mail.
		 * @throws \InvalidArgumentException When no e-mail has that class.
		 */
		public function set_email_type( string $email_type ) {
			$wc_emails = WC()->mailer()->get_emails();
			$emails    = array_combine( array_map( 'get_class', $wc_emails ), $wc_emails );
			if ( ! isset( $emails[ $email_type ] ) ) {
				throw new \InvalidArgumentException( 'Invalid email type' );
			}
			$this->email = $emails[ $email_type ];
			$order       = (object) array( 'id' => 12345 );
			$this->email->set_object( $order );
			$this->email->placeholders = array_merge(
				$this->email->placeholders,
				array(
					'{order_date}'   => wp_date( (string) get_option( 'date_format' ) ),
					'{order_number}' => '12345',
				)
			);
			$this->email = apply_filters( 'woocommerce_prepare_email_for_preview', $this->email );
		}

		/**
		 * The preview's HTML.
		 */
		public function render() {
			if ( 'plain' === $this->email->get_email_type() ) {
				$content = '<pre style="word-wrap: break-word; white-space: pre-wrap;">' . $this->email->get_content_plain() . '</pre>';
			} else {
				$content = $this->email->get_content_html();
			}
			return apply_filters( 'woocommerce_mail_content', $this->email->style_inline( $content ) );
		}

		/**
		 * The previewed e-mail's subject.
		 */
		public function get_subject() {
			return $this->email ? $this->email->get_subject() : '';
		}
	}
}

namespace {

	use Automattic\WooCommerce\Internal\Admin\EmailPreview\EmailPreview;

	defined( 'ABSPATH' ) || exit;

	/**
	 * `?preview_woocommerce_mail=true&type=…` prints the preview (class-wc-admin.php preview_emails()).
	 */
	function dokan_stand_in_preview_emails() {
		if ( ! isset( $_GET['preview_woocommerce_mail'] ) ) {
			return;
		}
		if ( ! ( isset( $_REQUEST['_wpnonce'] ) && wp_verify_nonce( sanitize_text_field( wp_unslash( $_REQUEST['_wpnonce'] ) ), 'preview-mail' ) ) ) {
			die( 'Security check' );
		}
		$preview = EmailPreview::instance();
		if ( isset( $_GET['type'] ) ) {
			try {
				$preview->set_email_type( sanitize_text_field( wp_unslash( $_GET['type'] ) ) );
			} catch ( InvalidArgumentException $e ) {
				wp_die( 'Invalid email type.', 400 );
			}
		}
		echo $preview->render(); // phpcs:ignore WordPress.Security.EscapeOutput -- the e-mail's HTML, as WooCommerce prints it.
		exit;
	}
	add_action( 'admin_init', 'dokan_stand_in_preview_emails' );

	/**
	 * WooCommerce → Settings (`page=wc-settings`), reached by URL only: one e-mail's section. Its
	 * parent is a page that lists no submenu, so it is out of the menu and still has a title.
	 */
	function dokan_stand_in_wc_settings_menu() {
		add_submenu_page( 'options.php', 'WooCommerce settings', 'Settings', 'manage_woocommerce', 'wc-settings', 'dokan_stand_in_wc_settings_page' );
	}
	add_action( 'admin_menu', 'dokan_stand_in_wc_settings_menu' );

	/**
	 * The list of e-mails, with the columns WooCommerce prints for each (email_notification_setting()).
	 */
	function dokan_stand_in_wc_email_list() {
		echo '<div class="wrap"><h2>Email notifications</h2><table class="wc_emails widefat"><thead><tr><th>Email</th><th>Content type</th><th>Recipient(s)</th></tr></thead><tbody>';
		foreach ( WC()->mailer()->get_emails() as $key => $email ) {
			printf(
				'<tr><td><a href="%1$s">%2$s</a></td><td>%3$s</td><td>%4$s</td></tr>',
				esc_url( admin_url( 'admin.php?page=wc-settings&tab=email&section=' . strtolower( $key ) ) ),
				esc_html( $email->get_title() ),
				esc_html( $email->get_content_type() ),
				esc_html( $email->is_customer_email() ? 'Customer' : $email->get_recipient() )
			);
		}
		echo '</tbody></table></div>';
	}

	/**
	 * The e-mail's fields by their titles and the preview's mount point.
	 */
	function dokan_stand_in_wc_settings_page() {
		$section = isset( $_GET['section'] ) ? sanitize_title( wp_unslash( $_GET['section'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only page.
		if ( '' === $section ) {
			dokan_stand_in_wc_email_list();
			return;
		}
		foreach ( WC()->mailer()->get_emails() as $key => $email ) {
			if ( strtolower( $key ) !== $section ) {
				continue;
			}
			echo '<div class="wrap"><h2>' . esc_html( $email->get_title() ) . '</h2><table class="form-table">';
			foreach ( $email->form_fields as $field => $definition ) {
				$id = $email->get_option_key() . '_' . $field;
				printf( '<tr><th><label for="%1$s">%2$s</label></th><td><input id="%1$s" type="text" value="%3$s" /></td></tr>', esc_attr( $id ), esc_html( $definition['title'] ), esc_attr( (string) $email->get_option( $field ) ) );
			}
			printf(
				'</table><h2>Email preview</h2><div id="wc_settings_email_preview_slotfill" data-preview-url="%1$s" data-email-types="%2$s"></div></div>',
				esc_url( wp_nonce_url( admin_url( '?preview_woocommerce_mail=true' ), 'preview-mail' ) ),
				esc_attr(
					wp_json_encode(
						array(
							array(
								'label' => $email->get_title(),
								'value' => get_class( $email ),
							),
						)
					)
				)
			);
		}
	}
}
