/**
 * Turns the withdraw page's settings (`GET /dokan/v2/withdraw/settings`, or the Fill's
 * `settings.data`) into the payment method choices. Never throws.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord, readString } from './guards';
import type { MethodOption, PageSettings } from './types';

export const UNKNOWN_METHOD_VALUE = 'unknown';

export const EMPTY_PAGE_SETTINGS: Readonly< PageSettings > = Object.freeze( {
	methodOptions: [],
	withdrawMethod: '',
	setupUrl: '',
} );

/**
 * The page's `active_methods` entry of a method, or undefined when the method is not active.
 * `active_methods` are the enabled methods a withdraw may use; Dokan sends them keyed by method once
 * the admin has saved its withdraw methods, and as a list of entries (each naming its `value`) before.
 *
 * @param activeMethods The page's `active_methods`.
 * @param value         Method key.
 */
function activeMethod( activeMethods: unknown, value: string ): unknown {
	if ( Array.isArray( activeMethods ) ) {
		return activeMethods.find(
			( entry ) => isRecord( entry ) && entry.value === value
		);
	}
	return isRecord( activeMethods ) &&
		Object.prototype.hasOwnProperty.call( activeMethods, value )
		? activeMethods[ value ]
		: undefined;
}

function methodInfo( activeMethods: unknown, value: string ): string {
	const method = activeMethod( activeMethods, value );
	return isRecord( method ) ? readString( method.info ).trim() : '';
}

/**
 * Whether a payment method may be offered: `payment_methods` are the methods the vendor set up that
 * the admin enabled, but only the active (withdrawable) ones can be saved. Without `active_methods`
 * nothing can be told apart, so every method stays.
 *
 * @param option        A normalised payment method.
 * @param activeMethods The page's `active_methods`.
 */
function isWithdrawable(
	option: MethodOption,
	activeMethods: unknown
): boolean {
	const known = Array.isArray( activeMethods ) || isRecord( activeMethods );
	return (
		! known ||
		option.value === UNKNOWN_METHOD_VALUE ||
		activeMethod( activeMethods, option.value ) !== undefined
	);
}

function readMethodOption(
	entry: unknown,
	activeMethods: unknown
): MethodOption {
	const label = isRecord( entry ) ? readString( entry.label ).trim() : '';
	// A select item may not have an empty value, so an entry without one is malformed too.
	const value = isRecord( entry ) ? readString( entry.value ) : '';
	if ( ! label || ! value ) {
		return {
			label: __( 'Unknown method', 'vendor-payout-schedule' ),
			value: UNKNOWN_METHOD_VALUE,
			isDisabled: true,
		};
	}
	const info = methodInfo( activeMethods, value );
	return { label: info ? `${ label } ${ info }` : label, value };
}

export function normalisePageSettings( json: unknown ): PageSettings {
	if ( ! isRecord( json ) ) {
		return { ...EMPTY_PAGE_SETTINGS, methodOptions: [] };
	}
	const methods = Array.isArray( json.payment_methods )
		? json.payment_methods
		: [];
	return {
		methodOptions: methods
			.map( ( entry ) => readMethodOption( entry, json.active_methods ) )
			.filter( ( option ) =>
				isWithdrawable( option, json.active_methods )
			),
		withdrawMethod: readString( json.withdraw_method ),
		setupUrl: readString( json.setup_url ),
	};
}
