/**
 * Test-only must-use plugins: a site owner's customisation (a filter) or another plugin's
 * presence (Dokan Pro), switched on for one test by copying a file into wp-content/mu-plugins.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { REPO_DIR } from './site';

const MU_DIR = path.join(
	process.env.VPS_ENV_DIR ?? path.join( REPO_DIR, '.wp-env' ),
	'debian/usr/share/wordpress/wp-content/mu-plugins'
);

/**
 * Runs `body` with tests/e2e/fixtures/mu-plugins/NAME.php active.
 *
 * @param name File name without `.php`.
 * @param body What to do meanwhile.
 */
export async function withMuPlugin< T >(
	name: string,
	body: () => Promise< T >
): Promise< T > {
	const target = path.join( MU_DIR, `vps-test-${ name }.php` );
	mkdirSync( MU_DIR, { recursive: true } );
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
