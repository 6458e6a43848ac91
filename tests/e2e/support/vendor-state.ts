/**
 * The vendor's known state for a test: the feature on with its four schedules and the vendor's
 * stored choice, both put back as they were after each test.
 */
import {
	restoreSettings,
	seedDisbursement,
	settingsState,
	storeChoice,
	storedChoice,
	type SettingsState,
	type StoredChoice,
} from '../../integration/support/wp-php';
import { test } from './fixtures';

export const WEEKLY_CHOICE: Partial< StoredChoice > = {
	schedule: 'weekly',
	minimum: '50',
	reserve: '0',
	method: 'paypal',
};

export const NO_CHOICE: Partial< StoredChoice > = {
	schedule: null,
	minimum: null,
	reserve: null,
	method: null,
};

/**
 * The feature on with its four schedules, and the vendor's choice set before each test; both put
 * back as they were after it.
 *
 * @param choice The vendor's stored choice during each test.
 */
export function useVendorState(
	choice: Partial< StoredChoice > = WEEKLY_CHOICE
) {
	let settingsBefore: SettingsState;
	let choiceBefore: StoredChoice;

	test.beforeEach( () => {
		settingsBefore = settingsState();
		choiceBefore = storedChoice( 'vendor' );
		seedDisbursement();
		storeChoice( 'vendor', choice );
	} );

	test.afterEach( () => {
		restoreSettings( settingsBefore );
		storeChoice( 'vendor', choiceBefore );
	} );
}
