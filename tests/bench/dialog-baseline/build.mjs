/**
 * Builds the baseline dialog page with the project's webpack configuration into the local site's
 * document root (inside the git-ignored environment), where PHP's server serves it as a file.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { compile } from '../bundle/compile.mjs';
import { WP_DIR } from '../site.mjs';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );

/** Address of the page on the local site. */
export const DIALOG_BASELINE_PATH = '/wp-content/vps-bench/dialog.html';

export async function buildDialogBaseline() {
	const outputPath = path.join( WP_DIR, 'wp-content/vps-bench' );
	await compile( {
		entry: { dialog: path.join( HERE, 'index.js' ) },
		outputPath,
	} );
	copyFileSync(
		path.join( HERE, 'page.html' ),
		path.join( outputPath, 'dialog.html' )
	);
	return DIALOG_BASELINE_PATH;
}
