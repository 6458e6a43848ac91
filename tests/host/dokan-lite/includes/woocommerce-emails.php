<?php
/**
 * The part of WooCommerce's mailer that plugin e-mails rely on: `WC()->mailer()`, the
 * `woocommerce_email_classes` filter, `WC_Email` with its settings, and theme-overridable templates.
 *
 * Mirrors WooCommerce 9.9.5:
 * - includes/abstracts/abstract-wc-settings-api.php: the settings of an e-mail live in the option
 *   `woocommerce_{id}_settings`, defaults come from the form fields (init_settings(), get_option());
 * - includes/emails/class-wc-email.php: the properties (id, title, description, template_html,
 *   template_plain, template_base, placeholders, recipient, object, enabled, email_type,
 *   customer_email), init_form_fields() (enabled, subject, heading, additional_content, email_type),
 *   format_string(), get_subject(), get_heading(), get_additional_content(), get_recipient(),
 *   is_enabled(), get_email_type(), get_content_type(), get_headers(), get_content(),
 *   get_from_name/address(), send() (the `wp_mail` call with WooCommerce's from/content-type filters
 *   and the `woocommerce_email_sent` action), and style_inline()'s path without Emogrifier (the
 *   styles prepended in a style element);
 * - includes/class-wc-emails.php: instance(), init() with `woocommerce_email_classes`,
 *   get_emails(), and the `woocommerce_email_header` / `woocommerce_email_footer` actions printing
 *   emails/email-header.php and emails/email-footer.php;
 * - includes/wc-core-functions.php: wc_get_template(), wc_get_template_html(), wc_locate_template()
 *   (yourtheme/woocommerce/{name}, yourtheme/{name}, then the default path).
 * - includes/class-wc-emails.php send(): a message sent as a bare WC_Email.
 * The preview and the e-mail's settings section: woocommerce/email-preview.php.
 * Not reproduced: multipart e-mails, CC/BCC, the block e-mail editor, the e-mails' list screen.
 *
 * A process started with the environment variable DOKAN_STAND_IN_WITHOUT_WOOCOMMERCE=1 gets none of
 * it: a Dokan site whose WooCommerce mailer is absent.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

// A conditional require: classes and functions at the top of an included file are declared before
// any of its code runs, so a `return` inside the file could not keep them out.
if ( ! getenv( 'DOKAN_STAND_IN_WITHOUT_WOOCOMMERCE' ) && ! class_exists( 'WC_Email' ) ) {
	require_once DOKAN_STAND_IN_DIR . '/woocommerce/mailer.php';
	require_once DOKAN_STAND_IN_DIR . '/woocommerce/email-preview.php';
}
