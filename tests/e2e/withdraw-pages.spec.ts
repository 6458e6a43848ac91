/**
 * The ground everything else stands on: a vendor logs in and reaches both of Dokan's withdraw
 * pages, which load cleanly with the plugin's script on them.
 */
import { logIn } from './support/login';
import { expect, expectNoProblems, test } from './support/fixtures';

const PLUGIN_SCRIPT =
	'script[src*="/plugins/vendor-payout-schedule/build/index.js"]';

test( 'the vendor logs in through wp-login.php and reaches the dashboard', async ( {
	page,
	problems,
} ) => {
	await logIn( page, 'vendor', '/dashboard/withdraw/' );
	await expect( page ).toHaveURL( /\/dashboard\/withdraw\/$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Withdraw', level: 1 } )
	).toBeVisible();
	expectNoProblems( problems );
} );

test( 'the legacy withdraw page loads cleanly with the plugin script', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await page.goto( '/dashboard/withdraw/' );
	await expect(
		page.getByText( 'Payment Details', { exact: true } )
	).toBeVisible();
	await expect( page.locator( PLUGIN_SCRIPT ) ).toHaveCount( 1 );
	await page.waitForLoadState( 'networkidle' );
	expectNoProblems( problems );
} );

test( 'the React withdraw page loads cleanly with the plugin script', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await page.goto( '/dashboard/new/#/withdraw' );
	await expect(
		page.getByRole( 'heading', { name: 'Payment Details' } )
	).toBeVisible();
	await expect( page.locator( PLUGIN_SCRIPT ) ).toHaveCount( 1 );
	await page.waitForLoadState( 'networkidle' );
	expectNoProblems( problems );
} );
