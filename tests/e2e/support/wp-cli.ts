/**
 * WP-CLI on the local site (tests/env/wp.sh), as an operator's shell runs it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { REPO_DIR } from './site';

const WP = path.join( REPO_DIR, 'tests/env/wp.sh' );

/**
 * The exit status wp.sh gives when WP-CLI's tarball is not there.
 */
export const WP_CLI_MISSING = 3;

/**
 * What a WP-CLI command printed and its exit status.
 */
export interface WpResult {
	/** The exit status (null when a signal ended it). */
	status: number | null;
	/** Standard output. */
	stdout: string;
	/** Standard error. */
	stderr: string;
}

/**
 * Runs `wp ARGS…` on the site.
 * @param {...any} args The command and its arguments, each one word.
 */
export function wp( ...args: string[] ): WpResult {
	const result = spawnSync( 'bash', [ WP, ...args ], { encoding: 'utf8' } );
	return {
		status: result.status,
		stdout: result.stdout,
		stderr: result.stderr,
	};
}
