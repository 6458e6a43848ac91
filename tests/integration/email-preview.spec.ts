/**
 * WooCommerce → Settings → Emails → each of the plugin's e-mails: its preview and "Send a test
 * email" show a made-up but realistic payout (amount, method, schedule, date), and drawing it
 * logs no PHP notice.
 */
import { expect, test, type Page } from '@playwright/test';

import { browserContextAs } from './support/session';
import { runSitePhp } from '../e2e/support/site-php';

const PHP = 'tests/integration/php/email-preview.php';
const SCHEDULE = /^(Weekly|Twice Per Month|Monthly|Quarterly)$/;
const DATE = /\d{4}/;
const AMOUNT = /\d/;

interface PluginEmail {
	title: string;
	/** Its key in WooCommerce's list, lowercased in the settings link. */
	key: string;
	/** Its class, WooCommerce's preview `type`. */
	type: string;
	subject: RegExp;
	expectContent: ( preview: Page ) => Promise< void >;
}

/**
 * What the e-mail's template printed, inside WooCommerce's header and footer (whose layout tables
 * change between WooCommerce's releases).
 * @param preview The preview.
 */
function bodyOf( preview: Page ) {
	return preview.locator( '#body_content_inner' );
}

/**
 * The cell beside a row header of the e-mail's table.
 * @param preview The preview.
 * @param header  Row header.
 */
function valueOf( preview: Page, header: string ) {
	return bodyOf( preview )
		.getByRole( 'row', { name: new RegExp( `^${ header }` ) } )
		.getByRole( 'cell' );
}

const EMAILS: PluginEmail[] = [
	{
		title: 'Scheduled payout requested',
		key: 'Vendor_Payout_Schedule_Payout_Requested_Email',
		type: 'VendorPayoutSchedule\\Email\\Payout_Requested_Email',
		subject: /^Your scheduled payout of \D*1,250\.50\D* was requested$/,
		expectContent: async ( preview ) => {
			await expect( preview.getByText( 'Hi John Doe,' ) ).toBeVisible();
			await expect( valueOf( preview, 'Amount' ) ).toHaveText( AMOUNT );
			await expect( valueOf( preview, 'Payment method' ) ).toHaveText(
				/\S/
			);
			await expect( valueOf( preview, 'Schedule' ) ).toHaveText(
				SCHEDULE
			);
			await expect( valueOf( preview, 'Payout date' ) ).toHaveText(
				DATE
			);
			// The statement's totals add up: 120.00 + 1,340.50 - 60.00 - 150.00 kept.
			await expect( valueOf( preview, 'Closing balance' ) ).toHaveText(
				/1,400\.50/
			);
			await expect( valueOf( preview, 'Requested' ) ).toHaveText(
				/1,250\.50/
			);
			await expect(
				bodyOf( preview ).getByRole( 'link', {
					name: 'See what makes up this payout',
				} )
			).toBeVisible();
		},
	},
	{
		title: 'Scheduled payout skipped',
		key: 'Vendor_Payout_Schedule_Payout_Skipped_Email',
		type: 'VendorPayoutSchedule\\Email\\Payout_Skipped_Email',
		subject: /^Your scheduled payout of .*\d{4} was skipped$/,
		expectContent: async ( preview ) => {
			await expect( preview.getByText( 'Hi John Doe,' ) ).toBeVisible();
			// The skip names no method: the schedule and date in a sentence, the amounts in the why.
			await expect(
				preview.getByText(
					/^Your scheduled payout of .*\d{4} \((Weekly|Twice Per Month|Monthly|Quarterly)\) was skipped/
				)
			).toBeVisible();
			await expect(
				preview.getByText(
					/^Your balance of \D*80\.00\D* was below the minimum of \D*100\.00\D*\.$/
				)
			).toBeVisible();
		},
	},
	{
		title: 'Scheduled payout run summary',
		key: 'Vendor_Payout_Schedule_Run_Summary_Email',
		type: 'VendorPayoutSchedule\\Email\\Run_Summary_Email',
		subject:
			/^\[.+\]: Scheduled payouts of .*\d{4} \((Weekly|Twice Per Month|Monthly|Quarterly)\)$/,
		expectContent: async ( preview ) => {
			await expect(
				preview.getByText(
					/^The \w.* payout run of .*\d{4} is done\.$/
				)
			).toBeVisible();
			const requested = bodyOf( preview )
				.getByRole( 'table' )
				.first()
				.getByRole( 'row' )
				.nth( 1 )
				.getByRole( 'cell' );
			await expect( requested.nth( 0 ) ).toHaveText( /\S/ );
			await expect( requested.nth( 2 ) ).toHaveText( '12' );
			await expect( requested.nth( 3 ) ).toHaveText( /8,420\.50/ );
			await expect(
				bodyOf( preview ).getByRole( 'row', {
					name: /^Below minimum 5$/,
				} )
			).toBeVisible();
			await expect(
				preview.getByRole( 'link', {
					name: 'Review the pending withdraw requests',
				} )
			).toHaveAttribute(
				'href',
				/page=dokan#\/withdraw\?status=pending/
			);
			await expect(
				preview.getByRole( 'link', { name: 'Open the run’s record' } )
			).toHaveAttribute( 'href', /page=vendor-payout-schedule/ );
		},
	},
	{
		title: 'PayPal payout outcome',
		key: 'Vendor_Payout_Schedule_Paypal_Outcome_Email',
		type: 'VendorPayoutSchedule\\Email\\Paypal_Outcome_Email',
		subject: /^\[.+\]: PayPal payout VPS-\S+ of payout batch 7$/,
		expectContent: async ( preview ) => {
			await expect(
				preview.getByText(
					/^PayPal has finished the payout VPS-\S+ \(PayPal batch \w+\) of payout batch 7: every payment in it is final\.$/
				)
			).toBeVisible();
			await expect(
				bodyOf( preview ).getByRole( 'row', {
					name: /^Paid by PayPal 3 2,310\.75 \w{3}$/,
				} )
			).toBeVisible();
			const failure = bodyOf( preview ).getByRole( 'row', {
				name: /^John Doe #1042/,
			} );
			await expect( failure ).toContainText(
				'the e-mail address has no PayPal account'
			);
			// An amount and its currency stay on one line beside the long reason.
			const amount = failure.getByRole( 'cell', {
				name: /^420\.00 \w{3}$/,
			} );
			expect(
				await amount.evaluate( ( cell ) => {
					const text = cell.ownerDocument.createRange();
					text.selectNodeContents( cell );
					return text.getClientRects().length;
				} ),
				'lines of the amount'
			).toBe( 1 );
			await expect(
				preview.getByRole( 'link', {
					name: 'Open the batch on the run’s record',
				} )
			).toHaveAttribute(
				'href',
				/page=vendor-payout-schedule.*#vps-payout-batches/
			);
		},
	},
];

/**
 * PHP notices, warnings and errors the debug log gained since its size was taken.
 * @param since Size of the log before.
 */
function noticesSince( since: string ): string[] {
	return runSitePhp( PHP, 'log-since', since )
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Notice|Warning|Deprecated|Fatal)/.test( line )
		);
}

for ( const email of EMAILS ) {
	test( `the “${ email.title }” preview shows a sample payout and logs no notice`, async ( {
		browser,
	} ) => {
		const logSize = runSitePhp( PHP, 'log-size' );
		const context = await browserContextAs( browser, 'admin' );
		const page = await context.newPage();
		await page.goto(
			`/wp-admin/admin.php?page=wc-settings&tab=email&section=${ email.key.toLowerCase() }`
		);
		const mount = page.locator( '#wc_settings_email_preview_slotfill' );
		expect(
			JSON.parse(
				( await mount.getAttribute( 'data-email-types' ) ) ?? '[]'
			)
		).toEqual( [ { label: email.title, value: email.type } ] );
		const previewUrl =
			( await mount.getAttribute( 'data-preview-url' ) ) ?? '';

		const preview = await context.newPage();
		await preview.goto(
			`${ previewUrl }&type=${ encodeURIComponent( email.type ) }`
		);
		await expect(
			preview.getByRole( 'heading', { level: 1 } )
		).not.toHaveText( '' );
		await email.expectContent( preview );
		await context.close();

		// WooCommerce 9.9.5 and Dokan Lite 4.1.2 log notices of their own on these screens (a
		// deprecated WooCommerce hook Dokan still uses); the plugin's must be none.
		const notices = noticesSince( logSize );
		expect(
			notices.filter( ( line ) =>
				line.includes( 'vendor-payout-schedule' )
			),
			'no notice from the plugin'
		).toEqual( [] );
	} );

	test( `“Send a test email” of “${ email.title }” sends the sample`, () => {
		const logSize = runSitePhp( PHP, 'log-size' );
		const sent = JSON.parse(
			runSitePhp( PHP, 'send-test', email.type )
		) as {
			subject: string;
			message: string;
		};
		expect( sent.subject ).toMatch( email.subject );
		expect( sent.message ).not.toContain( 'Hi ,' );
		expect(
			noticesSince( logSize ).filter( ( line ) =>
				line.includes( 'vendor-payout-schedule' )
			)
		).toEqual( [] );
	} );
}

for ( const section of [
	'vendor_payout_schedule_run_summary_email',
	'vendor_payout_schedule_paypal_outcome_email',
] ) {
	test( `the settings of ${ section } have a Recipient(s) field`, async ( {
		browser,
	} ) => {
		const context = await browserContextAs( browser, 'admin' );
		const page = await context.newPage();
		await page.goto(
			`/wp-admin/admin.php?page=wc-settings&tab=email&section=${ section }`
		);
		await expect( page.getByLabel( 'Recipient(s)' ) ).toBeVisible();
		await context.close();
	} );
}

test( 'WooCommerce’s list of e-mails says whom each of the plugin’s e-mails goes to', async ( {
	browser,
} ) => {
	const context = await browserContextAs( browser, 'admin' );
	const page = await context.newPage();
	await page.goto( '/wp-admin/admin.php?page=wc-settings&tab=email' );
	const list = page.locator( 'table.wc_emails' );
	const headers = await list.locator( 'thead th' ).allTextContents();
	const column = headers.findIndex( ( text ) => text === 'Recipient(s)' );
	expect( column, 'the list has a Recipient(s) column' ).toBeGreaterThan(
		-1
	);
	const recipientOf = ( title: string ) =>
		list
			.getByRole( 'row' )
			.filter( { has: page.getByRole( 'link', { name: title } ) } )
			.locator( 'td' )
			.nth( column );
	// The vendor's e-mails name the vendor as Dokan's own e-mails to vendors do; the summary goes
	// to the admin's address unless the admin set others.
	for ( const title of [
		'Scheduled payout requested',
		'Scheduled payout skipped',
	] ) {
		await expect( recipientOf( title ) ).toHaveText(
			'vendor@ofthe.product'
		);
	}
	for ( const title of [
		'Scheduled payout run summary',
		'PayPal payout outcome',
	] ) {
		await expect( recipientOf( title ) ).toHaveText( /^\S+@\S+$/ );
	}
	await context.close();
} );
