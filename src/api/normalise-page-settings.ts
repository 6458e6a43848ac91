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

function methodInfo( activeMethods: unknown, value: string ): string {
	if (
		! isRecord( activeMethods ) ||
		! Object.prototype.hasOwnProperty.call( activeMethods, value )
	) {
		return '';
	}
	const method = activeMethods[ value ];
	return isRecord( method ) ? readString( method.info ).trim() : '';
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
		methodOptions: methods.map( ( entry ) =>
			readMethodOption( entry, json.active_methods )
		),
		withdrawMethod: readString( json.withdraw_method ),
		setupUrl: readString( json.setup_url ),
	};
}
