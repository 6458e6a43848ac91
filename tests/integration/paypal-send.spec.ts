/**
 * "Send through PayPal" on a run's record, as the administrator uses it: a run of four vendors
 * (PayPal twice, a US bank account, a German IBAN in EUR) is checked with Dokan, its two PayPal
 * requests are sent through PayPal — here Prism checking PayPal's contract in front of our PayPal
 * fake (tests/paypal/harness.sh) — while the bank requests keep their files; PayPal pays one and
 * returns the other, and the record lists both with PayPal's words, ids and fee, the failure
 * first; Dokan approved only the one PayPal paid, once, with its e-mail. axe finds nothing in the
 * new parts of the section.
 */
import { expect, test } from '@playwright/test';

import { expectNoAxeViolations } from '../e2e/a11y-support';
import { withMuPlugin } from '../e2e/support/mu-plugin';
import { startsPaypalHarness } from '../e2e/support/paypal-harness';
import { ON_LOCAL_SITE, scaled } from '../e2e/support/site';
import {
	expectPaidRequestApprovedOnce,
	paypalGo,
	paypalPaysOneAndReturnsTheOther,
	addsPaypalRun,
} from './support/paypal-run';
import { openRunAndCheckRequests } from './support/run-record-page';

test.describe.configure( { mode: 'serial' } );

// The site reaches the harness on its own port + 50 (fixtures/mu-plugins/paypal-is-the-fake.php).
startsPaypalHarness();
const paypalRun = addsPaypalRun();

/**
 * Runs the batch's queued work until PayPal's word on every request sent is what is expected.
 * @param batch    The payout batch.
 * @param expected PayPal's status by Dokan request id.
 */
async function goUntil( batch: number, expected: Record< number, string > ) {
	await expect
		.poll( () => paypalGo( batch ), { timeout: scaled( 30_000 ) } )
		.toEqual( expected );
}

test( 'the PayPal requests are sent through PayPal, the bank ones keep their files, and only what PayPal paid is approved', async ( {
	browser,
}, testInfo ) => {
	test.skip(
		! ON_LOCAL_SITE,
		'PayPal is the fake on this machine, which only the local site reaches'
	);
	test.setTimeout( test.info().timeout * 2 );
	await withMuPlugin( 'paypal-is-the-fake', () =>
		withMuPlugin( 'mail-log', async () => {
			const run = paypalRun();
			const { page, section } = await openRunAndCheckRequests(
				browser,
				run.run_id
			);
			const send = section.getByRole( 'button', {
				name: 'Send 2 requests through PayPal',
			} );
			await expect( send ).toBeVisible( { timeout: scaled( 30_000 ) } );
			await expectNoAxeViolations(
				page,
				testInfo,
				'Send through PayPal',
				[ '.vps-batch__paypal-send' ]
			);

			await send.click();

			await expect( section.locator( '.notice' ).first() ).toHaveText(
				'2 requests are being sent through PayPal. PayPal’s word on each is shown below as it comes; Dokan approves each only once PayPal has paid it.'
			);
			const batch = Number(
				(
					await section
						.getByRole( 'heading', { name: /^Payout batch \d+$/ } )
						.textContent()
				)?.replace( /\D/g, '' )
			);
			await expect(
				section.getByRole( 'link', {
					name: /^Download PayPal payouts/,
				} ),
				'the requests sent through PayPal are in no file'
			).toHaveCount( 0 );
			await expect(
				section.getByRole( 'link', { name: /^Download ACH/ } )
			).toHaveCount( 1 );

			const paid = run.vendors.paypal.request_id;
			const returned = run.vendors.refunded.request_id;
			await goUntil( batch, {
				[ paid ]: 'PENDING',
				[ returned ]: 'PENDING',
			} );
			paypalPaysOneAndReturnsTheOther( batch, run );
			await goUntil( batch, {
				[ paid ]: 'SUCCESS',
				[ returned ]: 'RETURNED',
			} );

			await page.reload();
			const items = section.getByRole( 'table', {
				name: 'Sent through PayPal: 2 requests',
			} );
			await expect( items ).toBeVisible();
			const rows = items.getByRole( 'row' );
			await expect( rows.nth( 1 ), 'the failure first' ).toContainText(
				'Returned by PayPal (not claimed in 30 days, or cancelled): the e-mail address has no PayPal account'
			);
			await expect( rows.nth( 1 ) ).toContainText( `#${ returned }` );
			await expect( rows.nth( 2 ) ).toContainText( 'Paid by PayPal' );
			await expect( rows.nth( 2 ) ).toContainText( '0.25 USD' );
			await expect( rows.nth( 2 ) ).toContainText( `#${ paid }` );
			await expect(
				section.locator( '.vps-summary__item' ),
				'PayPal not paying is a step of its own, not a failed approval'
			).toHaveText( [
				/^\s*Ready to pay\s*2\s*$/,
				/^\s*Paid: approved in Dokan\s*1\s*$/,
				/^\s*Not paid by PayPal\s*1\s*$/,
			] );
			await expect(
				section.getByRole( 'table', { name: /^Approval failed/ } )
			).toHaveCount( 0 );
			await expectNoAxeViolations( page, testInfo, 'PayPal items', [
				'.vps-batch__paypal',
			] );

			const state = expectPaidRequestApprovedOnce();
			expect( state.refunded, 'PayPal returned it: pending' ).toEqual( {
				status: 0,
				entries: 0,
				approved: 0,
				cancelled: 0,
			} );
			expect( state.ach.status ).toBe( 0 );
			await page.context().close();
		} )
	);
} );
