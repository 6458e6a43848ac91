/**
 * Dokan's own settings screen (Dokan → Settings), as far as it saves: it posts one section whole,
 * as the page loaded it, to admin-ajax with the `dokan_admin` nonce its page hands it (Dokan Lite
 * 4.1.2 includes/Admin/Settings.php save_settings_value()).
 */
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The `dokan_admin` nonce Dokan's admin page hands its screen (`window.dokan.nonce`).
 * @param admin A request context logged in as the administrator.
 */
export async function dokanScreenNonce(
	admin: APIRequestContext
): Promise< string > {
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

/**
 * Saves a section the way Dokan's screen does, and checks Dokan accepted it.
 * @param admin   A request context logged in as the administrator.
 * @param nonce   The nonce from dokanScreenNonce().
 * @param section The section (option), e.g. `dokan_withdraw`.
 * @param value   The section's whole value as the screen posts it.
 */
export async function saveDokanSection(
	admin: APIRequestContext,
	nonce: string,
	section: string,
	value: Record< string, unknown >
): Promise< void > {
	const answer = await admin.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'dokan_save_settings',
			nonce,
			section,
			...formFields( 'settingsData', value ),
		},
	} );
	expect( answer.status() ).toBe( 200 );
	expect( await answer.json() ).toMatchObject( { success: true } );
}
