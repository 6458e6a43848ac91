/**
 * axe-core on what this plugin adds for the administrator and writes to vendors: the "Next run"
 * section of Dokan → Withdraw Schedule, a past run's record and its payout batch, both payout e-mails and the admin's run
 * summary as WooCommerce's mailer renders them, drawn in Chromium (each check scoped to the plugin's
 * own markup).
 */
import { expectNoAxeViolations } from './a11y-support';
import { expect, expectNoProblems, test } from './support/fixtures';
import { runPhpFixture } from './support/php-fixture';
import { runSitePhp } from './support/site-php';

test( 'the Next run section has no violations', async ( {
	pageAs,
	problems,
}, testInfo ) => {
	const page = await pageAs( 'admin' );
	await page.goto( '/wp-admin/admin.php?page=vendor-payout-schedule' );
	const section = page.getByRole( 'region', { name: 'Next run' } );
	await expect( section ).toBeVisible();
	await expect(
		section.getByRole( 'table', { name: 'Vendors of the next run' } )
	).toBeVisible();
	await expectNoAxeViolations( page, testInfo, 'Next run section', [
		'.vps-next-run',
	] );
	expectNoProblems( problems );
} );

test( 'a finished run’s record has no violations', async ( {
	pageAs,
	problems,
}, testInfo ) => {
	const record = 'tests/integration/php/run-record.php';
	const run = JSON.parse( runSitePhp( record, 'add' ) ) as { run_id: number };
	try {
		const page = await pageAs( 'admin' );
		await page.goto(
			`/wp-admin/admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run_id=${ run.run_id }`
		);
		await expect(
			page.getByRole( 'table', { name: 'Vendors of this run' } )
		).toBeVisible();
		await expectNoAxeViolations( page, testInfo, 'Run record', [
			'.vps-record',
		] );
		expectNoProblems( problems );
	} finally {
		runSitePhp( record, 'remove' );
	}
} );

test( 'a run’s payout batch, with a refusal and its files, has no violations', async ( {
	pageAs,
	problems,
}, testInfo ) => {
	const fixture = 'tests/integration/php/payout-batch.php';
	const run = JSON.parse( runSitePhp( fixture, 'add' ) ) as {
		run_id: number;
	};
	try {
		runSitePhp( fixture, 'refund' );
		const page = await pageAs( 'admin' );
		await page.goto(
			`/wp-admin/admin.php?page=vendor-payout-schedule&vendor_payout_schedule_run_id=${ run.run_id }`
		);
		await page
			.getByRole( 'button', {
				name: 'Check the 4 pending requests for payout',
			} )
			.click();
		await expect(
			page.getByRole( 'table', { name: 'Payout files' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'table', { name: 'Refused by Dokan: 1 request' } )
		).toBeVisible();
		await expectNoAxeViolations( page, testInfo, 'Payout batch', [
			'#vps-payout-batches',
		] );
		expectNoProblems( problems );
	} finally {
		runSitePhp( fixture, 'remove' );
	}
} );

for ( const kind of [ 'requested', 'skipped' ] ) {
	test( `the “payout ${ kind }” e-mail has no violations`, async ( {
		page,
	}, testInfo ) => {
		await page.setContent(
			runPhpFixture( 'payout-email.php', kind, 'vendor' )
		);
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: `Scheduled payout ${ kind }`,
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Open your withdraw page' } )
		).toBeVisible();
		await testInfo.attach( `e-mail ${ kind }`, {
			body: await page.screenshot( { fullPage: true } ),
			contentType: 'image/png',
		} );
		// Scoped to what the plugin's template prints: the document, header and footer around it
		// are WooCommerce's (email-header.php, email-footer.php).
		await expectNoAxeViolations( page, testInfo, `e-mail ${ kind }`, [
			'#body_content_inner',
		] );
	} );
}

test( 'the admin’s run summary e-mail has no violations', async ( {
	page,
}, testInfo ) => {
	await page.setContent( runPhpFixture( 'payout-email.php', 'summary' ) );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Scheduled payout run' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Open the run’s record' } )
	).toBeVisible();
	await testInfo.attach( 'e-mail summary', {
		body: await page.screenshot( { fullPage: true } ),
		contentType: 'image/png',
	} );
	await expectNoAxeViolations( page, testInfo, 'e-mail summary', [
		'#body_content_inner',
	] );
} );
