/**
 * Dokan's own settings screen saves a whole section as the page loaded it. A save from a page opened
 * before the plugin's settings changed keeps Dokan's own change and the plugin's current settings.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import { loggedInContext } from './support/session';
import {
	mergeSettings,
	seedDisbursement,
	settingsState,
} from './support/wp-php';

/** What the plugin's screen saves while Dokan's screen is open. */
const PLUGIN_SAVED = {
	disbursement_schedule: {
		weekly: 'weekly',
		biweekly: '',
		monthly: 'monthly',
		quarterly: '',
	},
	weekly_schedule: 'friday',
};

putStoredStateBackAfterAll();

test.beforeEach( () => {
	seedDisbursement();
} );

/**
 * The `dokan_admin` nonce Dokan's admin page hands its screen (`window.dokan.nonce`).
 * @param admin A request context logged in as the administrator.
 */
async function dokanScreenNonce( admin: APIRequestContext ): Promise< string > {
	const page = await (
		await admin.get( '/wp-admin/admin.php?page=dokan' )
	).text();
	const data = /var dokan = (\{.*?\});\s*$/m.exec( page )?.[ 1 ];
	expect( data, 'Dokan’s script data on its admin page' ).toBeTruthy();
	return ( JSON.parse( data as string ) as { nonce: string } ).nonce;
}

/**
 * A nested value as form fields, the way jQuery posts it: `settingsData[a][b]=c`.
 * @param prefix Field name so far.
 * @param value  Value below it.
 */
function formFields(
	prefix: string,
	value: unknown
): Record< string, string > {
	if ( value !== null && typeof value === 'object' ) {
		return Object.assign(
			{},
			...Object.entries( value ).map( ( [ key, item ] ) =>
				formFields( `${ prefix }[${ key }]`, item )
			)
		);
	}
	return { [ prefix ]: String( value ?? '' ) };
}

test( 'a save from Dokan’s withdraw settings opened before the plugin’s settings changed keeps both changes', async () => {
	const admin = await loggedInContext( 'admin' );
	try {
		// The administrator opens Dokan → Settings → Withdraw: the screen holds the option as it is.
		const nonce = await dokanScreenNonce( admin );
		const pageLoaded = settingsState().dokan_withdraw ?? {};

		// Meanwhile the plugin's screen saves other schedules and rules.
		mergeSettings( {
			dokan_withdraw: PLUGIN_SAVED,
		} );

		// Dokan's screen saves its own change with everything else as the page loaded it.
		const answer = await admin.post( '/wp-admin/admin-ajax.php', {
			form: {
				action: 'dokan_save_settings',
				nonce,
				section: 'dokan_withdraw',
				...formFields( 'settingsData', {
					...pageLoaded,
					withdraw_limit: '60',
				} ),
			},
		} );
		expect( answer.status() ).toBe( 200 );
		expect( await answer.json() ).toMatchObject( { success: true } );

		expect( settingsState().dokan_withdraw ).toMatchObject( {
			withdraw_limit: '60',
			disbursement: { schedule: 'schedule' },
			...PLUGIN_SAVED,
		} );
	} finally {
		await admin.dispose();
	}
} );
