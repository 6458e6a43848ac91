/**
 * The plugin stands down beside Dokan Pro's own schedule and stays inert without Dokan — saying so
 * to the administrator, and never breaking the site.
 */
import { expect, expectNoProblems, test } from './support/fixtures';
import { withMuPlugin } from './support/mu-plugin';
import { runPhpFixture } from './support/php-fixture';

const PLUGIN_SCRIPT =
	'script[src*="/plugins/vendor-payout-schedule/build/index.js"]';
const STANDING_DOWN =
	'Vendor Payout Schedule is standing down: Dokan Pro’s own withdraw schedule is active on this site and keeps your vendors’ choices.';
const NEEDS_DOKAN =
	'Vendor Payout Schedule needs Dokan (Dokan Lite) to be installed and active. It does nothing until then.';

for ( const mu of [ 'pro-is-active-filter' ] ) {
	test( `with Dokan Pro's schedule active (${ mu }): no panel, no routes, and a notice`, async ( {
		pageAs,
		request,
		problems,
	} ) => {
		await withMuPlugin( mu, async () => {
			const vendorPage = await pageAs( 'vendor' );
			for ( const path of [
				'/dashboard/withdraw/',
				'/dashboard/new/#/withdraw',
			] ) {
				await vendorPage.goto( path );
				await expect(
					vendorPage
						.getByText( 'Payment Details', { exact: true } )
						.first()
				).toBeVisible();
				await expect( vendorPage.locator( PLUGIN_SCRIPT ) ).toHaveCount(
					0
				);
				await expect(
					vendorPage.getByRole( 'region', { name: 'Schedule' } )
				).toHaveCount( 0 );
			}

			const answer = await request.get(
				'/wp-json/dokan/v2/withdraw/disbursement'
			);
			expect( answer.status() ).toBe( 404 );
			expect( ( await answer.json() ).code ).toBe( 'rest_no_route' );

			const adminPage = await pageAs( 'admin' );
			await adminPage.goto( '/wp-admin/plugins.php' );
			await expect( adminPage.getByText( STANDING_DOWN ) ).toBeVisible();
		} );
		expectNoProblems( problems );
	} );
}

test( 'without Dokan the plugin stays inert: the site works and the admin is told why', async ( {
	pageAs,
	request,
} ) => {
	expect( runPhpFixture( 'dokan-active.php', 'off' ) ).toBe( 'off' );
	try {
		const home = await request.get( '/' );
		expect( home.status() ).toBe( 200 );
		const adminPage = await pageAs( 'admin' );
		await adminPage.goto( '/wp-admin/plugins.php' );
		await expect( adminPage.getByText( NEEDS_DOKAN ) ).toBeVisible();
		const answer = await request.get(
			'/wp-json/dokan/v2/withdraw/disbursement'
		);
		expect( answer.status() ).toBe( 404 );
	} finally {
		expect( runPhpFixture( 'dokan-active.php', 'on' ) ).toBe( 'on' );
	}
} );
