<?php
/**
 * A few of WooCommerce 9.9.5's templates/emails/email-styles.php rules with its default colours
 * (base #720eec, text #3c3c3c, background #f7f7f7).
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;
?>
body { background-color: #f7f7f7; padding: 0; text-align: center; }
#outer_wrapper { background-color: #f7f7f7; }
#wrapper { margin: 0 auto; padding: 70px 0; max-width: 600px; }
#template_container { background-color: #fff; border: 1px solid #dedede; border-radius: 3px; }
#template_header { background-color: #720eec; color: #fff; border-radius: 3px 3px 0 0; }
#header_wrapper { padding: 36px 48px; display: block; }
h1 { color: #fff; font-family: "Helvetica Neue", Helvetica, Roboto, Arial, sans-serif; font-size: 30px; font-weight: 300; line-height: 150%; margin: 0; text-align: left; }
#body_content_inner { color: #3c3c3c; font-family: "Helvetica Neue", Helvetica, Roboto, Arial, sans-serif; font-size: 14px; line-height: 150%; text-align: left; }
#body_content td, #body_content th { color: #3c3c3c; text-align: left; }
#credit { color: #3c3c3c; font-family: "Helvetica Neue", Helvetica, Roboto, Arial, sans-serif; font-size: 12px; text-align: center; padding: 0 48px 48px; }
a { color: #720eec; font-weight: normal; text-decoration: underline; }
.td { color: #3c3c3c; border: 1px solid #e4e4e4; vertical-align: middle; padding: 12px; }
