/**
 * The administrator's "Withdraw Schedule" screen under the Dokan menu: a change made there is in the
 * vendor's next GET; an invalid value changes nothing; only Dokan managers may use it.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

import { parseSiteDate, weekdayOf } from './support/dates';
import {
	dokanScreenNonce,
	saveDokanSection,
} from './support/dokan-settings-screen';
import { putStoredStateBackAfterAll } from './support/put-stored-state-back';
import { callerAs, DISBURSEMENT } from './support/rest';
import { browserContextAs, loggedInContext } from './support/session';
import { withMuPlugin } from '../e2e/support/mu-plugin';
import {
	mergeSettings,
	seedDisbursement,
	settingsState,
} from './support/wp-php';

const SCREEN = '/wp-admin/admin.php?page=vendor-payout-schedule';

putStoredStateBackAfterAll();

test.beforeEach( () => {
	seedDisbursement();
} );

async function openScreenAsAdmin( browser: Browser ): Promise< Page > {
	const context = await browserContextAs( browser, 'admin' );
	const page = await context.newPage();
	await page.goto( '/wp-admin/admin.php?page=dokan' );
	await page.getByRole( 'link', { name: 'Withdraw Schedule' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Withdraw Schedule', level: 1 } )
	).toBeVisible();
	return page;
}

async function vendorSees(): Promise< Record< string, any > > {
	const vendor = await callerAs( 'vendor' );
	try {
		const answer = await vendor.get( DISBURSEMENT );
		expect( answer.status() ).toBe( 200 );
		return await answer.json();
	} finally {
		await vendor.dispose();
	}
}

test( 'the screen shows each schedule with its description and next payout date', async ( {
	browser,
} ) => {
	const page = await openScreenAsAdmin( browser );

	await expect(
		page.getByLabel( 'Let vendors choose a schedule' )
	).toBeChecked();
	await expect( page.getByLabel( 'Payout time' ) ).toHaveValue( '23:00' );
	const monthly = page.getByRole( 'group', { name: 'Monthly' } );
	await expect(
		monthly.getByRole( 'checkbox', { name: 'Offer Monthly' } )
	).toBeChecked();
	await expect( monthly.getByLabel( 'Week' ) ).toHaveValue( 'L' );
	await expect(
		monthly.getByText(
			/^Last Friday of the month · Next payout: [A-Z][a-z]+ \d{1,2}, \d{4}$/
		)
	).toBeVisible();
	await page.context().close();
} );

test( 'a change saved on the screen is in the vendor’s next GET', async ( {
	browser,
} ) => {
	const page = await openScreenAsAdmin( browser );

	const weekly = page.getByRole( 'group', { name: 'Weekly' } );
	await weekly.getByLabel( 'Day' ).selectOption( 'friday' );
	const quarterly = page.getByRole( 'group', { name: 'Quarterly' } );
	await quarterly
		.getByRole( 'checkbox', { name: 'Offer Quarterly' } )
		.uncheck();
	const biweekly = page.getByRole( 'group', { name: 'Twice Per Month' } );
	await biweekly
		.getByLabel( 'Week' )
		.selectOption( { label: '2nd and 4th' } );
	await page.getByLabel( 'Minimum balance choices' ).fill( '0, 75, 150' );
	await page.getByLabel( 'Reserve balance choices' ).fill( '0, 25' );
	await page.getByLabel( 'Payout time' ).fill( '18:30' );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();

	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	// The list as vendors are offered it: from Dokan's minimum withdraw amount (50).
	await expect( page.getByLabel( 'Minimum balance choices' ) ).toHaveValue(
		'50, 75, 150'
	);
	await expect(
		page
			.getByRole( 'group', { name: 'Weekly' } )
			.getByText( /^Every Friday · Next payout/ )
	).toBeVisible();

	const data = await vendorSees();
	expect( Object.keys( data.schedules ) ).toEqual( [
		'weekly',
		'biweekly',
		'monthly',
	] );
	expect( data.schedules.weekly.description ).toBe( 'Every Friday' );
	expect( weekdayOf( parseSiteDate( data.schedules.weekly.next ) ) ).toBe(
		'friday'
	);
	expect( data.schedules.biweekly.description ).toBe(
		'2nd and 4th Monday of the month'
	);
	// 0 is below the withdraw limit (50), so it is offered as 50.
	expect( data.minimum_amount_list ).toEqual( [ 50, 75, 150 ] );
	expect( data.reserve_balance_list ).toEqual( [ 0, 25 ] );

	// Stored where Dokan Pro keeps them, so they carry over.
	const stored = settingsState();
	expect( stored.dokan_withdraw ).toMatchObject( {
		disbursement: { manual: 'manual', schedule: 'schedule' },
		disbursement_schedule: {
			weekly: 'weekly',
			biweekly: 'biweekly',
			monthly: 'monthly',
			quarterly: '',
		},
		weekly_schedule: 'friday',
		biweekly_schedule: { week: '2', days: 'monday' },
	} );
	expect( stored.own ).toMatchObject( {
		minimum_amounts: [ 0, 75, 150 ],
		reserve_amounts: [ 0, 25 ],
		payout_time: '18:30',
	} );
	await page.context().close();
} );

test( 'a save that leaves the default balance lists as shown keeps them the default, so minimums follow Dokan’s minimum withdraw', async ( {
	browser,
} ) => {
	const page = await openScreenAsAdmin( browser );
	// The default list as vendors are offered it, from Dokan's minimum withdraw amount (50).
	await expect( page.getByLabel( 'Minimum balance choices' ) ).toHaveValue(
		'50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000'
	);
	await page
		.getByLabel( 'Dokan’s “new withdraw request” e-mail for each request' )
		.check();
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	const own = settingsState().own ?? {};
	expect( own.admin_mail ).toBe( 'each_request' );
	expect( own.minimum_amounts ?? null ).toBeNull();
	expect( own.reserve_amounts ?? null ).toBeNull();

	// Dokan → Settings → Withdraw: the minimum withdraw amount becomes 12.50.
	const dokanBefore = settingsState().dokan_withdraw ?? {};
	const admin = page.context().request;
	await saveDokanSection(
		admin,
		await dokanScreenNonce( admin ),
		'dokan_withdraw',
		{
			...dokanBefore,
			withdraw_limit: '12.50',
		}
	);
	try {
		await page.reload();
		await expect(
			page.getByLabel( 'Minimum balance choices' )
		).toHaveValue(
			'12.5, 15, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000'
		);
		await expect(
			page.getByText( 'Dokan’s minimum withdraw amount ($12.50)' )
		).toBeVisible();
		expect( ( await vendorSees() ).minimum_amount_list ).toEqual( [
			12.5, 15, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000,
		] );
	} finally {
		// The other tests of this file count on Dokan's minimum of 50.
		mergeSettings( {
			dokan_withdraw: { withdraw_limit: dokanBefore.withdraw_limit },
		} );
	}
	await page.context().close();
} );

test( 'switching the feature off on the screen makes the vendor’s GET an error', async ( {
	browser,
} ) => {
	const page = await openScreenAsAdmin( browser );
	await page.getByLabel( 'Let vendors choose a schedule' ).uncheck();
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();

	const vendor = await callerAs( 'vendor' );
	try {
		expect( ( await vendor.get( DISBURSEMENT ) ).status() ).toBe( 403 );
	} finally {
		await vendor.dispose();
	}
	await page.context().close();
} );

test( 'an invalid value is reported and nothing is saved, not even the valid fields', async ( {
	browser,
} ) => {
	const before = settingsState();
	const page = await openScreenAsAdmin( browser );

	await page
		.getByRole( 'group', { name: 'Weekly' } )
		.getByLabel( 'Day' )
		.selectOption( 'sunday' );
	await page.getByLabel( 'Minimum balance choices' ).fill( 'ten, 20' );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();

	await expect(
		page.getByText( 'Minimum balances must be amounts of 0 or more' )
	).toBeVisible();
	await expect( page.getByText( 'Settings saved.' ) ).toHaveCount( 0 );
	expect( settingsState() ).toEqual( before );
	await page.context().close();
} );

test( 'enabling the feature without any schedule is refused', async ( {
	browser,
} ) => {
	const before = settingsState();
	const page = await openScreenAsAdmin( browser );
	for ( const title of [
		'Weekly',
		'Twice Per Month',
		'Monthly',
		'Quarterly',
	] ) {
		await page
			.getByRole( 'checkbox', { name: `Offer ${ title }` } )
			.uncheck();
	}
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();

	await expect(
		page.getByText(
			'Offer at least one schedule when scheduled withdrawals are enabled.'
		)
	).toBeVisible();
	expect( settingsState() ).toEqual( before );
	await page.context().close();
} );

test( 'a vendor cannot open the screen, and a save without the form’s nonce is refused', async ( {
	browser,
} ) => {
	const before = settingsState();

	const vendorContext = await browserContextAs( browser, 'vendor' );
	const vendorPage = await vendorContext.newPage();
	const opened = await vendorPage.goto( SCREEN );
	expect( opened?.status() ).toBe( 403 );
	await expect(
		vendorPage.getByText( 'Withdraw Schedule', { exact: true } )
	).toHaveCount( 0 );
	await vendorContext.close();

	const form = {
		option_page: 'vendor_payout_schedule',
		action: 'update',
		'vendor_payout_schedule_settings[submitted]': '1',
		'vendor_payout_schedule_settings[payout_time]': '01:00',
	};
	for ( const user of [ 'admin', 'vendor' ] as const ) {
		const context = await loggedInContext( user );
		const answer = await context.post( '/wp-admin/options.php', {
			form: { ...form, _wpnonce: 'not-a-nonce' },
			maxRedirects: 0,
		} );
		if ( user === 'vendor' ) {
			// Dokan, on by default, sends vendors out of wp-admin before options.php looks at the
			// form (Core::block_admin_access() in Dokan Lite's includes/Core.php).
			expect( answer.status() ).toBe( 302 );
			expect( answer.headers().location ).not.toContain( '/wp-admin/' );
		} else {
			expect( answer.status() ).toBe( 403 );
		}
		await context.dispose();
	}
	expect( settingsState() ).toEqual( before );
} );

/**
 * Posts fields of the plugin's option to options.php as the administrator, with the screen's own
 * nonce but without the screen's hidden `submitted` field.
 * @param fields Fields below the plugin's option name.
 */
async function postWithoutScreenMarker( fields: Record< string, string > ) {
	const admin = await loggedInContext( 'admin' );
	try {
		const screen = await ( await admin.get( SCREEN ) ).text();
		const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(
			screen
		)?.[ 1 ];
		expect( nonce, 'the screen’s nonce' ).toBeTruthy();
		const form: Record< string, string > = {
			option_page: 'vendor_payout_schedule',
			action: 'update',
			_wpnonce: nonce as string,
		};
		for ( const [ key, value ] of Object.entries( fields ) ) {
			form[ `vendor_payout_schedule_settings[${ key }]` ] = value;
		}
		const answer = await admin.post( '/wp-admin/options.php', {
			form,
			maxRedirects: 0,
		} );
		expect( answer.status() ).toBe( 302 );
	} finally {
		await admin.dispose();
	}
}

const JUNK_KEY = 'x'.repeat( 2000 );

test( 'a save without the screen’s hidden field is validated too: an invalid value and a junk key change nothing', async () => {
	const before = settingsState();
	await postWithoutScreenMarker( {
		payout_time: 'soon',
		minimum_amounts: 'ten, 20',
		[ JUNK_KEY ]: 'junk',
	} );
	expect( settingsState() ).toEqual( before );
} );

test( 'a save without the screen’s hidden field keeps only the plugin’s own settings, cleaned', async () => {
	await postWithoutScreenMarker( {
		payout_time: ' 01:00 ',
		reserve_amounts: '25, 0, 25',
		[ JUNK_KEY ]: 'junk',
	} );
	const own = settingsState().own ?? {};
	expect( own ).toMatchObject( {
		payout_time: '01:00',
		reserve_amounts: [ 0, 25 ],
	} );
	for ( const key of Object.keys( own ) ) {
		expect( [
			'minimum_amounts',
			'reserve_amounts',
			'payout_time',
		] ).toContain( key );
	}
} );

test( 'a schedule title carrying markup is shown as text, in its row and in an error message', async ( {
	browser,
} ) => {
	await withMuPlugin( 'schedule-title-markup', async () => {
		const page = await openScreenAsAdmin( browser );
		const markup =
			'<img src="x" onerror="document.body.dataset.injected=1">Weekly';
		// The settings table is presentational, so its row headers are plain cells.
		await expect(
			page.locator( '.form-table th' ).filter( { hasText: 'Weekly' } )
		).toHaveText( markup );

		// A weekday the form does not offer, so the error names the schedule.
		await page
			.getByRole( 'group', { name: markup } )
			.getByLabel( 'Day' )
			.evaluate( ( select: HTMLSelectElement ) => {
				select.selectedOptions[ 0 ]?.setAttribute( 'value', 'someday' );
			} );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect(
			page.getByText(
				`Choose a valid week and day for the ${ markup } schedule.`
			)
		).toBeVisible();

		await expect( page.locator( '.vps-settings img' ) ).toHaveCount( 0 );
		expect(
			await page.evaluate( () => document.body.dataset.injected )
		).toBeUndefined();
		await page.context().close();
	} );
} );
