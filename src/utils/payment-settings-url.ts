/**
 * Where the vendor sets up payment methods, for the "no payment methods" warning.
 */

/**
 * Internal dependencies
 */
import { asBag, getBootData, getDokanFrontend } from './boot-data';

/**
 * Only web addresses become links: a `javascript:` URL from anywhere must never be clickable.
 *
 * @param value Candidate address, of any type.
 */
export function safeUrl( value: unknown ): string | null {
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return null;
	}
	try {
		const base =
			typeof window === 'undefined' ? undefined : window.location.href;
		const url = new URL( value.trim(), base );
		return url.protocol === 'http:' || url.protocol === 'https:'
			? url.href
			: null;
	} catch {
		return null;
	}
}

/**
 * @param preferred The page settings' `setup_url`, which wins when given.
 * @return The first usable address among the page settings, `dokanFrontend.withdraw` and the
 *         plugin's boot data; null when none is.
 */
export function getPaymentSettingsUrl( preferred?: string ): string | null {
	const withdraw = asBag( getDokanFrontend()?.withdraw );
	return (
		safeUrl( preferred ) ??
		safeUrl( withdraw?.paymentSettingUrl ) ??
		safeUrl( getBootData()?.paymentSettingUrl )
	);
}
