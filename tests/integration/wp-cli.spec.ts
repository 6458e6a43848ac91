/**
 * The site through WP-CLI (`npm run wp`, tests/env/wp.sh), as an administrator's shell sees it:
 * WooCommerce's Action Scheduler holds one payout run per offered schedule in the plugin's group
 * and answers its own command, and the hosts are the releases the plugin is tested with. Where WP-CLI
 * is not beside the repository (../shared/wp-cli), these tests say so and stand aside.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { REPO_DIR } from '../e2e/support/site';
import { seedDisbursement } from './support/wp-php';

const WP = path.join( REPO_DIR, 'tests/env/wp.sh' );
// wp.sh exits with 3 when WP-CLI's tarball is not there.
const WP_CLI_MISSING = 3;

function wp( ...args: string[] ): string {
	return execFileSync( 'bash', [ WP, ...args ], { encoding: 'utf8' } );
}

test.beforeAll( () => {
	const probe = spawnSync( 'bash', [ WP, 'cli', 'version' ], {
		encoding: 'utf8',
	} );
	test.skip(
		probe.status === WP_CLI_MISSING,
		`needs WP-CLI: ${ probe.stderr.trim() }`
	);
	expect( probe.status, probe.stderr ).toBe( 0 );
	expect( probe.stdout ).toContain( 'WP-CLI 2.12' );
	seedDisbursement();
} );

test( 'wp action-scheduler action list: one payout run waits for each offered schedule, none on WP-Cron', () => {
	const runs = JSON.parse(
		wp(
			'action-scheduler',
			'action',
			'list',
			'--hook=vendor_payout_schedule_run',
			'--group=vendor-payout-schedule',
			'--status=pending',
			'--fields=hook,args',
			'--format=json'
		)
	) as { hook: string; args: unknown[] }[];
	const cron = JSON.parse(
		wp( 'cron', 'event', 'list', '--fields=hook', '--format=json' )
	) as { hook: string }[];
	// The hooks 1.0.0 ran on WP-Cron.
	const moved = [
		'vendor_payout_schedule_run',
		'vendor_payout_schedule_batch',
		'vendor_payout_schedule_payout_batch',
	];
	expect( cron.filter( ( event ) => moved.includes( event.hook ) ) ).toEqual(
		[]
	);
	expect( runs.map( ( run ) => run.args[ 0 ] ).sort() ).toEqual( [
		'biweekly',
		'monthly',
		'quarterly',
		'weekly',
	] );
	for ( const run of runs ) {
		expect( run.args[ 1 ] ).toMatch( /^\d{4}-\d{2}-\d{2}$/ );
	}
} );

test( 'wp action-scheduler status: WooCommerce’s own Action Scheduler runs the queue', () => {
	const status = wp( 'action-scheduler', 'status' );
	expect( status ).toContain( 'Data store: ActionScheduler_DBStore' );
	expect( status ).toMatch( /^Version: 3\.9\.2$/m );
} );

test( 'wp plugin list: the real WooCommerce 9.9.5 and Dokan Lite 4.1.2, and the plugin, are active', () => {
	const plugins = JSON.parse(
		wp(
			'plugin',
			'list',
			'--skip-update-check',
			'--status=active',
			'--fields=name,version',
			'--format=json'
		)
	) as { name: string; version: string }[];
	expect( plugins ).toEqual(
		expect.arrayContaining( [
			{ name: 'woocommerce', version: '9.9.5' },
			{ name: 'dokan-lite', version: '4.1.2' },
			expect.objectContaining( { name: 'vendor-payout-schedule' } ),
		] )
	);
} );
