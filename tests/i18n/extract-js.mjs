/**
 * Strings of the script's TypeScript files, read through Babel with WordPress's makepot plugin.
 *
 * makepot keeps every `__()` call whatever its text domain, and one reference per string and file.
 * A second visitor beside it records each call's domain and line, so only the plugin's strings
 * are kept, with every place they are used.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { TEXT_DOMAIN } from './config.mjs';

const require = createRequire( import.meta.url );
// @babel/core comes with @wordpress/scripts; it is also makepot's peer dependency.
// eslint-disable-next-line import/no-extraneous-dependencies
const babel = require( '@babel/core' );
const makepot = require( '@wordpress/babel-plugin-makepot' );
const { po } = require( 'gettext-parser' );

/** Argument positions of the text domain, as in @wordpress/i18n. */
const DOMAIN_POSITION = { __: 1, _x: 2, _n: 3, _nx: 4 };
const CONTEXT_POSITION = { _x: 1, _nx: 3 };

function calleeName( callee ) {
	return callee.type === 'MemberExpression'
		? callee.property.name
		: callee.name;
}

/**
 * Records, for every gettext call, its string, context, domain and line.
 *
 * @return {import('@babel/core').PluginObj} Babel plugin; options: `{ calls: [] }` to fill.
 */
function textDomainRecorder() {
	return {
		visitor: {
			CallExpression( callPath, state ) {
				const name = calleeName( callPath.node.callee );
				if ( ! Object.hasOwn( DOMAIN_POSITION, name ) ) {
					return;
				}
				// Transforms of the presets move nodes, and a moved call is visited again.
				const { line, column } = callPath.node.loc.start;
				if (
					state.opts.calls.some(
						( c ) => c.line === line && c.column === column
					)
				) {
					return;
				}
				const args = callPath.node.arguments;
				const domain = args[ DOMAIN_POSITION[ name ] ];
				const context = args[ CONTEXT_POSITION[ name ] ];
				state.opts.calls.push( {
					name,
					msgid: args[ 0 ]
						? makepot.getNodeAsString( args[ 0 ] )
						: '',
					msgctxt: context ? makepot.getNodeAsString( context ) : '',
					domain:
						domain?.type === 'StringLiteral' ? domain.value : null,
					line,
					column,
				} );
			},
		},
	};
}

function presetsFor( file ) {
	return [
		[ require.resolve( '@babel/preset-typescript' ), {} ],
		...( file.endsWith( '.tsx' )
			? [
					[
						require.resolve( '@babel/preset-react' ),
						{ runtime: 'automatic' },
					],
				]
			: [] ),
	];
}

/**
 * Extracts one file: makepot's entries, and the recorded calls.
 *
 * @param {string} root   Root folder.
 * @param {string} file   File relative to root.
 * @param {string} output Where makepot may write its POT.
 */
async function extractFile( root, file, output ) {
	const calls = [];
	await babel.transformFileAsync( path.join( root, file ), {
		cwd: root,
		configFile: false,
		babelrc: false,
		code: false,
		presets: presetsFor( file ),
		plugins: [
			[ makepot, { output } ],
			[ textDomainRecorder, { calls } ],
		],
	} );
	let translations = {};
	try {
		translations = po.parse( readFileSync( output ) ).translations;
		rmSync( output );
	} catch {
		// makepot writes nothing for a file without strings.
	}
	return { translations, calls };
}

/**
 * @param {string}   root  Root folder.
 * @param {string[]} files TypeScript files relative to root.
 * @return {Promise<{ entries: import('./pot-file.mjs').Entry[], problems: string[] }>} The
 * plugin's strings, and the calls that are not under its domain or have no literal string.
 */
export async function extractJs( root, files ) {
	const scratch = mkdtempSync( path.join( os.tmpdir(), 'vps-makepot-' ) );
	const entries = [];
	const problems = [];
	try {
		for ( const file of files ) {
			const { translations, calls } = await extractFile(
				root,
				file,
				path.join( scratch, 'file.pot' )
			);
			for ( const call of calls ) {
				if ( ! call.msgid ) {
					problems.push(
						`${ file }:${ call.line }: ${ call.name }() without a literal string cannot be extracted`
					);
				} else if ( call.domain !== TEXT_DOMAIN ) {
					problems.push(
						`${ file }:${ call.line }: "${ call.msgid }" is not under the text domain '${ TEXT_DOMAIN }'`
					);
				}
			}
			for ( const [ msgctxt, strings ] of Object.entries(
				translations
			) ) {
				for ( const [ msgid, translation ] of Object.entries(
					strings
				) ) {
					const lines = calls
						.filter(
							( c ) =>
								c.domain === TEXT_DOMAIN &&
								c.msgid === msgid &&
								c.msgctxt === msgctxt
						)
						.map( ( c ) => c.line );
					if ( ! msgid || ! lines.length ) {
						continue;
					}
					const comment = translation.comments?.extracted;
					entries.push( {
						msgctxt: msgctxt || undefined,
						msgid,
						msgid_plural: translation.msgid_plural || undefined,
						references: lines.map( ( line ) => ( { file, line } ) ),
						// makepot keeps what follows "translators:"; the POT shows the keyword as PHP's do.
						comments: comment
							? [ `translators: ${ comment }` ]
							: [],
					} );
				}
			}
		}
	} finally {
		rmSync( scratch, { recursive: true, force: true } );
	}
	return { entries, problems };
}
