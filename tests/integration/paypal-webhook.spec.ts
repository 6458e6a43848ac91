/**
 * PayPal's webhook on the real hosts, over HTTP as PayPal delivers it: the fake signs each event as
 * PayPal does and posts it to the address the PayPal section shows; the site asks PayPal (Prism
 * checking PayPal's contract in front of the fake) whether PayPal signed it, and only then believes
 * it. A SUCCESS delivered twice approves its request in Dokan once; a forged delivery is refused
 * and changes nothing; an event of a batch of another app is acknowledged and ignored.
 */
import { expect, test } from '@playwright/test';

import { withMuPlugin } from '../e2e/support/mu-plugin';
import { startsPaypalHarness } from '../e2e/support/paypal-harness';
import { ON_LOCAL_SITE, SITE_URL } from '../e2e/support/site';
import { runSitePhp } from '../e2e/support/site-php';
import {
	expectPaidRequestApprovedOnce,
	paypalPaysOneAndReturnsTheOther,
	addsPaypalRun,
} from './support/paypal-run';

const WEBHOOK = 'tests/integration/php/paypal-webhook.php';
/** The webhook id of the app the fake knows (tests/paypal/fake/server.mjs). */
const WEBHOOK_ID = '4JH86294D6297924G';
/** The fake's control door: the site's port + 51 (tests/paypal/harness.sh). */
const FAKE = `http://127.0.0.1:${ Number( new URL( SITE_URL ).port ) + 51 }`;

interface Answer {
	status: number;
	body: string;
}

test.describe.configure( { mode: 'serial' } );

startsPaypalHarness();

test.beforeEach( () => {
	test.skip(
		! ON_LOCAL_SITE,
		'PayPal is the fake on this machine, which only the local site reaches'
	);
} );
const paypalRun = addsPaypalRun();

test.beforeEach( () => runSitePhp( WEBHOOK, 'id', WEBHOOK_ID ) );

test.afterEach( () => {
	if ( ! ON_LOCAL_SITE ) {
		return;
	}
	runSitePhp( WEBHOOK, 'id' );
	runSitePhp( WEBHOOK, 'forget-events' );
} );

/**
 * Has the fake deliver an event to the site's webhook address, and says what the site answered.
 * @param what What the event is about, and how it is delivered (the fake's /__control/webhook).
 */
async function deliver( what: Record< string, unknown > ): Promise< Answer[] > {
	const response = await fetch( `${ FAKE }/__control/webhook`, {
		method: 'POST',
		// A connection of its own: one kept from an earlier delivery may be closed by the fake meanwhile.
		headers: { 'Content-Type': 'application/json', Connection: 'close' },
		body: JSON.stringify( {
			url: runSitePhp( WEBHOOK, 'url' ).trim(),
			...what,
		} ),
	} );
	expect( response.status ).toBe( 200 );
	return ( await response.json() ).answers;
}

test( 'a SUCCESS delivered twice approves once, a forged one is refused, another app’s batch is ignored', async () => {
	await withMuPlugin( 'paypal-is-the-fake', () =>
		withMuPlugin( 'mail-log', async () => {
			const run = paypalRun();
			const { batch } = JSON.parse(
				runSitePhp( WEBHOOK, 'send', String( run.run_id ) )
			);
			const paid = run.vendors.paypal.request_id;
			const returned = run.vendors.refunded.request_id;
			paypalPaysOneAndReturnsTheOther( batch, run );

			const forged = await deliver( {
				sender_item_id: `DOKAN-WD-${ returned }`,
				forge: 'body',
			} );
			expect( forged.map( ( a ) => a.status ) ).toEqual( [ 403 ] );
			expect( JSON.parse( runSitePhp( WEBHOOK, 'events' ) ) ).toEqual(
				{}
			);

			const twice = await deliver( {
				sender_item_id: `DOKAN-WD-${ paid }`,
				times: 2,
			} );
			expect( twice.map( ( a ) => a.status ) ).toEqual( [ 200, 200 ] );
			expect(
				twice.map( ( a ) => JSON.parse( a.body ).outcome )
			).toEqual( [ 'applied', 'taken_before' ] );

			const elsewhere = await deliver( {
				payout_batch_id: 'ANOTHERAPP1234',
				sender_batch_id: 'another-marketplace-7',
			} );
			expect(
				elsewhere.map( ( a ) => [
					a.status,
					JSON.parse( a.body ).outcome,
				] )
			).toEqual( [ [ 200, 'ignored' ] ] );

			// A read of the batch after PayPal's moves would have recorded RETURNED too (a read
			// before them, queued by the send, may have recorded PENDING): the webhook did this.
			const items = JSON.parse(
				runSitePhp( WEBHOOK, 'items', String( batch ) )
			);
			expect( items[ paid ] ).toBe( 'SUCCESS' );
			expect(
				[ '', 'PENDING' ],
				'no read of the batch came after PayPal’s moves'
			).toContain( items[ returned ] );

			runSitePhp( WEBHOOK, 'approve', String( batch ) );
			const state = expectPaidRequestApprovedOnce();
			expect(
				state.refunded.status,
				'the forged delivery changed nothing'
			).toBe( 0 );
			expect( JSON.parse( runSitePhp( WEBHOOK, 'events' ) ) ).toEqual( {
				applied: 1,
				ignored: 1,
			} );
		} )
	);
} );
