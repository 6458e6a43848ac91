/**
 * `wp payout-schedule …` with the real WP-CLI on the real site, as an operator's shell and cron
 * use it: three vendors on a quarterly date far ahead are previewed with --dry-run (nothing filed),
 * run for real (Dokan holds their requests), taken into a payout batch whose PayPal file goes to
 * standard output and is read by csv-parse, and marked paid (Dokan approves each request with its
 * balance entry). A shell without a permitted --user is refused with a non-zero exit.
 */
import { parse } from 'csv-parse/sync';
import { expect, test } from '@playwright/test';

import { withMuPlugin } from '../e2e/support/mu-plugin';
import { startsPaypalHarness } from '../e2e/support/paypal-harness';
import { ON_LOCAL_SITE } from '../e2e/support/site';
import { runSitePhp, startSitePhp } from '../e2e/support/site-php';
import { WP_CLI_MISSING, wp } from '../e2e/support/wp-cli';

const FIXTURE = 'tests/integration/php/cli-run.php';
const HOLD_RUN_LOCK = 'tests/integration/php/hold-run-lock.php';
const PAYPAL = 'tests/integration/php/paypal-send.php';
const APP_HELPER = 'tests/integration/php/paypal-app.php';
/** An app the fake knows (tests/paypal/fake/server.mjs). */
const APP = { id: 'sandbox-app-with-payouts', secret: 'sandbox-secret-1' };
// Dokan's withdraw statuses.
const PENDING = 0;
const APPROVED = 1;

interface Seeded {
	date: string;
	schedule: string;
	vendors: Record<
		'paypal' | 'paypal2' | 'empty',
		{ id: number; email: string }
	>;
	admin: string;
}

interface DokanState {
	payouts: number[];
	requests: Record<
		string,
		{ id: number; amount: number; status: number; entries: number }[]
	>;
}

let seeded: Seeded;

/**
 * Help text with WP-CLI's wrapping undone, to match a synopsis on one line.
 * @param text
 */
function unwrapped( text: string ): string {
	return text.replace( /\s+/g, ' ' );
}

/**
 * A table as WP-CLI prints it to a pipe: a header line and rows of tab-separated cells.
 * @param text What the command printed.
 */
function tableOf( text: string ): Record< string, string >[] {
	const [ header = '', ...lines ] = text.trim().split( '\n' );
	const fields = header.split( '\t' );
	return lines.map( ( line ) =>
		Object.fromEntries(
			line.split( '\t' ).map( ( cell, i ) => [ fields[ i ], cell ] )
		)
	);
}

/**
 * A command as the site's administrator; fails the test when it exits non-zero.
 * @param {...any} args
 */
function wpAsAdmin( ...args: string[] ): string {
	const result = wp( ...args, `--user=${ seeded.admin }` );
	expect( result.status, result.stderr ).toBe( 0 );
	return result.stdout;
}

/**
 * A payout batch's requests by step, as `batch show --format=json` gives them.
 * @param batch The batch's number.
 */
function stepsOf( batch: string ): Record< string, number > {
	return JSON.parse(
		wpAsAdmin( 'payout-schedule', 'batch', 'show', batch, '--format=json' )
	)[ 0 ].steps;
}

/**
 * The fixture's run of a date, as `run list --format=json` lists it.
 * @param date The payout date.
 */
function runOf( date: string ): Record< string, unknown > | undefined {
	const runs = JSON.parse(
		wpAsAdmin(
			'payout-schedule',
			'run',
			'list',
			'--limit=100',
			'--format=json'
		)
	) as Record< string, unknown >[];
	return runs.find( ( run ) => run.date === date );
}

/**
 * The id of the fixture's run of a date.
 * @param date The payout date.
 */
function runIdOf( date: string ): number {
	return runOf( date )?.id as number;
}

function state(): DokanState {
	return JSON.parse( runSitePhp( FIXTURE, 'state' ) ) as DokanState;
}

test.describe.configure( { mode: 'serial' } );

// The site reaches the harness on its own port + 50 (fixtures/mu-plugins/paypal-is-the-fake.php).
startsPaypalHarness();

test.beforeAll( () => {
	const probe = wp( 'cli', 'version' );
	test.skip(
		probe.status === WP_CLI_MISSING,
		`needs WP-CLI: ${ probe.stderr.trim() }`
	);
	seeded = JSON.parse( runSitePhp( FIXTURE, 'add' ) ) as Seeded;
} );

test.afterAll( () => {
	runSitePhp( FIXTURE, 'remove' );
} );

test( 'wp help payout-schedule: each command has its synopsis, options and examples', () => {
	const top = wp( 'help', 'payout-schedule' );
	expect( top.status, top.stderr ).toBe( 0 );
	for ( const group of [ 'run', 'batch', 'statement' ] ) {
		expect( top.stdout ).toMatch( new RegExp( `^\\s+${ group }\\s`, 'm' ) );
	}
	const now = wp( 'help', 'payout-schedule', 'run', 'now' );
	expect( now.status, now.stderr ).toBe( 0 );
	expect( unwrapped( now.stdout ) ).toContain(
		'wp payout-schedule run now <schedule> [--date=<date>] [--dry-run] [--format=<format>]'
	);
	expect( now.stdout ).toContain( 'OPTIONS' );
	expect( now.stdout ).toContain( 'EXAMPLES' );
	expect( now.stdout ).toContain( '--dry-run' );
	const file = wp( 'help', 'payout-schedule', 'batch', 'file' );
	expect( unwrapped( file.stdout ) ).toContain(
		'wp payout-schedule batch file <batch> <file-key> [--output=<path>]'
	);
	for ( const step of [ 'check-again', 'cancel-refused', 'keep-refused' ] ) {
		const help = wp( 'help', 'payout-schedule', 'batch', step );
		expect( help.status, help.stderr ).toBe( 0 );
		expect( unwrapped( help.stdout ) ).toContain(
			`wp payout-schedule batch ${ step } <batch>`
		);
		expect( help.stdout ).toContain( 'EXAMPLES' );
	}
	const show = wp( 'help', 'payout-schedule', 'run', 'show' );
	expect( unwrapped( show.stdout ) ).toContain(
		'wp payout-schedule run show <id> [--left] [--format=<format>]'
	);
	const paid = wp( 'help', 'payout-schedule', 'batch', 'mark-paid' );
	expect( unwrapped( paid.stdout ) ).toContain(
		'wp payout-schedule batch mark-paid <batch>'
	);
} );

test( 'without a user who may manage payouts, every command is refused with a non-zero exit', () => {
	const anonymous = wp( 'payout-schedule', 'run', 'list' );
	expect( anonymous.status ).toBe( 1 );
	expect( anonymous.stderr ).toContain( 'Error:' );
	expect( anonymous.stderr ).toContain( '--user=<login>' );
	expect( anonymous.stdout ).toBe( '' );

	// On a German site the refusal is German.
	const german = wp(
		'payout-schedule',
		'run',
		'list',
		'--exec=WP_CLI::add_wp_hook( "locale", static fn () => "de_DE" );'
	);
	expect( german.status ).toBe( 1 );
	expect( german.stderr ).toContain(
		'Error: Geben Sie mit --user=<login> einen Benutzer an, der Auszahlungen verwalten darf (manage_woocommerce).'
	);

	const vendor = wp(
		'payout-schedule',
		'run',
		'now',
		seeded.schedule,
		`--date=${ seeded.date }`,
		`--user=${ seeded.vendors.paypal.id }`
	);
	expect( vendor.status ).toBe( 1 );
	expect( vendor.stderr ).toContain( 'may not manage payouts' );
	expect( state().payouts ).toEqual( [] );
} );

test( 'with Dokan Pro’s own withdraw schedule active, the commands stand down as the engine does', () => {
	const result = wp(
		'payout-schedule',
		'run',
		'list',
		`--user=${ seeded.admin }`,
		'--exec=WP_CLI::add_wp_hook( "vendor_payout_schedule_pro_is_active", "__return_true" );'
	);
	expect( result.status ).toBe( 1 );
	expect( result.stderr ).toContain(
		"'payout-schedule' is not a registered wp command"
	);
} );

test( 'run now --dry-run prints the preview’s decision for each vendor and files nothing', () => {
	const rows = JSON.parse(
		wpAsAdmin(
			'payout-schedule',
			'run',
			'now',
			seeded.schedule,
			`--date=${ seeded.date }`,
			'--dry-run',
			'--format=json'
		)
	) as {
		vendor_id: number;
		outcome: string;
		reason: string;
		amount: number;
		method: string;
	}[];
	const ours = Object.fromEntries(
		Object.entries( seeded.vendors ).map( ( [ name, vendor ] ) => [
			name,
			rows.find( ( row ) => row.vendor_id === vendor.id ),
		] )
	);
	expect( ours.paypal ).toMatchObject( {
		outcome: 'would_request',
		reason: '',
		amount: 100,
		method: 'paypal',
	} );
	expect( ours.paypal2 ).toMatchObject( {
		outcome: 'would_request',
		reason: '',
		amount: 120,
		method: 'paypal',
	} );
	expect( ours.empty ).toMatchObject( { outcome: 'would_skip' } );
	expect( ours.empty?.reason ).not.toBe( '' );

	// The same decision as the Next run preview's own screen data, vendor by vendor.
	const preview = JSON.parse(
		runSitePhp( FIXTURE, 'preview' )
	) as typeof rows;
	for ( const row of preview ) {
		expect( rows ).toContainEqual( expect.objectContaining( row ) );
	}

	const table = wpAsAdmin(
		'payout-schedule',
		'run',
		'now',
		seeded.schedule,
		`--date=${ seeded.date }`,
		'--dry-run'
	);
	expect( tableOf( table ) ).toContainEqual(
		expect.objectContaining( {
			vendor_id: String( seeded.vendors.paypal.id ),
			outcome: 'would_request',
			amount: '100',
		} )
	);

	const after = state();
	expect( after.payouts ).toEqual( [] );
	expect( Object.values( after.requests ).flat() ).toEqual( [] );
} );

test( 'run show: an unfinished run’s state as the runs list says it, and who is left', () => {
	// A runner claimed the first vendor and died: that vendor is being filed, the others wait.
	runSitePhp( FIXTURE, 'open' );
	const runId = String( runIdOf( seeded.date ) );

	const shown = JSON.parse(
		wpAsAdmin( 'payout-schedule', 'run', 'show', runId, '--format=json' )
	)[ 0 ] as Record< string, unknown >;
	expect( shown ).toMatchObject( {
		state: 'running',
		state_text: 'Running',
		failures: 0,
		left: 3,
	} );

	const leftAs = ( format: string ) =>
		wpAsAdmin(
			'payout-schedule',
			'run',
			'show',
			runId,
			'--left',
			`--format=${ format }`
		);
	const left = JSON.parse( leftAs( 'json' ) ) as {
		vendor_id: number;
		left_as: string;
		since: string;
	}[];
	expect( left.map( ( row ) => [ row.vendor_id, row.left_as ] ) ).toEqual( [
		[ seeded.vendors.paypal.id, 'filing' ],
		[ seeded.vendors.paypal2.id, 'waiting' ],
		[ seeded.vendors.empty.id, 'waiting' ],
	] );
	expect( left[ 0 ]?.since ).toMatch(
		/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
	);
	const leftCsv = parse( leftAs( 'csv' ), { columns: true } ) as Record<
		string,
		string
	>[];
	expect( leftCsv ).toContainEqual(
		expect.objectContaining( {
			vendor_id: String( seeded.vendors.paypal2.id ),
			email: expect.stringContaining( '@' ),
			left_as: 'waiting',
		} )
	);
	expect(
		tableOf( leftAs( 'table' ) ).map( ( row ) => row.left_as )
	).toEqual( [ 'filing', 'waiting', 'waiting' ] );

	// A database error: retrying, in the site's language as the runs list says it.
	runSitePhp( FIXTURE, 'fail' );
	const german = JSON.parse(
		wpAsAdmin(
			'payout-schedule',
			'run',
			'show',
			runId,
			'--format=json',
			'--exec=WP_CLI::add_wp_hook( "locale", static fn () => "de_DE" );'
		)
	)[ 0 ] as Record< string, unknown >;
	expect( german ).toMatchObject( {
		state: 'retrying',
		state_text: 'Neuer Versuch nach einem Fehler',
		failures: 1,
		last_error: 'Deadlock found when trying to get lock',
	} );
	expect(
		tableOf( wpAsAdmin( 'payout-schedule', 'run', 'show', runId ) )
	).toContainEqual( {
		Field: 'state_text',
		Value: 'Retrying after an error',
	} );

	runSitePhp( FIXTURE, 'release' );
	expect( state().payouts ).toEqual( [] );
} );

test( 'run now waits for another process’s go of the run to let go, files the requests in Dokan; run list and run show report the run', async () => {
	// A queue runner's go holds the run for a few seconds, as one may take the go `run now` queues.
	const holder = startSitePhp(
		HOLD_RUN_LOCK,
		seeded.schedule,
		seeded.date,
		'3'
	);
	await new Promise< void >( ( resolve, reject ) => {
		holder.stdout.on( 'data', ( chunk ) => {
			if ( String( chunk ).includes( 'held' ) ) {
				resolve();
			}
		} );
		holder.on( 'exit', () =>
			reject( new Error( 'the holder ended before it held the run' ) )
		);
	} );
	const out = wpAsAdmin(
		'payout-schedule',
		'run',
		'now',
		seeded.schedule,
		`--date=${ seeded.date }`
	);
	expect( out ).toContain( 'Success:' );

	const dokan = state();
	expect( dokan.payouts ).toHaveLength( 3 );
	expect( dokan.requests.paypal ).toEqual( [
		expect.objectContaining( { amount: 100, status: PENDING } ),
	] );
	expect( dokan.requests.paypal2 ).toEqual( [
		expect.objectContaining( { amount: 120, status: PENDING } ),
	] );
	expect( dokan.requests.empty ).toEqual( [] );

	const ours = runOf( seeded.date );
	expect( ours ).toMatchObject( {
		schedule: seeded.schedule,
		state: 'done',
		requested: 2,
		amount: 220,
		skipped: 1,
		left: 0,
	} );

	const csv = parse(
		wpAsAdmin(
			'payout-schedule',
			'run',
			'list',
			'--limit=100',
			'--format=csv'
		),
		{ columns: true }
	) as Record< string, string >[];
	expect( csv ).toContainEqual(
		expect.objectContaining( {
			id: String( ours?.id ),
			state: 'done',
			requested: '2',
			amount: '220',
		} )
	);

	const table = wpAsAdmin( 'payout-schedule', 'run', 'list', '--limit=100' );
	expect( tableOf( table ) ).toContainEqual(
		expect.objectContaining( {
			id: String( ours?.id ),
			schedule: 'quarterly',
			date: seeded.date,
			state: 'done',
			requested: '2',
			left: '0',
		} )
	);

	const shown = JSON.parse(
		wpAsAdmin(
			'payout-schedule',
			'run',
			'show',
			String( ours?.id ),
			'--format=json'
		)
	) as Record< string, unknown >[];
	expect( shown[ 0 ] ).toMatchObject( {
		id: ours?.id,
		state: 'done',
		vendors: 3,
		requested: 2,
		requested_amount: 220,
		left: 0,
	} );
	const shownTable = wpAsAdmin(
		'payout-schedule',
		'run',
		'show',
		String( ours?.id )
	);
	expect( tableOf( shownTable ) ).toContainEqual( {
		Field: 'requested_amount',
		Value: '220',
	} );

	const missing = wp(
		'payout-schedule',
		'run',
		'show',
		'999999999',
		`--user=${ seeded.admin }`
	);
	expect( missing.status ).toBe( 1 );
	expect( missing.stderr ).toContain( 'There is no payout run 999999999.' );
} );

test( 'a batch: started, its PayPal file on standard output read by csv-parse, marked paid through Dokan', () => {
	const runId = runIdOf( seeded.date );

	const started = wpAsAdmin(
		'payout-schedule',
		'batch',
		'start',
		String( runId )
	);
	const batch = Number(
		/Batch (\d+) holds 2 requests/.exec( started )?.[ 1 ]
	);
	expect( batch ).toBeGreaterThan( 0 );

	const shown = JSON.parse(
		wpAsAdmin(
			'payout-schedule',
			'batch',
			'show',
			String( batch ),
			'--format=json'
		)
	)[ 0 ] as {
		steps: Record< string, number >;
		files: { key: string; requests: number }[];
	};
	expect( shown.steps.ready ).toBe( 2 );
	expect( shown.files ).toEqual( [
		expect.objectContaining( {
			key: 'paypal-USD-1',
			requests: 2,
			total: '220.00',
		} ),
	] );

	const dokan = state();
	const paypal = dokan.requests.paypal?.[ 0 ]?.id;
	const paypal2 = dokan.requests.paypal2?.[ 0 ]?.id;
	const csv = wpAsAdmin(
		'payout-schedule',
		'batch',
		'file',
		String( batch ),
		'paypal-USD-1'
	);
	const rows = parse( csv ) as string[][];
	expect( rows.map( ( row ) => row.slice( 0, 4 ) ) ).toEqual( [
		[
			seeded.vendors.paypal.email,
			'100.00',
			'USD',
			`DOKAN-WD-${ paypal }`,
		],
		[
			seeded.vendors.paypal2.email,
			'120.00',
			'USD',
			`DOKAN-WD-${ paypal2 }`,
		],
	] );
	// Each copy after the first is the same file, byte for byte.
	expect(
		wpAsAdmin(
			'payout-schedule',
			'batch',
			'file',
			String( batch ),
			'paypal-USD-1'
		)
	).toBe( csv );

	// A go began approving the second request and lost its database connection: it may still be
	// inside Dokan's save, so the command leaves that approval to the queue and says until when.
	runSitePhp( FIXTURE, 'began', 'paypal2' );
	const paid = wp(
		'payout-schedule',
		'batch',
		'mark-paid',
		String( batch ),
		`--user=${ seeded.admin }`
	);
	expect( paid.status, paid.stderr ).toBe( 0 );
	expect( paid.stdout ).toContain( 'Success: 1 request approved in Dokan.' );
	expect( paid.stderr ).toMatch(
		/^Warning: 1 approval waits until .+ \(site time\), as the process that began it may still be inside Dokan’s approval; the queue finishes it then\.$/m
	);
	expect( state().requests.paypal2 ).toEqual( [
		expect.objectContaining( { status: PENDING, entries: 0 } ),
	] );
	runSitePhp( FIXTURE, 'waited', 'paypal2' );
	const approved = state();
	expect( approved.requests.paypal ).toEqual( [
		expect.objectContaining( { status: APPROVED, entries: 1 } ),
	] );
	expect( approved.requests.paypal2 ).toEqual( [
		expect.objectContaining( { status: APPROVED, entries: 1 } ),
	] );

	// A second mark-paid finds nothing left: nothing is approved twice, and cron sees the failure.
	const again = wp(
		'payout-schedule',
		'batch',
		'mark-paid',
		String( batch ),
		`--user=${ seeded.admin }`
	);
	expect( again.status ).toBe( 1 );
	expect( state().requests.paypal ).toEqual( approved.requests.paypal );

	const table = wpAsAdmin(
		'payout-schedule',
		'batch',
		'show',
		String( batch )
	);
	expect( table ).toMatch( /^paid\t2\t2$/m );
} );

test( 'statement prints a payout’s figures in table and JSON', () => {
	const dokan = state();
	const payout = dokan.payouts[ 0 ];
	const figures = JSON.parse(
		wpAsAdmin(
			'payout-schedule',
			'statement',
			String( payout ),
			'--format=json'
		)
	)[ 0 ] as Record< string, unknown >;
	expect( figures ).toMatchObject( { payout } );
	expect( [ 0, 100, 120 ] ).toContain( figures.requested );
	const table = wpAsAdmin( 'payout-schedule', 'statement', String( payout ) );
	expect( tableOf( table ) ).toContainEqual(
		expect.objectContaining( { Field: 'closing' } )
	);
} );

test( 'check-again, cancel-refused and keep-refused: Dokan’s answers counted, failures with a non-zero exit', () => {
	const date = '2100-12-01';
	runSitePhp( FIXTURE, 'topup' );
	wpAsAdmin(
		'payout-schedule',
		'run',
		'now',
		seeded.schedule,
		`--date=${ date }`
	);
	const runId = String( runIdOf( date ) );
	const batch = /Batch (\d+) holds 2 requests/.exec(
		wpAsAdmin( 'payout-schedule', 'batch', 'start', runId )
	)?.[ 1 ] as string;
	expect( Number( batch ) ).toBeGreaterThan( 0 );

	expect(
		wpAsAdmin( 'payout-schedule', 'batch', 'check-again', batch )
	).toContain( 'Success: Ready to pay: 2. Refused: 0.' );

	// A refund since the run: Dokan's check now refuses the second vendor's request.
	runSitePhp( FIXTURE, 'refund', 'paypal2' );
	const checked = wp(
		'payout-schedule',
		'batch',
		'check-again',
		batch,
		`--user=${ seeded.admin }`,
		'--exec=WP_CLI::add_wp_hook( "locale", static fn () => "de_DE" );'
	);
	expect( checked.status, checked.stderr ).toBe( 0 );
	expect( checked.stdout ).toContain(
		'Success: Zahlungsbereit: 1. Abgelehnt: 1.'
	);
	expect( checked.stderr ).toContain(
		'Warning: Dokan würde 1 Antrag ablehnen'
	);
	expect( stepsOf( batch ) ).toMatchObject( { ready: 1, refused: 1 } );

	expect(
		wpAsAdmin( 'payout-schedule', 'batch', 'cancel-refused', batch )
	).toContain( 'Success: 1 request cancelled in Dokan.' );
	const CANCELLED = 2;
	expect( state().requests.paypal2?.at( -1 ) ).toMatchObject( {
		amount: 120,
		status: CANCELLED,
	} );
	const nothing = wp(
		'payout-schedule',
		'batch',
		'cancel-refused',
		batch,
		`--user=${ seeded.admin }`
	);
	expect( nothing.status ).toBe( 1 );
	expect( nothing.stderr ).toContain(
		'Error: Nothing to cancel: no request of this batch is refused.'
	);

	runSitePhp( FIXTURE, 'refund', 'paypal' );
	expect(
		wpAsAdmin( 'payout-schedule', 'batch', 'check-again', batch )
	).toContain( 'Success: Ready to pay: 0. Refused: 1.' );
	expect(
		wpAsAdmin( 'payout-schedule', 'batch', 'keep-refused', batch )
	).toContain(
		'Success: 1 request kept pending in Dokan, out of this batch’s files.'
	);
	expect( state().requests.paypal?.at( -1 ) ).toMatchObject( {
		amount: 100,
		status: PENDING,
	} );
	expect( stepsOf( batch ) ).toMatchObject( {
		ready: 0,
		refused: 0,
		kept: 1,
		cancelled: 1,
	} );
	// The table: a line naming the batch, then its steps, tab-separated on a pipe.
	expect( wpAsAdmin( 'payout-schedule', 'batch', 'show', batch ) ).toMatch(
		/^kept\t1\t0$/m
	);
	expect(
		wp(
			'payout-schedule',
			'batch',
			'keep-refused',
			batch,
			`--user=${ seeded.admin }`
		).status
	).toBe( 1 );

	// The screen's capability: a vendor may not.
	const vendor = wp(
		'payout-schedule',
		'batch',
		'check-again',
		batch,
		`--user=${ seeded.vendors.paypal.id }`
	);
	expect( vendor.status ).toBe( 1 );
	expect( vendor.stderr ).toContain( 'may not manage payouts' );
} );

test( 'batch paypal-send sends a batch through PayPal, and batch show lists PayPal’s batch and items with their states, ids and fees', async () => {
	test.skip(
		! ON_LOCAL_SITE,
		'PayPal is the fake on this machine, which only the local site reaches'
	);
	// The request the last test kept pending goes into a new batch of the same run.
	runSitePhp( FIXTURE, 'topup' );
	const runId = String( runIdOf( '2100-12-01' ) );
	const batch = /Batch (\d+) holds 1 request/.exec(
		wpAsAdmin( 'payout-schedule', 'batch', 'start', runId )
	)?.[ 1 ] as string;
	expect( Number( batch ) ).toBeGreaterThan( 0 );
	const request = state().requests.paypal?.at( -1 )?.id as number;
	runSitePhp( APP_HELPER, 'keep' );
	runSitePhp( APP_HELPER, 'set', APP.id, APP.secret );
	try {
		await withMuPlugin( 'paypal-is-the-fake', async () => {
			// The screen's capability: a vendor may not send.
			const vendor = wp(
				'payout-schedule',
				'batch',
				'paypal-send',
				batch,
				`--user=${ seeded.vendors.paypal.id }`
			);
			expect( vendor.status ).toBe( 1 );
			expect( vendor.stderr ).toContain( 'may not manage payouts' );

			expect(
				wpAsAdmin( 'payout-schedule', 'batch', 'paypal-send', batch )
			).toContain(
				'Success: 1 request handed to PayPal: see wp payout-schedule batch show.'
			);
			const again = wp(
				'payout-schedule',
				'batch',
				'paypal-send',
				batch,
				`--user=${ seeded.admin }`
			);
			expect( again.status, 'nothing is sent twice' ).toBe( 1 );

			runSitePhp(
				PAYPAL,
				'move',
				batch,
				JSON.stringify( { [ request ]: [ 'SUCCESS', '', '0.25' ] } )
			);
			runSitePhp( PAYPAL, 'go', batch );

			const shown = JSON.parse(
				wpAsAdmin(
					'payout-schedule',
					'batch',
					'show',
					batch,
					'--format=json'
				)
			)[ 0 ] as {
				steps: Record< string, number >;
				paypal: {
					batches: Record< string, unknown >[];
					items: Record< string, unknown >[];
				};
			};
			expect( shown.paypal.batches ).toEqual( [
				expect.objectContaining( {
					sender_batch_id: expect.stringMatching(
						new RegExp( `^VPS-[0-9a-f]{10}-B${ batch }-USD-P1$` )
					),
					payout_batch_id: expect.stringMatching( /\S/ ),
					state: 'done',
					requests: 1,
					total: '100.00',
				} ),
			] );
			expect( shown.paypal.items ).toEqual( [
				expect.objectContaining( {
					request,
					paypal_status: 'SUCCESS',
					state: 'Paid by PayPal',
					payout_item_id: expect.stringMatching( /\S/ ),
					fee: '0.25',
					fee_currency: 'USD',
				} ),
			] );
			expect( shown.steps.paid, 'Dokan approved what PayPal paid' ).toBe(
				1
			);
			expect( state().requests.paypal?.at( -1 ) ).toMatchObject( {
				status: APPROVED,
				entries: 1,
			} );

			const table = wpAsAdmin(
				'payout-schedule',
				'batch',
				'show',
				batch
			);
			expect( table ).toContain( 'Sent through PayPal' );
			expect( table ).toMatch(
				new RegExp(
					`^${ request }\\t\\S.*\\tSUCCESS\\tPaid by PayPal\\t\\S+\\t\\S+\\t0\\.25\\tUSD$`,
					'm'
				)
			);
		} );
	} finally {
		runSitePhp( APP_HELPER, 'restore' );
	}
} );
