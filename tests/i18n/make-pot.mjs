/**
 * `npm run i18n:pot`: writes languages/vendor-payout-schedule.pot from the plugin's PHP and
 * TypeScript sources, then merges it into every languages/*.po (msgmerge), so translators see the
 * new strings, and changed ones marked fuzzy with their previous text.
 *
 *   --out DIR    write the POT there instead (the staleness check compares against it)
 *   --no-merge   leave the PO files alone
 *   --strict     exit 1 when a gettext call is not under the plugin's text domain
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import {
	LANGUAGES_DIR,
	PLUGIN_FILE,
	POT_NAME,
	ROOT,
	TEXT_DOMAIN,
	phpSources,
	scriptSources,
} from './config.mjs';
import { extractJs } from './extract-js.mjs';
import { extractPhp } from './extract-php.mjs';
import { compilePot, mergeEntries } from './pot-file.mjs';

/**
 * @param {string} root Plugin root.
 * @return {Promise<{ pot: string, count: number, problems: string[] }>} The POT text.
 */
export async function generatePot( root = ROOT ) {
	const php = await extractPhp( root, phpSources( root ) );
	const js = await extractJs( root, scriptSources( root ) );
	const entries = mergeEntries( [ ...php.entries, ...js.entries ] );

	const header = readFileSync( path.join( root, PLUGIN_FILE ), 'utf8' );
	const field = ( name ) =>
		header
			.match( new RegExp( `^[ \\t/*#@]*${ name }:(.*)$`, 'im' ) )?.[ 1 ]
			.trim() ?? '';
	return {
		pot: compilePot( entries, {
			name: field( 'Plugin Name' ),
			version: field( 'Version' ),
			domain: TEXT_DOMAIN,
		} ),
		count: entries.length,
		problems: [ ...php.problems, ...js.problems ],
	};
}

async function main() {
	const { values } = parseArgs( {
		options: {
			out: { type: 'string', default: LANGUAGES_DIR },
			'no-merge': { type: 'boolean', default: false },
			strict: { type: 'boolean', default: false },
		},
	} );
	const { pot, count, problems } = await generatePot();
	mkdirSync( values.out, { recursive: true } );
	const potFile = path.join( values.out, POT_NAME );
	writeFileSync( potFile, pot );
	process.stdout.write(
		`${ path.relative( ROOT, potFile ) }: ${ count } strings\n`
	);

	if ( ! values[ 'no-merge' ] ) {
		for ( const name of readdirSync( LANGUAGES_DIR )
			.filter( ( file ) => file.endsWith( '.po' ) )
			.sort() ) {
			execFileSync(
				'msgmerge',
				[
					'--quiet',
					'--update',
					'--backup=none',
					'--previous',
					path.join( LANGUAGES_DIR, name ),
					potFile,
				],
				{
					stdio: 'inherit',
				}
			);
			process.stdout.write( `languages/${ name }: merged\n` );
		}
	}

	for ( const problem of problems ) {
		process.stderr.write( `warning: ${ problem }\n` );
	}
	if ( values.strict && problems.length ) {
		process.exitCode = 1;
	}
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ).href ) {
	await main();
}
