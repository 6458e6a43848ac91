/**
 * Dokan's own settings screen saves a whole section as the page loaded it. A save from a page opened
 * before the plugin's settings changed keeps Dokan's own change and the plugin's current settings.
 */
import { expect, test } from '@playwright/test';

import {
	dokanScreenNonce,
	saveDokanSection,
} from './support/dokan-settings-screen';
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
		await saveDokanSection( admin, nonce, 'dokan_withdraw', {
			...pageLoaded,
			withdraw_limit: '60',
		} );

		expect( settingsState().dokan_withdraw ).toMatchObject( {
			withdraw_limit: '60',
			disbursement: { schedule: 'schedule' },
			...PLUGIN_SAVED,
		} );
	} finally {
		await admin.dispose();
	}
} );
