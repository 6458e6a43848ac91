/**
 * The vendor's known state for a test: the feature on with its four schedules and the vendor's
 * stored choice, both put back as they were after each test.
 */
import type {
	SettingsState,
	StoredChoice,
} from '../../integration/support/wp-php';
import { test } from './fixtures';
import { runSitePhp } from './site-php';

const VENDOR_STATE = 'tests/integration/php/vendor-state.php';

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
	// One WordPress load before and one after each test: reading, seeding and storing one by one
	// took six, a third of a short test's time.
	let before: { settings: SettingsState; choice: StoredChoice };

	test.beforeEach( () => {
		before = JSON.parse(
			runSitePhp(
				VENDOR_STATE,
				'vendor',
				'enter',
				JSON.stringify( choice )
			)
		);
	} );

	test.afterEach( () => {
		runSitePhp( VENDOR_STATE, 'vendor', 'leave', JSON.stringify( before ) );
	} );
}
