/**
 * Failed calls are not shown to the vendor as such (the panel sets its state back instead), so the
 * console is where a site owner finds out why.
 *
 * @param error What the call rejected with.
 */
export function logFailure( error: unknown ): void {
	// eslint-disable-next-line no-console
	console.error( '[vendor-payout-schedule] Request failed:', error );
}
