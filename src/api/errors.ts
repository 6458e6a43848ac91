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
 * The human message carried by a failure, or null when there is none to show.
 *
 * @param error What the call rejected with.
 */
export function getErrorMessage( error: unknown ): string | null {
	if ( ! isRecord( error ) && ! ( error instanceof Error ) ) {
		return null;
	}
	const message = ( error as { message?: unknown } ).message;
	return typeof message === 'string' && message.trim() !== ''
		? message.trim()
		: null;
}
