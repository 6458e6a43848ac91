/**
 * The payout status line under the schedule summary, from a real engine run: the vendor sees how
 * the last scheduled payout went and what the next one would do, on both withdraw pages.
 */
import type { Page } from '@playwright/test';

import { expectNoAxeViolations, userLocale } from './a11y-support';
import { expect, expectNoProblems, test } from './support/fixtures';
import { withMuPlugin } from './support/mu-plugin';
import { runPhpFixture } from './support/php-fixture';

const PAGES = [
	[ 'legacy', '/dashboard/withdraw/' ],
	[ 'React', '/dashboard/new/#/withdraw' ],
] as const;

/** The vendor's meta as it was before the run, for putting it back; null when nothing ran. */
let metaBefore: string | null = null;

/**
 * Has the engine run for `vendor` with this balance, minimum and reserve (on 2099-01-05).
 *
 * @param spec         Balance (text), minimum and reserve.
 * @param spec.balance
 * @param spec.minimum
 * @param spec.reserve
 */
function runEngineForVendor( spec: {
	balance: string;
	minimum: number;
	reserve: number;
} ) {
	metaBefore = runPhpFixture(
		'payout-outcome.php',
		'run',
		'vendor',
		JSON.stringify( spec )
	);
}

test.afterEach( () => {
	if ( metaBefore !== null ) {
		runPhpFixture( 'payout-outcome.php', 'clean', 'vendor', metaBefore );
		metaBefore = null;
	}
} );

/**
 * Has the engine file the vendor's $1,250.50 (on 2099-01-05) and PayPal say `status` of it.
 *
 * @param status PayPal's transaction status.
 * @param error  PayPal's error name, or ''.
 */
function sendThroughPaypal( status: string, error: string ) {
	runEngineForVendor( { balance: '1250.50', minimum: 0, reserve: 0 } );
	runPhpFixture( 'payout-outcome.php', 'paypal', 'vendor', status, error );
}

const statusLine = ( page: Page ) =>
	page
		.getByRole( 'region', { name: 'Schedule' } )
		.getByRole( 'paragraph' )
		.filter( { hasText: /payout/ } );

/**
 * Opens each withdraw page and expects the line's last payout to say `sentence`; then `more`.
 *
 * @param page     The vendor's page.
 * @param sentence The last payout's sentence.
 * @param more     What else to check on each page, given its name.
 */
async function expectLastPayoutOnEachPage(
	page: Page,
	sentence: string,
	more: ( name: string ) => Promise< void > = async () => {}
) {
	for ( const [ name, path ] of PAGES ) {
		await page.goto( path );
		await expect(
			statusLine( page ).locator( '.vps-payout-status__last' ),
			`${ name } page`
		).toHaveText( sentence );
		await more( name );
	}
}

test( 'after a filed payout the vendor sees its amount and date, and that the next waits for the pending request', async ( {
	pageAs,
	problems,
} ) => {
	runEngineForVendor( { balance: '1250.50', minimum: 0, reserve: 0 } );
	const page = await pageAs( 'vendor' );

	for ( const [ name, path ] of PAGES ) {
		await page.goto( path );
		await expect( statusLine( page ), `${ name } page` ).toHaveText(
			'Last payout: $1,250.50 requested on January 5, 2099, waiting for approval. ' +
				'Next payout on hold: A withdraw request of yours is pending; no new one is filed until it is handled.'
		);
	}
	expectNoProblems( problems );
} );

for ( const [ decision, sentence ] of [
	[
		'approved',
		'Last payout: $1,250.50, requested on January 5, 2099, has been paid.',
	],
	[
		'cancelled',
		'Last payout: the request for $1,250.50 on January 5, 2099 was cancelled.',
	],
] as const ) {
	test( `once the admin ${ decision } the request in Dokan, the vendor reads that, and "paid" only when it was`, async ( {
		pageAs,
		problems,
	} ) => {
		runEngineForVendor( { balance: '1250.50', minimum: 0, reserve: 0 } );
		runPhpFixture( 'payout-outcome.php', 'decide', 'vendor', decision );
		await expectLastPayoutOnEachPage( await pageAs( 'vendor' ), sentence );
		expectNoProblems( problems );
	} );
}

for ( const [ status, error, sentence ] of [
	[
		'PENDING',
		'',
		'Last payout: $1,250.50, requested on January 5, 2099, was sent through PayPal; PayPal has not paid it yet.',
	],
	[
		'UNCLAIMED',
		'',
		'Last payout: $1,250.50, requested on January 5, 2099, is waiting for you to claim it in PayPal. Claim it within 30 days, or PayPal returns it.',
	],
	[
		'SUCCESS',
		'',
		'Last payout: $1,250.50, requested on January 5, 2099, has been paid.',
	],
	[
		'RETURNED',
		'RECEIVER_UNREGISTERED',
		'Last payout: PayPal did not pay $1,250.50, requested on January 5, 2099. Your PayPal e-mail address has no PayPal account, and none was opened for it in time. Your request stays open with the marketplace, which pays it another way or contacts you.',
	],
] as const ) {
	test( `a last payout sent through PayPal that PayPal has as ${ status } reads so, in the vendor's words`, async ( {
		pageAs,
		problems,
	}, testInfo ) => {
		sendThroughPaypal( status, error );
		const page = await pageAs( 'vendor' );

		await expectLastPayoutOnEachPage( page, sentence, async ( name ) => {
			// PayPal's error names are for the admin, never the vendor.
			await expect( statusLine( page ) ).not.toContainText(
				error || '_'
			);
			await expectNoAxeViolations(
				page,
				testInfo,
				`${ name } page, PayPal ${ status }`,
				[ '.vps-payout-status' ]
			);
		} );
		expectNoProblems( problems );
	} );
}

for ( const [ status, error, sentence ] of [
	[
		'FAILED',
		'RECEIVER_ACCOUNT_LOCKED',
		/^Letzte Auszahlung: PayPal hat .*1[.,]250[.,]50.*, beantragt am .*2099, nicht ausgezahlt\. Ihr PayPal-Konto ist gesperrt oder inaktiv\. Ihr Antrag bleibt beim Marktplatz offen\. Der Marktplatz zahlt ihn auf anderem Weg aus oder meldet sich bei Ihnen\.$/,
	],
	[
		'PENDING',
		'',
		/^Letzte Auszahlung: .*1[.,]250[.,]50.*, beantragt am .*2099, wurde über PayPal gesendet; PayPal hat sie noch nicht ausgezahlt\.$/,
	],
] as const ) {
	test( `a vendor whose language is German reads what PayPal has as ${ status } in German, on both pages`, async ( {
		pageAs,
		problems,
	} ) => {
		sendThroughPaypal( status, error );
		const before = userLocale( 'vendor', 'de_DE' );
		try {
			const page = await pageAs( 'vendor' );
			for ( const [ name, path ] of PAGES ) {
				await page.goto( path );
				// The panel's words are German too, so the line is found by its part's class.
				await expect(
					page.locator( '.vps-payout-status__last' ),
					`${ name } page`
				).toHaveText( sentence );
			}
		} finally {
			userLocale( 'vendor', before );
		}
		expectNoProblems( problems );
	} );
}

test( 'after a skipped payout the vendor reads why, and why the next would be skipped too', async ( {
	pageAs,
	problems,
} ) => {
	runEngineForVendor( { balance: '80', minimum: 100, reserve: 0 } );
	const page = await pageAs( 'vendor' );

	for ( const [ name, path ] of PAGES ) {
		await page.goto( path );
		await expect( statusLine( page ), `${ name } page` ).toHaveText(
			'Last payout skipped on January 5, 2099: Your balance of $80.00 was below the minimum of $100.00. ' +
				'Next payout on hold: Your balance of $80.00 is below the minimum of $100.00.'
		);
	}
	expectNoProblems( problems );
} );

test( 'when Dokan refuses a payout with a price in its message, the vendor reads it as text', async ( {
	pageAs,
	problems,
} ) => {
	await withMuPlugin( 'dokan-refuses-with-price', async () => {
		runEngineForVendor( { balance: '1250.50', minimum: 0, reserve: 0 } );
		const page = await pageAs( 'vendor' );

		for ( const [ name, path ] of PAGES ) {
			await page.goto( path );
			const line = statusLine( page );
			await expect( line, `${ name } page` ).toContainText(
				'Last payout skipped on January 5, 2099: Withdraw amount must be greater than or equal to $5,000.00'
			);
			await expect( line, `${ name } page` ).toContainText(
				'Next payout on hold: Withdraw amount must be greater than or equal to $5,000.00'
			);
			await expect( line, `${ name } page` ).not.toContainText( '<' );
			await expect( line, `${ name } page` ).not.toContainText( '&#' );
		}
	} );
	expectNoProblems( problems );
} );
