// @vitest-environment node
/**
 * The POT generator on a small plugin of its own: what it keeps, what it reports, and that it
 * writes the same bytes every time (the staleness check depends on that).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { generatePot } from '../../i18n/make-pot';

const FILES: Record< string, string > = {
	'plugin.php': `<?php
/**
 * Plugin Name: Fixture Plugin
 * Description: Does fixture things.
 * Version: 2.3.4
 * Author: Fixture People
 */
echo esc_html__( 'From the bootstrap', 'vendor-payout-schedule' );
`,
	'includes/class-a.php': `<?php
function a() {
	/* translators: %s: a name. */
	$hello = sprintf( __( 'Hello %s', 'vendor-payout-schedule' ), 'n' );
	$core  = __( 'Core string', 'default' );
	return _x( 'Post', 'noun', 'vendor-payout-schedule' ) . _n( '%d item', '%d items', 2, 'vendor-payout-schedule' ) . __( 'Shared', 'vendor-payout-schedule' );
}
function b() {
	/*
	 * translators: 1: a date,
	 * 2: a price.
	 */
	return sprintf( __( 'On %1$s, %2$s', 'vendor-payout-schedule' ), 'd', 'p' );
}
`,
	'src/panel.tsx': `import { __, sprintf } from '@wordpress/i18n';
export function Panel( { count }: { count: number } ) {
	return (
		<p title={ __( 'Shared', 'vendor-payout-schedule' ) }>
			{ sprintf(
				/* translators: %d: number of things. */
				__( '%d things', 'vendor-payout-schedule' ),
				count
			) }
			{ __( 'Shared', 'vendor-payout-schedule' ) }
			{ __( 'Elsewhere', 'other-plugin' ) }
		</p>
	);
}
`,
	'src/label.ts': `import { _x } from '@wordpress/i18n';
export const label = ( value: number ): string => _x( 'Post', 'noun', 'vendor-payout-schedule' ) + value;
`,
	'src/ambient.d.ts': `declare const neverExtracted: '__( "Ambient", "vendor-payout-schedule" )';\n`,
	'tests/ignored.php': `<?php __( 'Not shipped', 'vendor-payout-schedule' );\n`,
};

let root: string;

beforeAll( () => {
	root = mkdtempSync( path.join( os.tmpdir(), 'vps-pot-fixture-' ) );
	for ( const [ file, text ] of Object.entries( FILES ) ) {
		mkdirSync( path.dirname( path.join( root, file ) ), {
			recursive: true,
		} );
		writeFileSync( path.join( root, file ), text );
	}
} );

afterAll( () => rmSync( root, { recursive: true, force: true } ) );

/**
 * The POT block of one string: its comments, references and msg lines.
 *
 * @param pot   The POT.
 * @param msgid The string.
 */
function blockOf( pot: string, msgid: string ): string {
	const block = pot
		.split( '\n\n' )
		.find( ( text ) => text.includes( `msgid "${ msgid }"` ) );
	return block?.trim() ?? '';
}

describe( 'generatePot', () => {
	it( 'keeps the strings of the plugin’s text domain from PHP and TypeScript, and no others', async () => {
		const { pot, count } = await generatePot( root );

		for ( const msgid of [
			'From the bootstrap',
			'Hello %s',
			'Post',
			'%d item',
			'Shared',
			'%d things',
		] ) {
			expect( pot ).toContain( `msgid "${ msgid }"` );
		}
		for ( const msgid of [
			'Core string',
			'Elsewhere',
			'Not shipped',
			'Ambient',
		] ) {
			expect( pot ).not.toContain( msgid );
		}
		// Seven strings plus the plugin header's name, description and author.
		expect( count ).toBe( 10 );
	} );

	it( 'names every call outside the text domain', async () => {
		const { problems } = await generatePot( root );

		expect( problems ).toEqual( [
			`includes/class-a.php:5: "Core string" is not under the text domain 'vendor-payout-schedule'`,
			`src/panel.tsx:11: "Elsewhere" is not under the text domain 'vendor-payout-schedule'`,
		] );
	} );

	it( 'keeps translator comments of PHP, on one line or several, and of TSX', async () => {
		const { pot } = await generatePot( root );

		expect( blockOf( pot, 'Hello %s' ) ).toBe(
			'#. translators: %s: a name.\n#: includes/class-a.php:4\nmsgid "Hello %s"\nmsgstr ""'
		);
		expect( blockOf( pot, 'On %1$s, %2$s' ) ).toBe(
			'#. translators: 1: a date, 2: a price.\n#: includes/class-a.php:13\nmsgid "On %1$s, %2$s"\nmsgstr ""'
		);
		expect( blockOf( pot, '%d things' ) ).toBe(
			'#. translators: %d: number of things.\n#: src/panel.tsx:7\nmsgid "%d things"\nmsgstr ""'
		);
	} );

	it( 'lists every use of a string, PHP and TypeScript, in sorted order', async () => {
		const { pot } = await generatePot( root );

		expect( blockOf( pot, 'Shared' ) ).toBe(
			[
				'#: includes/class-a.php:6',
				'#: src/panel.tsx:4',
				'#: src/panel.tsx:10',
				'msgid "Shared"',
				'msgstr ""',
			].join( '\n' )
		);
		expect( blockOf( pot, 'Post' ) ).toContain(
			'#: includes/class-a.php:6\n#: src/label.ts:2\nmsgctxt "noun"\nmsgid "Post"'
		);
		expect( blockOf( pot, '%d item' ) ).toContain(
			'msgid "%d item"\nmsgid_plural "%d items"\nmsgstr[0] ""\nmsgstr[1] ""'
		);
	} );

	it( 'explains the plugin header strings to translators', async () => {
		const { pot } = await generatePot( root );

		expect( blockOf( pot, 'Fixture Plugin' ) ).toBe(
			'#. Plugin Name of the plugin\n#: plugin.php:3\nmsgid "Fixture Plugin"\nmsgstr ""'
		);
		expect( blockOf( pot, 'Does fixture things.' ) ).toContain(
			'#. Description of the plugin'
		);
		expect( pot ).toContain(
			'"Project-Id-Version: Fixture Plugin 2.3.4\\n"'
		);
	} );

	it( 'writes the same bytes on every run: no creation date', async () => {
		const first = await generatePot( root );
		const second = await generatePot( root );

		expect( second.pot ).toBe( first.pot );
		expect( first.pot ).not.toMatch(
			/Creation-Date|Revision-Date|Copyright \(C\) \d{4}/
		);
	} );
} );
