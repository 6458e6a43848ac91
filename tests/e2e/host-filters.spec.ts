/**
 * The few customisations a site owner is offered, each through a documented filter.
 */
import { seedDisbursement, storeChoice } from '../integration/support/wp-php';
import { expect, expectNoProblems, test } from './support/fixtures';
import { withMuPlugin } from './support/mu-plugin';
import { runPhpFixture } from './support/php-fixture';

test.beforeEach( () => {
	seedDisbursement();
	storeChoice( 'vendor', {
		schedule: 'weekly',
		minimum: 50,
		reserve: 0,
		method: 'paypal',
	} );
} );

test.afterAll( () => {
	storeChoice( 'vendor', { schedule: null, minimum: null, reserve: null } );
} );

test( 'PHP vendor_payout_schedule_legacy_priority: the panel moves below the pending requests', async ( {
	pageAs,
	problems,
} ) => {
	runPhpFixture( 'pending-request.php', 'vendor', 'add' );
	try {
		const page = await pageAs( 'vendor' );
		const order = async () => {
			await page.goto( '/dashboard/withdraw/' );
			const panel = page.getByRole( 'region', { name: 'Schedule' } );
			await expect( panel ).toBeVisible();
			// Dokan's list has no class of its own: it is found by its heading.
			const pending = page.getByText( 'Pending Requests', {
				exact: true,
			} );
			await expect( pending ).toHaveCount( 1 );
			const pendingFirst = await panel.evaluate(
				// Neither holds the other, so the position is only "following" or "preceding".
				( node, heading ) =>
					heading?.compareDocumentPosition( node ) ===
					Node.DOCUMENT_POSITION_FOLLOWING,
				await pending.elementHandle()
			);
			return pendingFirst
				? 'panel after pending requests'
				: 'panel before pending requests';
		};
		expect( await order() ).toBe( 'panel before pending requests' );
		await withMuPlugin( 'legacy-panel-after-pending', async () => {
			expect( await order() ).toBe( 'panel after pending requests' );
		} );
	} finally {
		runPhpFixture( 'pending-request.php', 'vendor', 'remove' );
	}
	expectNoProblems( problems );
} );

test( 'PHP vendor_payout_schedule_boot_data: the legacy page formats prices as the site owner says', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await page.goto( '/dashboard/withdraw/' );
	const panel = page.getByRole( 'region', { name: 'Schedule' } );
	await expect( panel.getByText( '$50.00', { exact: true } ) ).toBeVisible();
	await withMuPlugin( 'euro-price-format', async () => {
		await page.goto( '/dashboard/withdraw/' );
		await expect(
			panel.getByText( '50.00 €', { exact: true } )
		).toBeVisible();
	} );
	expectNoProblems( problems );
} );

test( 'JS vendorPayoutSchedule.slotName: the panel fills the Slot the site owner names', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await withMuPlugin( 'js-slot-name-filter', async () => {
		await page.goto( '/dashboard/new/#/withdraw' );
		const area = page.getByRole( 'region', { name: 'Site owner area' } );
		await expect(
			area.getByRole( 'region', { name: 'Schedule' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'region', { name: 'Schedule' } )
		).toHaveCount( 1 );
	} );
	expectNoProblems( problems );
} );

test( 'JS vendorPayoutSchedule.summaryTemplate: the summary reads as the site owner words it', async ( {
	pageAs,
	problems,
} ) => {
	storeChoice( 'vendor', { schedule: null } );
	const page = await pageAs( 'vendor' );
	await withMuPlugin( 'js-summary-filter', async () => {
		for ( const path of [
			'/dashboard/withdraw/',
			'/dashboard/new/#/withdraw',
		] ) {
			await page.goto( path );
			await expect(
				page
					.getByRole( 'region', { name: 'Schedule' } )
					.getByText(
						'Pick a payout schedule to be paid automatically.'
					)
			).toBeVisible();
		}
	} );
	expectNoProblems( problems );
} );
