/**
 * Reads and writes the site's stored state through PHP scripts run with WordPress loaded, so tests
 * check what the server stored rather than what it answered.
 */
import { loginOf } from '../../e2e/support/site';
import { runSitePhp } from '../../e2e/support/site-php';

/** A vendor's payout choice as it sits in user meta; null is "no meta row". */
export interface StoredChoice {
	schedule: string | null;
	minimum: string | number | null;
	reserve: string | number | null;
	method: string | null;
}

/** The two options the settings live in, as stored; null is "no such option". */
export interface SettingsState {
	dokan_withdraw: Record< string, unknown > | null;
	own: Record< string, unknown > | null;
}

function runPhp< T >( script: string, ...args: string[] ): T {
	return JSON.parse(
		runSitePhp( `tests/integration/php/${ script }`, ...args )
	) as T;
}

/**
 * The user's stored choice.
 * @param login User name.
 */
export function storedChoice( login: string ): StoredChoice {
	return runPhp< StoredChoice >( 'vendor-choice.php', loginOf( login ) );
}

/**
 * Writes (or, with null, deletes) meta rows of the user's choice; answers the result.
 * @param login  User name.
 * @param choice Meta values by choice key; null deletes the row.
 */
export function storeChoice(
	login: string,
	choice: Partial< StoredChoice >
): StoredChoice {
	return runPhp< StoredChoice >(
		'vendor-choice.php',
		loginOf( login ),
		JSON.stringify( choice )
	);
}

/** The settings as stored. */
export function settingsState(): SettingsState {
	return runPhp< SettingsState >( 'settings-state.php' );
}

/**
 * Puts back a state read with settingsState().
 * @param state A state read before.
 */
export function restoreSettings( state: SettingsState ): SettingsState {
	return runPhp< SettingsState >(
		'settings-state.php',
		JSON.stringify( state )
	);
}

/**
 * Changes some keys of `dokan_withdraw` and/or the plugin's option, keeping the others.
 * @param changes Keys to change, by option.
 */
export function mergeSettings(
	changes: Partial< SettingsState >
): SettingsState {
	return runPhp< SettingsState >(
		'settings-state.php',
		JSON.stringify( changes ),
		'merge'
	);
}

/** Turns the feature on with all four schedules and the default lists (the demo's settings). */
export function seedDisbursement(): void {
	runSitePhp( 'tests/integration/php/seed-disbursement.php' );
}

/**
 * The callbacks answering the two disbursement routes, by route path.
 *
 * @param taken Whether another plugin registers the main route first.
 */
export function routeOwners( taken: boolean ): Record< string, string[] > {
	return runPhp< Record< string, string[] > >(
		'route-owner.php',
		...( taken ? [ 'taken' ] : [] )
	);
}
