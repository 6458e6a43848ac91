<?php
/**
 * The originator's details the payout files carry, as saved under Dokan → Withdraw Schedule:
 *   php tests/env/wp-php.php tests/integration/php/originator.php get     prints the details saved, field
 *                                                                          by field, as JSON (empty when none)
 *   php tests/env/wp-php.php tests/integration/php/originator.php keep    remembers it for `restore`
 *   php tests/env/wp-php.php tests/integration/php/originator.php restore puts it back as remembered
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Payouts\Originator;

const VPS_ORIGINATOR_KEPT = 'vps_test_originator_kept';

switch ( $args[0] ?? '' ) {
	case 'get':
		echo wp_json_encode( Originator::stored()->to_array() );
		break;
	case 'keep':
		update_option( VPS_ORIGINATOR_KEPT, array( 'value' => get_option( Originator::OPTION, null ) ), false );
		break;
	case 'restore':
		$vps_kept = get_option( VPS_ORIGINATOR_KEPT );
		if ( is_array( $vps_kept ) ) {
			null === $vps_kept['value'] ? delete_option( Originator::OPTION ) : update_option( Originator::OPTION, $vps_kept['value'] );
			delete_option( VPS_ORIGINATOR_KEPT );
		}
		break;
}
