/**
 * A site without a system cron, where visitors' page loads start WP-Cron: a run's next go, queued
 * due now, runs at the next start of WP-Cron, not when Action Scheduler's own runner comes round
 * once a minute, so a run of many goes goes on with every visit.
 */
import { expect, test } from '@playwright/test';

import { withMuPlugin } from '../e2e/support/mu-plugin';
import { scaled } from '../e2e/support/site';
import { runSitePhp } from '../e2e/support/site-php';

const RUN = 'tests/integration/php/visitor-goes.php';

/** Visits that start WP-Cron before the test gives up: each go takes about a third of a second. */
const MOST_VISITS = 40;

interface RunState {
	waiting: number;
	goes_run: number;
	logs: string[];
	runner_at: number;
}

test.afterEach( () => {
	runSitePhp( RUN, 'remove' );
} );

test( 'each visit that starts WP-Cron runs the next go of a run, without waiting for the queue runner of the minute', async ( {
	request,
} ) => {
	// Setting up may wait out an async queue runner an earlier admin page started (60 s at most).
	test.setTimeout( scaled( 180_000 ) );
	await withMuPlugin( 'visitors-only', async () => {
		runSitePhp( RUN, 'add' );
		const state = (): RunState =>
			JSON.parse( runSitePhp( RUN, 'state' ) ) as RunState;
		expect( state().waiting ).toBe( 12 );

		let visits = 0;
		while ( state().waiting > 0 && visits < MOST_VISITS ) {
			// As a visitor's page load starts it: WordPress's own wp-cron.php, run to its end.
			const response = await request.get( '/wp-cron.php' );
			expect( response.status() ).toBe( 200 );
			++visits;
		}

		const after = state();
		expect( after.waiting, 'every vendor e-mailed' ).toBe( 0 );
		expect(
			after.goes_run,
			'the e-mails took several goes, one a visit'
		).toBeGreaterThanOrEqual( 3 );
		expect( visits ).toBeLessThanOrEqual( after.goes_run + 1 );
		expect( after.logs ).toEqual( [
			'action created',
			'action started via WP Cron, due now',
			'action complete via WP Cron, due now',
		] );
		expect(
			after.runner_at * 1000,
			"Action Scheduler's runner of the minute never came round"
		).toBeGreaterThan( Date.now() );
	} );
} );
