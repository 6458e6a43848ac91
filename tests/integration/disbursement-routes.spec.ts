/**
 * The plugin serves the disbursement routes only where nothing else (Dokan Pro, another plugin)
 * already does.
 */
import { expect, test } from '@playwright/test';

import { routeOwners } from './support/wp-php';

const MAIN = '/dokan/v2/withdraw/disbursement';
const DISABLE = '/dokan/v2/withdraw/disbursement/disable';
const CONTROLLER = 'VendorPayoutSchedule\\Rest\\Disbursement_Controller';

test( 'on a Dokan Lite site the plugin answers all three calls', () => {
	expect( routeOwners( false ) ).toEqual( {
		[ MAIN ]: [
			`${ CONTROLLER }::get_item`,
			`${ CONTROLLER }::create_item`,
		],
		[ DISABLE ]: [ `${ CONTROLLER }::disable_item` ],
	} );
} );

test( 'a route another plugin registered stays theirs; the plugin only adds what is missing', () => {
	expect( routeOwners( true ) ).toEqual( {
		[ MAIN ]: [ 'vps_other_plugin_disbursement' ],
		[ DISABLE ]: [ `${ CONTROLLER }::disable_item` ],
	} );
} );
