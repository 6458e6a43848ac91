<?php
/**
 * The PayPal app as saved under Dokan → Withdraw Schedule → PayPal Payouts, for the browser tests:
 *   … paypal-app.php get            prints client_id, mode and the secret saved, as JSON
 *   … paypal-app.php set ID SECRET  saves an app (sandbox)
 *   … paypal-app.php keep|restore   remembers the app and the admin's language / puts them back
 *   … paypal-app.php locale LOCALE  the admin's profile language ('' for the site's)
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\PayPal\Paypal_App;

const VPS_PAYPAL_KEPT = 'vps_test_paypal_kept';

$vps_admin = get_user_by( 'login', 'admin' );
switch ( $args[0] ?? '' ) {
	case 'get':
		echo wp_json_encode(
			array(
				'option' => get_option( Paypal_App::OPTION, null ),
				'secret' => get_option( Paypal_App::SECRET_OPTION, null ),
			)
		);
		break;
	case 'set':
		update_option(
			Paypal_App::OPTION,
			array(
				'client_id' => $args[1],
				'mode'      => Paypal_App::SANDBOX,
			)
		);
		Paypal_App::store_secret( $args[2] );
		break;
	case 'locale':
		update_user_meta( $vps_admin->ID, 'locale', $args[1] ?? '' );
		break;
	case 'keep':
		update_option(
			VPS_PAYPAL_KEPT,
			array(
				'option' => get_option( Paypal_App::OPTION, null ),
				'secret' => get_option( Paypal_App::SECRET_OPTION, null ),
				'locale' => get_user_meta( $vps_admin->ID, 'locale', true ),
			),
			false
		);
		break;
	case 'restore':
		$vps_kept = get_option( VPS_PAYPAL_KEPT );
		if ( is_array( $vps_kept ) ) {
			null === $vps_kept['option'] ? delete_option( Paypal_App::OPTION ) : update_option( Paypal_App::OPTION, $vps_kept['option'] );
			Paypal_App::store_secret( (string) $vps_kept['secret'] );
			update_user_meta( $vps_admin->ID, 'locale', (string) $vps_kept['locale'] );
			delete_option( VPS_PAYPAL_KEPT );
		}
		break;
}
