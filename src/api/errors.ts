/**
 * What a failed call means to the panel. api-fetch rejects with the server's JSON error
 * (`{ code, message, data }`), with its own `{ code, message }` for network and parse failures,
 * and with the DOMException itself when the request was aborted.
 */

/**
 * Internal dependencies
 */
import { isRecord } from './guards';

export function isAbortError( error: unknown ): boolean {
	return (
		( typeof DOMException !== 'undefined' &&
			error instanceof DOMException &&
			error.name === 'AbortError' ) ||
		( isRecord( error ) && error.name === 'AbortError' )
	);
}

/**
 * Codes api-fetch gives its own failures: a body that is not JSON (a proxy's error page), no
 * answer at all, or an error without a body. Their words describe the transport, not the save.
 */
const TRANSPORT_ERROR_CODES: readonly string[] = [
	'invalid_json',
	'fetch_error',
	'offline_error',
	'unknown_error',
];

/**
 * The server's own message carried by a failure, or null when the server sent none.
 *
 * @param error What the call rejected with.
 */
export function getErrorMessage( error: unknown ): string | null {
	if ( ! isRecord( error ) && ! ( error instanceof Error ) ) {
		return null;
	}
	const code = ( error as { code?: unknown } ).code;
	if ( typeof code === 'string' && TRANSPORT_ERROR_CODES.includes( code ) ) {
		return null;
	}
	const message = ( error as { message?: unknown } ).message;
	return typeof message === 'string' && message.trim() !== ''
		? message.trim()
		: null;
}
