/**
 * Pictures, for reading (never for the readme), of what a vendor sees as things change: the panel
 * right after a save (its projection shown without a reload), the panel once the vendor removed
 * PayPal from their payment settings, and the "skipped" e-mail with advice and, where the shop
 * offers nothing lower than the vendor's minimum, without. Written to
 * test-results/screenshots/LOCALE/vendor-states/ (en_US without SCREENSHOT_LOCALE).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { useUserLocale } from '../e2e/a11y-support';
import { expect, test } from '../e2e/support/fixtures';
import { runPhpFixture } from '../e2e/support/php-fixture';
import { REPO_DIR } from '../e2e/support/site';
import { runSitePhp } from '../e2e/support/site-php';
import { useVendorState } from '../e2e/support/vendor-state';
import { openPanel } from '../e2e/support/withdraw-page';
import { mergeSettings } from '../integration/support/wp-php';

const LOCALE = process.env.SCREENSHOT_LOCALE || 'en_US';
const IN_ENGLISH = LOCALE === 'en_US';
const OUT_DIR = path.join(
	REPO_DIR,
	'test-results',
	'screenshots',
	LOCALE,
	'vendor-states'
);
const PANEL_NAME = IN_ENGLISH ? 'Schedule' : 'Auszahlungsplan';
const SKIPPED_ID = 'vendor_payout_schedule_payout_skipped';

async function shoot( target: Locator | Page, name: string ) {
	await target.screenshot( {
		path: path.join( OUT_DIR, `${ name }.png` ),
		animations: 'disabled',
	} );
}

/**
 * The skipped e-mail as WooCommerce's preview shows it, on a blank page.
 *
 * @param page The page to draw it on.
 */
async function showSkippedEmail( page: Page ) {
	const emails = JSON.parse(
		runSitePhp(
			'tests/screenshots/render-emails.php',
			...( IN_ENGLISH ? [] : [ LOCALE ] )
		)
	) as Array< { id: string; html: string; notices: string[] } >;
	const skipped = emails.find( ( email ) => email.id === SKIPPED_ID );
	expect( skipped?.notices ).toEqual( [] );
	await page.setContent( skipped?.html ?? '' );
}

test.describe.configure( { mode: 'serial' } );

test.describe( 'what the vendor sees as things change', () => {
	useVendorState();
	if ( ! IN_ENGLISH ) {
		useUserLocale( 'vendor', LOCALE );
		useUserLocale( 'admin', LOCALE );
	}
	let profileBefore: string | null = null;

	test.beforeAll( () => mkdirSync( OUT_DIR, { recursive: true } ) );

	test.afterEach( () => {
		if ( profileBefore !== null ) {
			runPhpFixture(
				'vendor-payment-method.php',
				'restore',
				'vendor',
				profileBefore
			);
			profileBefore = null;
		}
	} );

	test( 'the panel right after a save', async ( { pageAs } ) => {
		const page = await pageAs( 'vendor' );
		const panel = await openPanel(
			page,
			'/dashboard/new/#/withdraw',
			PANEL_NAME
		);
		await expect( panel.locator( '.vps-payout-status' ) ).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		await panel.locator( '.vps-schedule__edit' ).click();
		const dialog = page.getByRole( 'dialog' );
		await dialog
			.locator( '.vps-edit-schedule__actions .vps-button--primary' )
			.click();
		await expect( dialog ).toHaveCount( 0 );
		await expect(
			panel.locator( '.vps-payout-status__next' )
		).toBeVisible();
		await shoot( panel, 'panel-after-save' );
	} );

	test( 'the panel once PayPal is removed', async ( { pageAs } ) => {
		profileBefore = runPhpFixture(
			'vendor-payment-method.php',
			'disconnect',
			'vendor',
			'paypal'
		);
		const page = await pageAs( 'vendor' );
		for ( const [ name, pagePath ] of [
			[ 'react', '/dashboard/new/#/withdraw' ],
			[ 'legacy', '/dashboard/withdraw/' ],
		] as const ) {
			const panel = await openPanel( page, pagePath, PANEL_NAME );
			await expect(
				panel.locator( '.vps-payout-status__next' )
			).toBeVisible();
			await shoot( panel, `panel-method-removed-${ name }` );
		}
	} );

	test( 'the skipped e-mail, with advice and without', async ( {
		pageAs,
	} ) => {
		const page = await pageAs( 'admin' );
		// The preview's vendor is below a minimum of $100.00, and $50.00 is offered.
		await showSkippedEmail( page );
		await shoot( page.locator( 'body' ), 'email-skipped-with-advice' );

		// Nothing below $100.00 is offered: nothing to advise.
		mergeSettings( { own: { minimum_amounts: [ 100, 200, 500 ] } } );
		await showSkippedEmail( page );
		await shoot( page.locator( 'body' ), 'email-skipped-without-advice' );
	} );
} );
