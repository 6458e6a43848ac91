/**
 * A run whose requests go through PayPal, as the PayPal specs set it up: the PayPal app the fake
 * knows saved (tests/paypal/fake/server.mjs), a run of four vendors (tests/integration/php/payout-batch.php:
 * PayPal twice, a US bank account, a German IBAN in EUR), PayPal's moves on the items it holds, and
 * what Dokan made of them.
 */
import { expect, test } from '@playwright/test';

import { runSitePhp } from '../../e2e/support/site-php';

const FIXTURE = 'tests/integration/php/payout-batch.php';
const PAYPAL = 'tests/integration/php/paypal-send.php';
const APP_HELPER = 'tests/integration/php/paypal-app.php';
/** An app the fake knows, with Payouts on. */
const APP = { id: 'sandbox-app-with-payouts', secret: 'sandbox-secret-1' };

export interface PaypalRun {
	run_id: number;
	vendors: Record<
		'paypal' | 'refunded' | 'ach' | 'sepa',
		{ id: number; request_id: number }
	>;
}

/** What Dokan holds of a vendor's request, and the vendor's e-mails about it. */
export interface DokanRequestState {
	status: number;
	entries: number;
	approved: number;
	cancelled: number;
}

/**
 * Before each test the fake's app is saved and a run of four vendors added; after it, both are
 * put back as they were (the run only if it was added: a test may stand aside before).
 *
 * @return The current test's run.
 */
export function addsPaypalRun(): () => PaypalRun {
	let run: PaypalRun | null = null;

	test.beforeEach( () => {
		runSitePhp( APP_HELPER, 'keep' );
		runSitePhp( APP_HELPER, 'set', APP.id, APP.secret );
		run = JSON.parse( runSitePhp( FIXTURE, 'add' ) );
	} );

	test.afterEach( () => {
		if ( run === null ) {
			return;
		}
		runSitePhp( FIXTURE, 'remove' );
		runSitePhp( APP_HELPER, 'restore' );
		run = null;
	} );

	return () => {
		if ( run === null ) {
			throw new Error(
				'No run: addsPaypalRun() adds it before each test.'
			);
		}
		return run;
	};
}

/**
 * PayPal pays the first PayPal vendor's request (fee 0.25 USD) and returns the other's, whose
 * e-mail has no PayPal account: the moves go through the fake's control door.
 *
 * @param batch The payout batch the requests were sent in.
 * @param run   The run.
 */
export function paypalPaysOneAndReturnsTheOther(
	batch: number,
	run: PaypalRun
) {
	runSitePhp(
		PAYPAL,
		'move',
		String( batch ),
		JSON.stringify( {
			[ run.vendors.paypal.request_id ]: [ 'SUCCESS', '', '0.25' ],
			[ run.vendors.refunded.request_id ]: [
				'RETURNED',
				'RECEIVER_UNREGISTERED',
				'0.00',
			],
		} )
	);
}

/**
 * Runs the batch's queued work (a PayPal go, then the batch's go) once.
 *
 * @param batch The payout batch.
 * @return PayPal's status by Dokan request id.
 */
export function paypalGo( batch: number ): Record< number, string > {
	return JSON.parse( runSitePhp( PAYPAL, 'go', String( batch ) ) ).items;
}

/**
 * What Dokan holds of each vendor's request, and expects the one PayPal paid approved once: one
 * balance entry, one approval e-mail.
 *
 * @return Each vendor's request as Dokan holds it.
 */
export function expectPaidRequestApprovedOnce(): Record<
	keyof PaypalRun[ 'vendors' ],
	DokanRequestState
> {
	const state = JSON.parse( runSitePhp( FIXTURE, 'state' ) );
	expect( state.paypal, 'PayPal paid it: approved once' ).toEqual( {
		status: 1,
		entries: 1,
		approved: 1,
		cancelled: 0,
	} );
	return state;
}
