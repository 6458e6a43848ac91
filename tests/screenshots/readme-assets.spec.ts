/**
 * Makes the readme's screenshots from the local site: the panel on Dokan's React and legacy
 * withdraw pages, the Edit Withdraw Schedule dialog, the admin screen Dokan → Withdraw Schedule,
 * and every e-mail of the plugin as WooCommerce's e-mail preview shows it. They are written to
 * .wordpress-org/screenshot-N.png (WordPress.org's convention, not shipped in the zip), and the
 * captions to readme.txt's "== Screenshots ==" section in the same order.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { useUserLocale } from '../e2e/a11y-support';
import { expect, test } from '../e2e/support/fixtures';
import { runPhpFixture } from '../e2e/support/php-fixture';
import { REPO_DIR } from '../e2e/support/site';
import { runSitePhp } from '../e2e/support/site-php';
import { useVendorState } from '../e2e/support/vendor-state';
import { openPanel } from '../e2e/support/withdraw-page';

const LOCALE = process.env.SCREENSHOT_LOCALE ?? '';
const FOR_README = LOCALE === '' || LOCALE === 'en_US';
const OUT_DIR = FOR_README
	? path.join( REPO_DIR, '.wordpress-org' )
	: path.join( REPO_DIR, 'test-results', 'screenshots', LOCALE );
const README = path.join( REPO_DIR, 'readme.txt' );
/** The panel's accessible name, its heading, in the language of the shots. */
const PANEL_NAME = FOR_README ? 'Schedule' : 'Auszahlungsplan';

/**
 * The date of the run pictured: last Monday (the weekly schedule's day), so the panel reads as on
 * a real site. No real run reaches the local site, whose WP-Cron the suites keep off.
 */
const RUN_DATE = ( () => {
	const day = new Date();
	day.setUTCDate( day.getUTCDate() - ( ( day.getUTCDay() + 6 ) % 7 || 7 ) );
	return day.toISOString().slice( 0, 10 );
} )();

/** Captions by screenshot number, filled as the shots are made. */
const captions: string[] = [];

/** One e-mail as tests/screenshots/render-emails.php prints it. */
interface RenderedEmail {
	id: string;
	title: string;
	subject: string;
	html: string;
	notices: string[];
}

/**
 * Writes the next screenshot-N.png of a locator and records its caption.
 *
 * @param target  What to photograph.
 * @param caption The readme's caption for it.
 */
async function shoot( target: Locator | Page, caption: string ) {
	captions.push( caption );
	const file = path.join( OUT_DIR, `screenshot-${ captions.length }.png` );
	await target.screenshot( { path: file, animations: 'disabled' } );
}

/**
 * Puts the captions into readme.txt's Screenshots section, replacing what it held.
 *
 * @param lines The captions, in order.
 */
function writeCaptions( lines: string[] ) {
	const readme = readFileSync( README, 'utf8' );
	const section = [
		'== Screenshots ==',
		'',
		...lines.map( ( caption, index ) => `${ index + 1 }. ${ caption }` ),
		'',
	].join( '\n' );
	const next = /== Screenshots ==\n[\s\S]*?(?=\n== |$)/.test( readme )
		? readme.replace( /== Screenshots ==\n[\s\S]*?(?=\n== |$)/, section )
		: readme.replace( /(\n== Changelog ==)/, `\n${ section }$1` );
	writeFileSync( README, next );
}

/**
 * The card (React page) or panel (legacy page) titled Payment Details around the schedule panel:
 * the closest ancestor holding that title, as Dokan marks neither with an id of its own.
 *
 * @param panel The schedule panel.
 */
const paymentDetailsOf = ( panel: Locator ) =>
	panel.locator(
		'xpath=ancestor::*[.//*[normalize-space(text())="Payment Details" or normalize-space(text())="Zahlungsdetails"]][1]'
	);

test.describe.configure( { mode: 'serial' } );

test.describe( 'readme screenshots', () => {
	useVendorState();
	if ( ! FOR_README ) {
		useUserLocale( 'vendor', LOCALE );
		useUserLocale( 'admin', LOCALE );
	}
	/** The vendor's meta before the engine ran for them, for putting it back. */
	let metaBefore: string | null = null;

	test.beforeAll( () => mkdirSync( OUT_DIR, { recursive: true } ) );

	test.afterEach( () => {
		if ( metaBefore !== null ) {
			runPhpFixture(
				'payout-outcome.php',
				'clean',
				'vendor',
				metaBefore,
				RUN_DATE
			);
			metaBefore = null;
		}
	} );

	test.afterAll( () => {
		if ( FOR_README ) {
			writeCaptions( captions );
		}
	} );

	test( 'the panel on both withdraw pages, and the dialog', async ( {
		pageAs,
	} ) => {
		// A run requested a payout for the vendor: the panel tells it, and why the next waits.
		metaBefore = runPhpFixture(
			'payout-outcome.php',
			'run',
			'vendor',
			JSON.stringify( {
				balance: '1250.50',
				minimum: 50,
				reserve: 0,
				date: RUN_DATE,
			} )
		);
		const page = await pageAs( 'vendor' );

		let panel = await openPanel(
			page,
			'/dashboard/new/#/withdraw',
			PANEL_NAME
		);
		await expect( panel.locator( '.vps-payout-status' ) ).toBeVisible();
		await shoot(
			paymentDetailsOf( panel ),
			'The schedule panel in the Payment Details of Dokan’s withdraw page: the schedule, its next date, method and minimum balance, what the last scheduled request became and what the next would do.'
		);

		panel = await openPanel( page, '/dashboard/withdraw/', PANEL_NAME );
		await expect( panel.locator( '.vps-payout-status' ) ).toBeVisible();
		await shoot(
			paymentDetailsOf( panel ),
			'The same panel on Dokan’s classic (PHP) withdraw page.'
		);

		await panel.locator( '.vps-schedule__edit' ).click();
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog.getByRole( 'heading' ).first() ).toBeVisible();
		await page.waitForTimeout( 400 );
		await shoot(
			page,
			'Edit Withdraw Schedule: the withdraw method, the schedule, the minimum balance and the reserve kept back.'
		);
	} );

	test( 'the admin screen', async ( { pageAs } ) => {
		const page = await pageAs( 'admin' );
		await page.goto( '/wp-admin/admin.php?page=vendor-payout-schedule' );
		await expect( page.locator( '#wpbody-content h1' ) ).toBeVisible();
		await shoot(
			page.locator( '#wpbody-content' ),
			'Dokan → Withdraw Schedule: the schedules and amounts offered to vendors, the next run of each schedule and the past runs.'
		);
	} );

	test( 'the e-mails, as WooCommerce’s e-mail preview shows them', async ( {
		pageAs,
	} ) => {
		const emails = JSON.parse(
			runSitePhp(
				'tests/screenshots/render-emails.php',
				...( FOR_README ? [] : [ LOCALE ] )
			)
		) as RenderedEmail[];
		expect( emails.length ).toBeGreaterThan( 0 );
		const page = await pageAs( 'admin' );
		for ( const email of emails ) {
			// An e-mail without preview data would picture notices and blanks, not the e-mail.
			expect
				.soft(
					email.notices,
					`${ email.id }: PHP notices in its preview`
				)
				.toEqual( [] );
			if ( email.notices.length > 0 ) {
				continue;
			}
			await page.setContent( email.html );
			await shoot(
				page.locator( 'body' ),
				`WooCommerce’s preview of the e-mail “${ email.title }”: ${ email.subject }.`
			);
		}
	} );
} );
