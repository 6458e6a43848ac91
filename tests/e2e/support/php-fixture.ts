/**
 * Runs a PHP fixture of tests/e2e/fixtures/php with WordPress loaded, to arrange the site's state.
 */
import { loginOf } from './site';
import { runSitePhp } from './site-php';

/**
 * @param script File name in tests/e2e/fixtures/php.
 * @param args   Its arguments; a seeded user's name (`vendor`) stands for their login on the site.
 * @return What the script printed.
 */
export function runPhpFixture( script: string, ...args: string[] ): string {
	return runSitePhp(
		`tests/e2e/fixtures/php/${ script }`,
		...args.map( loginOf )
	);
}
