<?php
/**
 * Dokan Lite's templates/withdraw/withdraw-dashboard.php: Balance, Payment Details and Payment
 * Methods panels, with the same actions in the same places.
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

$dokan_vendor_id      = dokan_get_current_user_id();
$dokan_withdraw_limit = dokan_get_option( 'withdraw_limit', 'dokan_withdraw', -1 );
// Dokan 4.1.2 includes/Dashboard/Templates/Withdraw.php: the newest approved Withdraw, read through its getters.
$dokan_last_withdraw  = dokan()->withdraw->get_withdraw_requests( $dokan_vendor_id, 1, 1 );
$dokan_payment_text   = __( 'You do not have any approved withdraw yet.', 'dokan-lite' );
if ( ! empty( $dokan_last_withdraw ) ) {
	// translators: 1: Last formatted withdraw amount 2: Last formatted withdraw date 3: Last formatted withdraw method used.
	$dokan_payment_text = sprintf(
		__( '%1$s on %2$s to %3$s', 'dokan-lite' ),
		'<strong>' . wc_price( $dokan_last_withdraw[0]->get_amount() ) . '</strong>',
		'<strong>' . dokan_format_date( $dokan_last_withdraw[0]->get_date() ) . '</strong>',
		'<strong>' . dokan_withdraw_get_method_title( $dokan_last_withdraw[0]->get_method() ) . '</strong>'
	);
}
?>
<div class="dokan-panel dokan-panel-default">
	<div class="dokan-panel-heading"><strong><?php esc_html_e( 'Balance', 'dokan-lite' ); ?></strong></div>
	<div class="dokan-panel-body general-details">
		<div class="dokan-clearfix dokan-panel-inner-container">
			<div class="dokan-w8">
				<p>
					<strong><?php esc_html_e( 'Your Balance:', 'dokan-lite' ); ?></strong> <?php echo wp_kses_post( dokan_get_seller_balance( $dokan_vendor_id, true ) ); ?><br>
					<?php if ( -1 !== $dokan_withdraw_limit ) : ?>
						<strong><?php esc_html_e( 'Minimum Withdraw Amount:', 'dokan-lite' ); ?></strong> <?php echo wp_kses_post( wc_price( $dokan_withdraw_limit ) ); ?><br>
					<?php endif; ?>
				</p>
				<?php do_action( 'dokan_withdraw_content_after_balance' ); ?>
			</div>
			<div class="dokan-w5">
				<button class="dokan-btn dokan-btn-theme" id="dokan-request-withdraw-button"><?php esc_html_e( 'Request Withdraw', 'dokan-lite' ); ?></button>
				<?php do_action( 'dokan_withdraw_content_after_balance_button' ); ?>
			</div>
		</div>
	</div>
</div>

<?php do_action( 'dokan_withdraw_content_after_balance_section' ); ?>

<div class="dokan-panel dokan-panel-default" id="dokan-withdraw-payment-details">
	<div class="dokan-panel-heading"><strong><?php esc_html_e( 'Payment Details', 'dokan-lite' ); ?></strong></div>
	<div class="dokan-panel-body general-details">
		<div class="dokan-clearfix dokan-panel-inner-container">
			<div class="dokan-w8">
				<p class="dokan-last-payment">
					<strong><?php esc_html_e( 'Last Payment', 'dokan-lite' ); ?></strong><br>
					<?php echo wp_kses_post( $dokan_payment_text ); ?>
				</p>
				<?php do_action( 'dokan_withdraw_content_after_last_payment' ); ?>
			</div>
			<div class="dokan-w5">
				<a href="<?php echo esc_url( dokan_get_navigation_url( 'withdraw-requests' ) ); ?>" class="dokan-btn dokan-btn-theme" id="dokan-withdraw-display-requests-button"><?php esc_html_e( 'View Payments', 'dokan-lite' ); ?></a>
				<?php do_action( 'dokan_withdraw_content_after_last_payment_button' ); ?>
			</div>
		</div>

		<?php do_action( 'dokan_withdraw_content_after_last_payment_section' ); ?>

	</div>
</div>

<?php do_action( 'dokan_withdraw_content_after_payment_details_section' ); ?>

<div class="dokan-panel dokan-panel-default">
	<div class="dokan-panel-heading"><strong><?php esc_html_e( 'Payment Methods', 'dokan-lite' ); ?></strong></div>
	<div class="dokan-panel-body general-details">
		<?php foreach ( dokan_withdraw_get_active_methods() as $dokan_method ) : ?>
			<div class="dokan-clearfix dokan-panel-inner-container">
				<div class="dokan-w8">
					<strong><?php echo esc_html( (string) dokan_withdraw_get_method_title( $dokan_method ) ); ?></strong>
					<small><?php echo esc_html( dokan_withdraw_get_method_additional_info( $dokan_method ) ); ?></small>
				</div>
			</div>
		<?php endforeach; ?>
		<?php do_action( 'dokan_withdraw_content_after_payment_methods_list' ); ?>
	</div>
</div>

<?php do_action( 'dokan_withdraw_content_after_payment_methods_section' ); ?>
