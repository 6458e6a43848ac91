/**
 * Test-only must-use plugins: a site owner's customisation (a filter) or another plugin's
 * presence (Dokan Pro), switched on for one test by copying a file into wp-content/mu-plugins.
 * They need the site's files: the local site's, or E2E_WP_DIR's for another site.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { test } from '@playwright/test';

import { ON_LOCAL_SITE, REPO_DIR } from './site';

function wordPressDir(): string | null {
	if ( process.env.E2E_WP_DIR ) {
		return process.env.E2E_WP_DIR;
	}
	return ON_LOCAL_SITE
		? path.join(
				process.env.VPS_ENV_DIR ?? path.join( REPO_DIR, '.wp-env' ),
				'debian/usr/share/wordpress'
			)
		: null;
}

/**
 * Runs `body` with tests/e2e/fixtures/mu-plugins/NAME.php active; skips the test, saying why, when
 * the site's files are out of reach.
 *
 * @param name File name without `.php`.
 * @param body What to do meanwhile.
 */
export async function withMuPlugin< T >(
	name: string,
	body: () => Promise< T >
): Promise< T > {
	const wpDir = wordPressDir();
	test.skip(
		! wpDir,
		`needs the test-only must-use plugin ${ name }.php: set E2E_WP_DIR to the site's WordPress folder`
	);
	const muDir = path.join( wpDir as string, 'wp-content/mu-plugins' );
	const target = path.join( muDir, `vps-test-${ name }.php` );
	mkdirSync( muDir, { recursive: true } );
	copyFileSync(
		path.join( REPO_DIR, 'tests/e2e/fixtures/mu-plugins', `${ name }.php` ),
		target
	);
	try {
		return await body();
	} finally {
		rmSync( target, { force: true } );
	}
}
