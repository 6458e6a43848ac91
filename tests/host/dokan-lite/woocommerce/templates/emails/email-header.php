<?php
/**
 * The top of an HTML e-mail, shaped as WooCommerce 9.9.5's templates/emails/email-header.php
 * (document, wrapper table, heading in #header_wrapper h1, body cell #body_content_inner).
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;
?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=<?php bloginfo( 'charset' ); ?>" />
	<meta name="viewport" content="width=device-width, initial-scale=1.0">
	<title><?php echo esc_html( get_bloginfo( 'name', 'display' ) ); ?></title>
</head>
<body leftmargin="0" marginwidth="0" topmargin="0" marginheight="0" offset="0">
	<table width="100%" id="outer_wrapper" role="presentation">
		<tr>
			<td><!-- Deliberately empty to support consistent sizing and layout across multiple email clients. --></td>
			<td width="600">
				<div id="wrapper" dir="<?php echo is_rtl() ? 'rtl' : 'ltr'; ?>">
					<table border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="inner_wrapper" role="presentation">
						<tr>
							<td align="center" valign="top">
								<table border="0" cellpadding="0" cellspacing="0" width="100%" id="template_container" role="presentation">
									<tr>
										<td align="center" valign="top">
											<table border="0" cellpadding="0" cellspacing="0" width="100%" id="template_header" role="presentation">
												<tr>
													<td id="header_wrapper">
														<h1><?php echo esc_html( $email_heading ); ?></h1>
													</td>
												</tr>
											</table>
										</td>
									</tr>
									<tr>
										<td align="center" valign="top">
											<table border="0" cellpadding="0" cellspacing="0" width="100%" id="template_body" role="presentation">
												<tr>
													<td valign="top" id="body_content">
														<table border="0" cellpadding="20" cellspacing="0" width="100%" role="presentation">
															<tr>
																<td valign="top" id="body_content_inner_cell">
																	<div id="body_content_inner">
