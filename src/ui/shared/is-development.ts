/**
 * Whether this is a development build: the WordPress build tools define `globalThis.SCRIPT_DEBUG`
 * as true in development and false in production, so the checks guarded by it are dropped from
 * the shipped bundle.
 */
declare global {
	var SCRIPT_DEBUG: boolean | undefined;
}

/**
 * @return True when development-only checks should run.
 */
export function isDevelopment(): boolean {
	return globalThis.SCRIPT_DEBUG === true;
}
