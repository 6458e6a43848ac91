<?php
/**
 * The vendor dashboard page (Dokan renders it inside the theme; the stand-in draws the frame itself).
 *
 * @package DokanStandIn
 */

defined( 'ABSPATH' ) || exit;

$dokan_section = dokan_stand_in_section();
?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<?php wp_head(); ?>
</head>
<body <?php body_class( 'dokan-dashboard' ); ?>>
<?php wp_body_open(); ?>
<div class="dokan-dashboard-wrap">
	<nav class="dokan-dash-sidebar" aria-label="<?php esc_attr_e( 'Vendor dashboard', 'dokan-lite' ); ?>">
		<ul class="dokan-dashboard-menu">
			<li><a href="<?php echo esc_url( dokan_get_navigation_url() ); ?>"><?php esc_html_e( 'Dashboard', 'dokan-lite' ); ?></a></li>
			<?php // Withdraw has a React route, so Dokan links it on the React dashboard, `new/#withdraw` (Dokan 4.1.2 includes/VendorNavMenuChecker.php convert_to_react_menu(), get_url_for_route()). ?>
			<li><a href="<?php echo esc_url( dokan_get_navigation_url( 'new' ) . '#withdraw' ); ?>"><?php esc_html_e( 'Withdraw', 'dokan-lite' ); ?></a></li>
		</ul>
	</nav>
	<main class="dokan-dashboard-content">
		<?php if ( ! is_user_logged_in() ) : ?>
			<p class="dokan-alert"><a href="<?php echo esc_url( wp_login_url( get_permalink() ) ); ?>"><?php esc_html_e( 'Please log in to see your dashboard.', 'dokan-lite' ); ?></a></p>
		<?php elseif ( ! current_user_can( 'dokan_view_withdraw_menu' ) ) : ?>
			<p class="dokan-alert dokan-alert-danger"><?php esc_html_e( 'You have no permission to view this page', 'dokan-lite' ); ?></p>
		<?php elseif ( 'withdraw' === $dokan_section ) : ?>
			<article class="dokan-withdraw-area">
				<header class="dokan-dashboard-header"><h1 class="entry-title"><?php esc_html_e( 'Withdraw', 'dokan-lite' ); ?></h1></header>
				<?php require DOKAN_STAND_IN_DIR . '/templates/withdraw-dashboard.php'; ?>
			</article>
		<?php elseif ( 'new' === $dokan_section ) : ?>
			<div id="dokan-vendor-dashboard-root"></div>
		<?php else : ?>
			<h1 class="entry-title"><?php esc_html_e( 'Dashboard', 'dokan-lite' ); ?></h1>
		<?php endif; ?>
	</main>
</div>
<?php wp_footer(); ?>
</body>
</html>
