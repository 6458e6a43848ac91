<?php
/**
 * The demo vendors are enabled for selling, as Dokan marks a vendor the admin approved
 * (`dokan_enable_selling` = yes). Dokan refuses withdraw requests — scheduled ones included — from
 * a vendor who is not.
 *
 * @package VendorPayoutSchedule
 */

foreach ( array( 'vendor', 'vendor2' ) as $vps_login ) {
	$vps_user = get_user_by( 'login', $vps_login );
	if ( $vps_user ) {
		update_user_meta( $vps_user->ID, 'dokan_enable_selling', 'yes' );
	}
}
