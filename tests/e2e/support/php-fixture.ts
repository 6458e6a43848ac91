/**
 * Runs a PHP fixture of tests/e2e/fixtures/php with WordPress loaded, to arrange the site's state.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { REPO_DIR } from './site';

/**
 * @param script File name in tests/e2e/fixtures/php.
 * @param args   Its arguments.
 * @return What the script printed.
 */
export function runPhpFixture( script: string, ...args: string[] ): string {
	return execFileSync(
		'php',
		[
			path.join( REPO_DIR, 'tests/env/wp-php.php' ),
			path.join( REPO_DIR, 'tests/e2e/fixtures/php', script ),
			...args,
		],
		{ encoding: 'utf8' }
	);
}
