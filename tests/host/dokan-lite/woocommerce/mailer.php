<?php
/**
 * WooCommerce's mailer as the stand-in reproduces it; loaded by includes/woocommerce-emails.php,
 * which names the WooCommerce 9.9.5 files each part follows.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's main object, reduced to what e-mails ask of it.
 */
final class Dokan_Stand_In_WooCommerce {

	/**
	 * The mailer (WooCommerce::mailer()).
	 */
	public function mailer() {
		return WC_Emails::instance();
	}

	/**
	 * Folder in themes that overrides WooCommerce's templates (WooCommerce::template_path()).
	 */
	public function template_path() {
		return apply_filters( 'woocommerce_template_path', 'woocommerce/' );
	}

	/**
	 * WooCommerce's own folder; its templates are the stand-in's.
	 */
	public function plugin_path() {
		return DOKAN_STAND_IN_DIR . '/woocommerce';
	}
}

/**
 * The WooCommerce instance.
 */
function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.FunctionNameInvalid -- WooCommerce's name.
	static $instance = null;
	$instance        = $instance ?? new Dokan_Stand_In_WooCommerce();
	return $instance;
}

/**
 * The template's path: the theme's copy first, then the default path (wc_locate_template()).
 *
 * @param string $template_name Template name, e.g. emails/email-header.php.
 * @param string $template_path Folder in the theme.
 * @param string $default_path  Default folder, with a trailing slash.
 */
function wc_locate_template( $template_name, $template_path = '', $default_path = '' ) {
	$template_path = $template_path ? $template_path : WC()->template_path();
	$default_path  = $default_path ? $default_path : WC()->plugin_path() . '/templates/';
	$template      = locate_template( array( trailingslashit( $template_path ) . $template_name, $template_name ) );
	if ( ! $template ) {
		$template = $default_path . $template_name;
	}
	return apply_filters( 'woocommerce_locate_template', $template, $template_name, $template_path );
}

/**
 * Prints a template with the arguments as variables (wc_get_template()).
 *
 * @param string $template_name Template name.
 * @param array  $args          Variables.
 * @param string $template_path Folder in the theme.
 * @param string $default_path  Default folder.
 */
function wc_get_template( $template_name, $args = array(), $template_path = '', $default_path = '' ) {
	$located = apply_filters( 'wc_get_template', wc_locate_template( $template_name, $template_path, $default_path ), $template_name, $args, $template_path, $default_path );
	if ( is_array( $args ) ) {
		extract( $args ); // phpcs:ignore WordPress.PHP.DontExtract.extract_extract -- as WooCommerce does.
	}
	include $located;
}

/**
 * wc_get_template() into a string.
 *
 * @param string $template_name Template name.
 * @param array  $args          Variables.
 * @param string $template_path Folder in the theme.
 * @param string $default_path  Default folder.
 */
function wc_get_template_html( $template_name, $args = array(), $template_path = '', $default_path = '' ) {
	ob_start();
	wc_get_template( $template_name, $args, $template_path, $default_path );
	return ob_get_clean();
}

/**
 * Settings stored per e-mail (abstract-wc-settings-api.php).
 */
abstract class WC_Settings_API {

	/** Prefix of the option key. @var string */
	public $plugin_id = 'woocommerce_';

	/** Id of the e-mail. @var string */
	public $id = '';

	/** Field definitions. @var array */
	public $form_fields = array();

	/** Stored values. @var array */
	public $settings = array();

	/**
	 * The option holding the settings.
	 */
	public function get_option_key() {
		return $this->plugin_id . $this->id . '_settings';
	}

	/**
	 * Stored values over the fields' defaults.
	 */
	public function init_settings() {
		$this->settings = get_option( $this->get_option_key(), null );
		$defaults       = array();
		foreach ( $this->form_fields as $key => $field ) {
			$defaults[ $key ] = $field['default'] ?? '';
		}
		$this->settings = is_array( $this->settings ) ? array_merge( $defaults, $this->settings ) : $defaults;
	}

	/**
	 * A setting; `$empty_value` when it is stored empty.
	 *
	 * @param string $key         Field key.
	 * @param mixed  $empty_value Value for an empty setting.
	 */
	public function get_option( $key, $empty_value = null ) {
		if ( empty( $this->settings ) ) {
			$this->init_settings();
		}
		if ( ! isset( $this->settings[ $key ] ) ) {
			$this->settings[ $key ] = $this->form_fields[ $key ]['default'] ?? '';
		}
		if ( ! is_null( $empty_value ) && '' === $this->settings[ $key ] ) {
			$this->settings[ $key ] = $empty_value;
		}
		return $this->settings[ $key ];
	}
}

/**
 * One e-mail (class-wc-email.php).
 */
class WC_Email extends WC_Settings_API {

	/** @var string */
	public $title = '';
	/** @var string */
	public $description = '';
	/** @var string */
	public $template_plain;
	/** @var string */
	public $template_html;
	/** @var string|null */
	public $template_base;
	/** @var string */
	public $recipient;
	/** @var string */
	public $heading = '';
	/** @var string */
	public $subject = '';
	/** @var object|bool */
	public $object;
	/** @var string */
	public $enabled;
	/** @var string */
	public $email_type;
	/** @var bool */
	public $customer_email = false;
	/** @var bool */
	public $manual = false;
	/** @var array */
	public $placeholders = array();

	/**
	 * Placeholders, settings and the template base, as WooCommerce's constructor sets them.
	 */
	public function __construct() {
		$this->placeholders = array_merge(
			array(
				'{site_title}'   => $this->get_blogname(),
				'{site_address}' => wp_parse_url( home_url(), PHP_URL_HOST ),
				'{site_url}'     => wp_parse_url( home_url(), PHP_URL_HOST ),
				'{store_email}'  => $this->get_from_address(),
			),
			$this->placeholders
		);
		$this->init_form_fields();
		$this->init_settings();
		if ( is_null( $this->template_base ) ) {
			$this->template_base = WC()->plugin_path() . '/templates/';
		}
		$this->email_type = $this->get_option( 'email_type' );
		$this->enabled    = $this->get_option( 'enabled' );
	}

	/**
	 * The placeholders replaced in a text.
	 *
	 * @param string $string Text.
	 */
	public function format_string( $string ) {
		$find      = array_keys( $this->placeholders );
		$replace   = array_values( $this->placeholders );
		$find[]    = '{blogname}';
		$replace[] = $this->get_blogname();
		return apply_filters( 'woocommerce_email_format_string', str_replace( $find, $replace, (string) $string ), $this );
	}

	/** Locale for customer e-mails; the stand-in's sites have one locale. */
	public function setup_locale() {
	}

	/** See setup_locale(). */
	public function restore_locale() {
	}

	/** @return string */
	public function get_default_subject() {
		return $this->subject;
	}

	/** @return string */
	public function get_default_heading() {
		return $this->heading;
	}

	/** @return string */
	public function get_default_additional_content() {
		return '';
	}

	/** @return string */
	public function get_additional_content() {
		$content = $this->get_option( 'additional_content', '' );
		return apply_filters( 'woocommerce_email_additional_content_' . $this->id, $this->format_string( $content ), $this->object, $this );
	}

	/** @return string */
	public function get_subject() {
		return apply_filters( 'woocommerce_email_subject_' . $this->id, $this->format_string( $this->get_option( 'subject', $this->get_default_subject() ) ), $this->object, $this );
	}

	/** @return string */
	public function get_heading() {
		return apply_filters( 'woocommerce_email_heading_' . $this->id, $this->format_string( $this->get_option( 'heading', $this->get_default_heading() ) ), $this->object, $this );
	}

	/** @return string Valid addresses, comma separated. */
	public function get_recipient() {
		$recipient  = apply_filters( 'woocommerce_email_recipient_' . $this->id, $this->recipient, $this->object, $this );
		$recipients = array_map( 'trim', explode( ',', (string) $recipient ) );
		return implode( ', ', array_filter( $recipients, 'is_email' ) );
	}

	/** @return string */
	public function get_headers() {
		$header = 'Content-Type: ' . $this->get_content_type() . "\r\n";
		if ( $this->get_from_address() && $this->get_from_name() ) {
			$header .= 'Reply-to: ' . $this->get_from_name() . ' <' . $this->get_from_address() . ">\r\n";
		}
		return apply_filters( 'woocommerce_email_headers', $header, $this->id, $this->object, $this );
	}

	/** @return array */
	public function get_attachments() {
		return apply_filters( 'woocommerce_email_attachments', array(), $this->id, $this->object, $this );
	}

	/** @return string html, plain or multipart. */
	public function get_email_type() {
		return $this->email_type && class_exists( 'DOMDocument' ) ? $this->email_type : 'plain';
	}

	/**
	 * @param string $default_content_type wp_mail()'s.
	 * @return string
	 */
	public function get_content_type( $default_content_type = '' ) {
		switch ( $this->get_email_type() ) {
			case 'html':
				$content_type = 'text/html';
				break;
			case 'multipart':
				$content_type = 'multipart/alternative';
				break;
			default:
				$content_type = 'text/plain';
		}
		return apply_filters( 'woocommerce_email_content_type', $content_type, $this, $default_content_type );
	}

	/** @return string */
	public function get_title() {
		return apply_filters( 'woocommerce_email_title', $this->title, $this );
	}

	/** @return string */
	public function get_description() {
		return apply_filters( 'woocommerce_email_description', $this->description, $this );
	}

	/**
	 * @param string $key         Field key.
	 * @param mixed  $empty_value Value for an empty setting.
	 */
	public function get_option( $key, $empty_value = null ) {
		$value = parent::get_option( $key, $empty_value );
		return apply_filters( 'woocommerce_email_get_option', $value, $this, $value, $key, $empty_value );
	}

	/** @return bool */
	public function is_enabled() {
		return apply_filters( 'woocommerce_email_enabled_' . $this->id, 'yes' === $this->enabled, $this->object, $this );
	}

	/** @return bool */
	public function is_manual() {
		return $this->manual;
	}

	/** @return bool */
	public function is_customer_email() {
		return $this->customer_email;
	}

	/** @return string */
	public function get_blogname() {
		return wp_specialchars_decode( get_option( 'blogname' ), ENT_QUOTES );
	}

	/** @return string The body in the chosen format. */
	public function get_content() {
		if ( 'plain' === $this->get_email_type() ) {
			return wordwrap( wp_strip_all_tags( $this->get_content_plain() ), 70 );
		}
		return $this->get_content_html();
	}

	/**
	 * WooCommerce inlines emails/email-styles.php with Emogrifier; without it, it prepends them.
	 *
	 * @param string $content HTML.
	 */
	public function style_inline( $content ) {
		if ( in_array( $this->get_content_type(), array( 'text/html', 'multipart/alternative' ), true ) ) {
			ob_start();
			wc_get_template( 'emails/email-styles.php' );
			$css     = apply_filters( 'woocommerce_email_styles', ob_get_clean(), $this );
			$content = '<style type="text/css">' . $css . '</style>' . $content;
		}
		return $content;
	}

	/** @return string */
	public function get_content_plain() {
		return '';
	}

	/** @return string */
	public function get_content_html() {
		return '';
	}

	/**
	 * @param string $from_name wp_mail()'s.
	 * @return string
	 */
	public function get_from_name( $from_name = '' ) {
		$from_name = apply_filters( 'woocommerce_email_from_name', get_option( 'woocommerce_email_from_name', get_option( 'blogname' ) ), $this, $from_name );
		return wp_specialchars_decode( esc_html( $from_name ), ENT_QUOTES );
	}

	/**
	 * @param string $from_email wp_mail()'s.
	 * @return string
	 */
	public function get_from_address( $from_email = '' ) {
		$from_email = apply_filters( 'woocommerce_email_from_address', get_option( 'woocommerce_email_from_address', get_option( 'admin_email' ) ), $this, $from_email );
		return sanitize_email( $from_email );
	}

	/**
	 * @param object $object What the e-mail is about.
	 */
	public function set_object( $object ) { // phpcs:ignore Universal.NamingConventions.NoReservedKeywordParameterNames.objectFound
		$this->object = $object;
	}

	/**
	 * Sends through wp_mail() with WooCommerce's sender and content type.
	 *
	 * @param string $to          Recipient.
	 * @param string $subject     Subject.
	 * @param string $message     Body.
	 * @param string $headers     Headers.
	 * @param array  $attachments Attachments.
	 */
	public function send( $to, $subject, $message, $headers, $attachments ) {
		add_filter( 'wp_mail_from', array( $this, 'get_from_address' ) );
		add_filter( 'wp_mail_from_name', array( $this, 'get_from_name' ) );
		add_filter( 'wp_mail_content_type', array( $this, 'get_content_type' ) );

		$message = apply_filters( 'woocommerce_mail_content', $this->style_inline( $message ) );
		$return  = wp_mail( $to, wp_specialchars_decode( $subject ), $message, $headers, $attachments );

		remove_filter( 'wp_mail_from', array( $this, 'get_from_address' ) );
		remove_filter( 'wp_mail_from_name', array( $this, 'get_from_name' ) );
		remove_filter( 'wp_mail_content_type', array( $this, 'get_content_type' ) );

		do_action( 'woocommerce_email_sent', $return, (string) $this->id, $this );
		return $return;
	}

	/**
	 * The fields every e-mail has under WooCommerce → Settings → Emails.
	 */
	public function init_form_fields() {
		$this->form_fields = array(
			'enabled'            => array(
				'title'   => 'Enable/Disable',
				'type'    => 'checkbox',
				'default' => 'yes',
			),
			'subject'            => array(
				'title'   => 'Subject',
				'type'    => 'text',
				'default' => '',
			),
			'heading'            => array(
				'title'   => 'Email heading',
				'type'    => 'text',
				'default' => '',
			),
			'additional_content' => array(
				'title'   => 'Additional content',
				'type'    => 'textarea',
				'default' => $this->get_default_additional_content(),
			),
			'email_type'         => array(
				'title'   => 'Email type',
				'type'    => 'select',
				'default' => 'html',
			),
		);
	}
}

/**
 * The mailer (class-wc-emails.php).
 */
final class WC_Emails {

	/** @var WC_Email[] */
	public $emails = array();

	/** @var WC_Emails|null */
	private static $instance = null;

	/**
	 * The one mailer.
	 */
	public static function instance() {
		if ( is_null( self::$instance ) ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Loads the e-mails and hooks the header and footer.
	 */
	private function __construct() {
		$this->init();
		add_action( 'woocommerce_email_header', array( $this, 'email_header' ) );
		add_action( 'woocommerce_email_footer', array( $this, 'email_footer' ) );
	}

	/**
	 * WooCommerce's own e-mails are not reproduced; plugins add theirs here.
	 */
	public function init() {
		$this->emails = apply_filters( 'woocommerce_email_classes', $this->emails );
	}

	/** @return WC_Email[] */
	public function get_emails() {
		return $this->emails;
	}

	/**
	 * Sends a message as a bare WC_Email (used by "Send a test email").
	 *
	 * @param string $to          Recipient.
	 * @param string $subject     Subject.
	 * @param string $message     HTML.
	 * @param string $headers     Headers.
	 * @param array  $attachments Attachments.
	 */
	public function send( $to, $subject, $message, $headers = "Content-Type: text/html\r\n", $attachments = '' ) {
		$email = new WC_Email();
		return $email->send( $to, $subject, $message, $headers, $attachments );
	}

	/**
	 * @param string $email_heading Heading.
	 */
	public function email_header( $email_heading ) {
		wc_get_template( 'emails/email-header.php', array( 'email_heading' => $email_heading ) );
	}

	/** Prints the footer. */
	public function email_footer() {
		wc_get_template( 'emails/email-footer.php' );
	}
}
