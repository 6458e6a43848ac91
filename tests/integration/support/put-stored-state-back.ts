/**
 * Lets a spec file change the settings and the vendors' stored choices freely: what it changes is
 * put back once its last test has run, so the next file (and the e2e project) finds the site as it was.
 */
import { test } from '@playwright/test';

import type { SeededUser } from '../../e2e/support/site';
import {
	restoreSettings,
	settingsState,
	storeChoice,
	storedChoice,
	type SettingsState,
	type StoredChoice,
} from './wp-php';

/**
 * Reads the settings and the users' stored choices before the file's first test and writes them
 * back after its last. Call at the top level of a spec file, before hooks that change them.
 * @param choicesOf Users whose stored payout choice the file changes.
 */
export function putStoredStateBackAfterAll( choicesOf: SeededUser[] = [] ) {
	let settingsBefore: SettingsState;
	const choicesBefore = new Map< SeededUser, StoredChoice >();

	test.beforeAll( () => {
		settingsBefore = settingsState();
		for ( const user of choicesOf ) {
			choicesBefore.set( user, storedChoice( user ) );
		}
	} );

	test.afterAll( () => {
		for ( const [ user, choice ] of choicesBefore ) {
			storeChoice( user, choice );
		}
		restoreSettings( settingsBefore );
	} );
}
