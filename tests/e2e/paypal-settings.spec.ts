/**
 * Dokan → Withdraw Schedule → PayPal Payouts, as the administrator uses it: the app saved with its
 * secret never shown again (an empty field keeps it, "Forget the saved secret" removes it), a wrong
 * value refused with what was typed kept and nothing saved, and "Test connection" asking PayPal —
 * here Prism checking PayPal's contract in front of our PayPal fake (tests/paypal/harness.sh) — and
 * saying what happened, in English and in German; axe finds nothing in the section.
 */
import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './a11y-support';
import { expect, expectNoProblems, test } from './support/fixtures';
import { withMuPlugin } from './support/mu-plugin';
import { paypalHarness, startsPaypalHarness } from './support/paypal-harness';
import { ON_LOCAL_SITE } from './support/site';
import { runSitePhp } from './support/site-php';

const HELPER = 'tests/integration/php/paypal-app.php';
const SCREEN = '/wp-admin/admin.php?page=vendor-payout-schedule';
/** Apps the fake knows (tests/paypal/fake/server.mjs). */
const APP = { id: 'sandbox-app-with-payouts', secret: 'sandbox-secret-1' };
const APP_WITHOUT_PAYOUTS = {
	id: 'sandbox-app-without-payouts',
	secret: 'sandbox-secret-2',
};

test.describe.configure( { mode: 'serial' } );

// The site reaches the harness on its own port + 50 (fixtures/mu-plugins/paypal-is-the-fake.php).
startsPaypalHarness();

const FAKE_IS_LOCAL =
	'Test connection is tested against the PayPal fake on this machine, which only the local site reaches';

test.beforeEach( () => {
	runSitePhp( HELPER, 'keep' );
} );

test.afterEach( () => {
	runSitePhp( HELPER, 'restore' );
} );

function saved(): { option: unknown; secret: string | null } {
	return JSON.parse( runSitePhp( HELPER, 'get' ) );
}

/**
 * The section's fields, found by their labels.
 *
 * @param page The settings screen.
 */
function section( page: Page ) {
	return {
		clientId: page.getByLabel( 'Client ID', { exact: true } ),
		secret: page.getByLabel( 'Secret', { exact: true } ),
		sandbox: page.getByRole( 'radio', { name: /^Sandbox/ } ),
		save: page.getByRole( 'button', { name: 'Save Changes' } ),
		test: page.getByRole( 'button', { name: 'Test connection' } ),
		status: page.locator( '#vps-paypal-check' ),
	};
}

test( 'the app is saved, its secret never shown again, kept when left empty and forgotten on request', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'admin' );
	await page.goto( SCREEN );
	await expect(
		page.getByRole( 'heading', { name: 'PayPal Payouts' } )
	).toBeVisible();
	const fields = section( page );

	await fields.clientId.fill( APP.id );
	await fields.secret.fill( APP.secret );
	await fields.sandbox.check();
	await fields.save.click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	expect( saved() ).toEqual( {
		option: { client_id: APP.id, mode: 'sandbox' },
		secret: APP.secret,
	} );
	await expect( fields.secret ).toHaveValue( '' );
	await expect( fields.secret ).toHaveAccessibleDescription(
		/^A secret is saved; it is never shown\./
	);
	expect(
		await page.content(),
		'the secret is not in the page'
	).not.toContain( APP.secret );

	// Saved again with the field empty: the secret stays.
	await fields.save.click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	expect( saved().secret ).toBe( APP.secret );

	await page.getByLabel( 'Forget the saved secret' ).check();
	await fields.save.click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	expect( saved().secret ).toBeNull();
	await expect( fields.secret ).toHaveAccessibleDescription(
		'No secret is saved.'
	);
	expectNoProblems( problems );
} );

test( 'a wrong client ID keeps what was typed, says what is wrong at the field and saves nothing', async ( {
	pageAs,
	problems,
} ) => {
	runSitePhp( HELPER, 'set', APP.id, APP.secret );
	const before = saved();
	const page = await pageAs( 'admin' );
	await page.goto( SCREEN );
	const fields = section( page );

	await fields.clientId.fill( 'not a client id!' );
	await fields.secret.fill( 'another-secret-123456' );
	await fields.save.click();

	await expect( fields.clientId ).toHaveValue( 'not a client id!' );
	await expect( fields.clientId ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( fields.clientId ).toHaveAccessibleDescription(
		/^This is not a PayPal client ID: copy it whole/
	);
	await expect(
		fields.secret,
		'the secret is never printed back'
	).toHaveValue( '' );
	expect( saved(), 'nothing of the section is saved' ).toEqual( before );
	expectNoProblems( problems );
} );

test( 'Test connection says connected, Payouts not enabled, wrong credentials or unreachable', async ( {
	pageAs,
	problems,
}, testInfo ) => {
	test.skip( ! ON_LOCAL_SITE, FAKE_IS_LOCAL );
	await withMuPlugin( 'paypal-is-the-fake', async () => {
		const page = await pageAs( 'admin' );
		await page.goto( SCREEN );
		const fields = section( page );

		await fields.clientId.fill( APP.id );
		await fields.secret.fill( APP.secret );
		await fields.test.click();
		await expect( fields.status ).toHaveText(
			'Connected to PayPal (sandbox). Payouts is enabled on this app.'
		);
		await expect( fields.clientId, 'what was typed stays' ).toHaveValue(
			APP.id
		);
		expect( saved().secret, 'the test saves nothing' ).toBeNull();
		await expectNoAxeViolations( page, testInfo, 'PayPal Payouts section', [
			'#vps-paypal',
		] );

		await fields.clientId.fill( APP_WITHOUT_PAYOUTS.id );
		await fields.secret.fill( APP_WITHOUT_PAYOUTS.secret );
		await fields.test.click();
		await expect( fields.status ).toContainText(
			'Connected to PayPal (sandbox), but Payouts is not enabled on this app'
		);

		await fields.clientId.fill( APP.id );
		await fields.secret.fill( 'a-wrong-secret-123456' );
		await fields.test.click();
		await expect( fields.status ).toContainText(
			'PayPal did not accept this client ID and secret in sandbox mode.'
		);
		await expect( fields.status ).toContainText(
			'sandbox credentials do not work in live mode'
		);

		// The saved secret is used when none is typed.
		runSitePhp( HELPER, 'set', APP.id, APP.secret );
		await page.goto( SCREEN );
		await fields.test.click();
		await expect( fields.status ).toHaveText(
			'Connected to PayPal (sandbox). Payouts is enabled on this app.'
		);

		paypalHarness( 'down' );
		try {
			await fields.test.click();
			await expect( fields.status ).toContainText(
				'PayPal could not be reached from this site.'
			);
		} finally {
			paypalHarness( 'up' );
		}
	} );
	expectNoProblems( problems );
} );

test( 'the section and its test speak German to an administrator who reads German', async ( {
	pageAs,
	problems,
} ) => {
	test.skip( ! ON_LOCAL_SITE, FAKE_IS_LOCAL );
	runSitePhp( HELPER, 'locale', 'de_DE' );
	await withMuPlugin( 'german-installed', () =>
		withMuPlugin( 'paypal-is-the-fake', async () => {
			runSitePhp( HELPER, 'set', APP.id, APP.secret );
			const page = await pageAs( 'admin' );
			await page.goto( SCREEN );
			await expect(
				page.getByRole( 'heading', { name: 'PayPal-Auszahlungen' } )
			).toBeVisible();
			await expect(
				page.getByText( 'Die Website lässt sich jede Zustellung' )
			).toHaveText(
				'Die Website lässt sich jede Zustellung von PayPal bestätigen, bevor sie danach handelt. Ohne Webhook fragt die Website PayPal weiterhin alle paar Minuten ab.'
			);
			await page
				.getByRole( 'button', { name: 'Verbindung testen' } )
				.click();
			await expect( page.locator( '#vps-paypal-check' ) ).toHaveText(
				'Mit PayPal verbunden (Sandbox). Auszahlungen sind für diese App aktiviert.'
			);
		} )
	);
	expectNoProblems( problems );
} );

test( 'Test connection asks PayPal only for whoever manages withdrawals, with the form’s nonce', async ( {
	pageAs,
} ) => {
	const form = {
		action: 'vendor_payout_schedule_paypal_test',
		'vendor_payout_schedule_paypal[client_id]': APP.id,
		'vendor_payout_schedule_paypal[secret]': APP.secret,
	};
	const vendor = await pageAs( 'vendor' );
	const asVendor = await vendor.request.post( '/wp-admin/admin-post.php', {
		form: form as Record< string, string >,
		maxRedirects: 0,
	} );
	expect( asVendor.status(), 'a vendor is refused' ).toBe( 403 );

	const admin = await pageAs( 'admin' );
	const withoutNonce = await admin.request.post( '/wp-admin/admin-post.php', {
		form: form as Record< string, string >,
		maxRedirects: 0,
	} );
	expect( withoutNonce.status(), 'a post without the nonce is refused' ).toBe(
		403
	);
	const state = JSON.parse( runSitePhp( HELPER, 'get' ) ) as {
		secret: string | null;
	};
	expect( state.secret, 'nothing was saved' ).not.toBe( APP.secret );
} );
