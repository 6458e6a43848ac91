/**
 * Runs a PHP file with the tested site's WordPress loaded: through E2E_WP_PHP, a command prefix
 * (e.g. `php /srv/fullhost/kit/php/wp.php`), or by default tests/env/wp-php.php.
 */
import {
	type ChildProcessWithoutNullStreams,
	execFileSync,
	spawn,
} from 'node:child_process';
import path from 'node:path';

import { REPO_DIR } from './site';

const [ COMMAND, ...PREFIX_ARGS ] = process.env.E2E_WP_PHP
	? process.env.E2E_WP_PHP.trim().split( /\s+/ )
	: [ 'php', path.join( REPO_DIR, 'tests/env/wp-php.php' ) ];

/**
 * @param script Path of the PHP file, from the repository's root.
 * @param args   Its arguments (the file reads them from $args).
 * @return What the script printed.
 */
export function runSitePhp( script: string, ...args: string[] ): string {
	return execFileSync(
		COMMAND as string,
		[ ...PREFIX_ARGS, path.join( REPO_DIR, script ), ...args ],
		{ encoding: 'utf8' }
	);
}

/**
 * Starts a PHP file with the tested site's WordPress loaded, without waiting for it.
 *
 * @param script Path of the PHP file, from the repository's root.
 * @param args   Its arguments (the file reads them from $args).
 * @return The running process.
 */
export function startSitePhp(
	script: string,
	...args: string[]
): ChildProcessWithoutNullStreams {
	return spawn(
		COMMAND as string,
		[ ...PREFIX_ARGS, path.join( REPO_DIR, script ), ...args ],
		{ stdio: 'pipe' }
	);
}
