<?php
/**
 * The bottom of an HTML e-mail, shaped as WooCommerce 9.9.5's templates/emails/email-footer.php
 * (the footer text option with {site_title} replaced).
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;
?>
																	</div>
																</td>
															</tr>
														</table>
													</td>
												</tr>
											</table>
										</td>
									</tr>
								</table>
							</td>
						</tr>
						<tr>
							<td align="center" valign="top">
								<table border="0" cellpadding="10" cellspacing="0" width="100%" id="template_footer" role="presentation">
									<tr>
										<td valign="top" id="credit">
											<?php echo wp_kses_post( wpautop( wptexturize( str_replace( '{site_title}', get_bloginfo( 'name', 'display' ), (string) get_option( 'woocommerce_email_footer_text', '{site_title}' ) ) ) ) ); ?>
										</td>
									</tr>
								</table>
							</td>
						</tr>
					</table>
				</div>
			</td>
			<td><!-- Deliberately empty to support consistent sizing and layout across multiple email clients. --></td>
		</tr>
	</table>
</body>
</html>
