/**
 * What an import adds to the bundle: each probe is compiled alone with the project's webpack
 * configuration (externals included) and measured in gzip bytes, less an empty probe's runtime.
 *   node tests/bench/import-cost.mjs                    the probes below
 *   node tests/bench/import-cost.mjs "Switch@@headlessui/react" "default@react-select"
 */
/* eslint-disable no-console -- a command-line report: its output is the point. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { compile } from './bundle/compile.mjs';
import { formatKb, readBuiltFiles } from './bundle/files.mjs';
import { REPO_DIR } from './bundle/paths.mjs';

const src = ( file ) => path.join( REPO_DIR, 'src', file );

/** "name@module" pairs: the named export (or default) taken from the module. */
const DEFAULT_PROBES = [
	'Switch@@headlessui/react',
	'Switch,Field,Label@@headlessui/react',
	'Dialog,DialogPanel,DialogTitle@@headlessui/react',
	'RadioGroup,Radio,Label,Description@@headlessui/react',
	'Listbox,ListboxButton,ListboxOptions,ListboxOption@@headlessui/react',
	'default@react-select',
	'default,Toaster@react-hot-toast',
	'useFloating,useDismiss,useInteractions,hide@@floating-ui/react',
	`ToggleSwitch@${ src( 'ui/toggle-switch' ) }`,
	`Button@${ src( 'ui/button' ) }`,
	`Toaster,showSuccessToast@${ src( 'ui/toaster' ) }`,
	`Modal@${ src( 'ui/modal' ) }`,
	`Select@${ src( 'ui/select' ) }`,
	`RadioGroup@${ src( 'ui/radio-group' ) }`,
	`NotificationCard@${ src( 'ui/notification-card' ) }`,
	`SchedulePanel@${ src( 'schedule' ) }`,
	`registerPaymentDetailsFill,mountLegacyPanel,mountToaster@${ src( 'host' ) }`,
];

/**
 * @param {string} probe "a,b@module".
 * @return {string} Entry source that keeps the imports alive.
 */
function entrySource( probe ) {
	const at = probe.indexOf( '@', 1 );
	const names = probe.slice( 0, at ).split( ',' );
	const specifier = probe.slice( at + 1 );
	const bindings = names.map( ( name, index ) =>
		name === 'default'
			? `default as p${ index }`
			: `${ name } as p${ index }`
	);
	return `import { ${ bindings.join( ', ' ) } } from ${ JSON.stringify( specifier ) };\nwindow.vpsProbe = [ ${ names.map( ( _, index ) => `p${ index }` ).join( ', ' ) } ];\n`;
}

/**
 * @param {string} source Entry source.
 * @return {Promise<{js: number, css: number}>} Gzip bytes of the emitted scripts and styles.
 */
async function measure( source ) {
	const dir = mkdtempSync( path.join( os.tmpdir(), 'vps-probe-' ) );
	try {
		writeFileSync( path.join( dir, 'probe.js' ), source );
		const { outputPath } = await compile( {
			entry: { probe: path.join( dir, 'probe.js' ) },
			outputPath: path.join( dir, 'out' ),
		} );
		const files = readBuiltFiles( outputPath ).filter(
			( file ) => ! file.rtl
		);
		const sum = ( kind ) =>
			files
				.filter( ( file ) => file.kind === kind )
				.reduce( ( total, file ) => total + file.gzip, 0 );
		return { js: sum( 'js' ), css: sum( 'css' ) };
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
}

const probes = process.argv.slice( 2 ).length
	? process.argv.slice( 2 )
	: DEFAULT_PROBES;
const empty = await measure( 'window.vpsProbe = [];\n' );
console.log(
	'import                                                             JS gzip   CSS gzip'
);
for ( const probe of probes ) {
	const cost = await measure( entrySource( probe ) );
	const label = probe.replace( path.join( REPO_DIR, '/' ), '' );
	console.log(
		`${ label.padEnd( 64 ) } ${ formatKb( cost.js - empty.js ).padStart( 9 ) } ${ formatKb( cost.css ).padStart( 9 ) }`
	);
}
