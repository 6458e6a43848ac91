/**
 * The shipped German translation in the browser. The vendor's profile language is set to de_DE
 * (and put back after each test); the site stays English, and so do WordPress's own strings. What
 * the script renders (heading, summary, modal, toast) and what the server renders (schedule
 * titles and descriptions, error messages, the admin screen) must both come out in German.
 */
import type { Locator, Page } from '@playwright/test';

import { mergeSettings } from '../integration/support/wp-php';
import { useUserLocale } from './a11y-support';
import {
	REFUSED_SAVE,
	expect,
	expectNoProblems,
	test,
	unexpectedProblems,
} from './support/fixtures';
import { withMuPlugin } from './support/mu-plugin';
import { withoutPreloadedAnswers } from './support/requests';
import { useVendorState } from './support/vendor-state';
import {
	WITHDRAW_PAGES,
	expectModalOpen,
	openPanel,
} from './support/withdraw-page';

/**
 * The panel's first answer from the server, as the page received it.
 *
 * @param page The page, before it navigates.
 */
function disbursementAnswer( page: Page ) {
	return page
		.waitForResponse(
			( response ) =>
				/withdraw(%2F|\/)disbursement(\?|&|$)/.test( response.url() ) &&
				response.request().method() === 'GET'
		)
		.then(
			( response ) =>
				response.json() as Promise< {
					schedules: Record<
						string,
						{ title: string; description: string }
					>;
				} >
		);
}

/**
 * The schedules of the dialog, titles and descriptions in German, weekly chosen.
 *
 * @param schedulesGroup The dialog's schedule radio group.
 */
async function expectGermanSchedules( schedulesGroup: Locator ) {
	await expect(
		schedulesGroup.getByRole( 'radio', {
			name: /^Wöchentlich \(Jeden .+\)$/,
		} )
	).toBeChecked();
	await expect(
		schedulesGroup.getByRole( 'radio', {
			name: /^Zweimal im Monat \(1\. und 3\. .+ des Monats\)$/,
		} )
	).toBeVisible();
}

test.describe( 'a vendor whose language is German', () => {
	useVendorState();
	useUserLocale( 'vendor', 'de_DE' );

	for ( const withdrawPage of WITHDRAW_PAGES ) {
		test( `sees the panel in German on the ${ withdrawPage.name }, from the script and from the server`, async ( {
			pageAs,
			problems,
		} ) => {
			const page = await pageAs( 'vendor' );
			// The server's own words are read from its answer: fetched, not preloaded.
			await withoutPreloadedAnswers( page );
			const answer = disbursementAnswer( page );
			const panel = await openPanel(
				page,
				withdrawPage.path,
				'Auszahlungsplan'
			);

			// WordPress found the script's JSON by the md5 of build/index.js and printed it.
			await expect(
				page.locator( '#vendor-payout-schedule-js-translations' )
			).toHaveCount( 1 );
			const printed = await page
				.locator( '#vendor-payout-schedule-js-translations' )
				.textContent();
			expect( printed ).toMatch( /"lang":\s*"de_DE"/ );
			expect( printed ).toContain( '"Auszahlungsplan bearbeiten"' );

			// The server (PHP) answers in German.
			const { schedules } = await answer;
			expect( schedules.weekly?.title ).toBe( 'Wöchentlich' );
			expect( schedules.weekly?.description ).toMatch( /^Jeden / );
			expect( schedules.biweekly?.title ).toBe( 'Zweimal im Monat' );

			// The script (JS) speaks German around the server's words; the price follows the shop.
			await expect(
				panel.getByRole( 'heading', { name: 'Auszahlungsplan' } )
			).toBeVisible();
			await expect(
				panel.getByRole( 'switch', { name: 'Auszahlungsplan' } )
			).toBeChecked();
			await expect( panel ).toContainText(
				/Wöchentlich, nächste Auszahlung am .+ an PayPal .+\. Nur wenn das Guthaben mindestens \$50\.00 beträgt\./
			);
			await panel
				.getByRole( 'button', { name: 'Auszahlungsplan bearbeiten' } )
				.click();

			const dialog = await expectModalOpen(
				page,
				'Auszahlungsplan bearbeiten'
			);
			await expect(
				dialog.getByRole( 'combobox', { name: 'Auszahlungsmethode' } )
			).toBeVisible();
			const schedulesGroup = dialog.getByRole( 'radiogroup', {
				name: 'Bevorzugter Auszahlungsplan',
			} );
			await expect( schedulesGroup ).toContainText(
				'Einnahmen werden auf Ihre Anforderung hin ausgezahlt.'
			);
			await expectGermanSchedules( schedulesGroup );
			const minimum = dialog.getByRole( 'combobox', {
				name: 'Nur bei einem Guthaben von',
			} );
			await expect(
				minimum.locator(
					'xpath=ancestor::div[contains(@class, "vps-select__control")]'
				)
			).toContainText( '$50.00 oder mehr' );
			await expect(
				dialog.getByRole( 'combobox', { name: 'Rücklage einbehalten' } )
			).toBeVisible();
			await expect(
				dialog.getByRole( 'status', { name: 'Nächste Auszahlung' } )
			).toContainText( 'gemäß Ihrem Auszahlungsplan' );

			// An error the server words: the monthly schedule is withdrawn while the modal is open.
			mergeSettings( {
				dokan_withdraw: {
					disbursement_schedule: {
						weekly: 'weekly',
						biweekly: 'biweekly',
					},
				},
			} );
			await schedulesGroup
				.getByRole( 'radio', { name: /^Monatlich/ } )
				.click();
			await dialog
				.getByRole( 'button', { name: 'Auszahlungsplan ändern' } )
				.click();
			await expect( dialog ).toContainText(
				'Ihre Änderung wurde nicht gespeichert'
			);
			await expect( dialog ).toContainText(
				'Ungültige(r) Parameter: schedule'
			);

			// Saved: the toast is German too.
			await schedulesGroup
				.getByRole( 'radio', { name: /^Wöchentlich/ } )
				.click();
			await dialog
				.getByRole( 'button', { name: 'Auszahlungsplan ändern' } )
				.click();
			await expect(
				page.getByRole( 'status' ).filter( {
					hasText: 'Auszahlungsplan erfolgreich aktualisiert',
				} )
			).toBeVisible();
			await expect( dialog ).toHaveCount( 0 );

			expect( unexpectedProblems( problems, REFUSED_SAVE ) ).toEqual(
				[]
			);
		} );
	}

	for ( const { installed, asks } of [
		{ installed: true, asks: 0 },
		{ installed: false, asks: 1 },
	] ) {
		test( `reads the schedules in German on the legacy page too, German ${
			installed
				? 'installed for WordPress: with the page'
				: 'not installed for WordPress: asked once'
		}`, async ( { pageAs, problems } ) => {
			const page = await pageAs( 'vendor' );
			const asked: string[] = [];
			page.on( 'request', ( request ) => {
				if ( /withdraw(%2F|\/)disbursement/.test( request.url() ) ) {
					asked.push( request.url() );
				}
			} );
			const open = () =>
				openPanel( page, '/dashboard/withdraw/', 'Auszahlungsplan' );
			const panel = await ( installed
				? withMuPlugin( 'german-installed', open )
				: open() );

			await expect(
				panel.locator( '.vps-schedule-summary' )
			).toContainText( /^Wöchentlich, nächste Auszahlung am / );
			await panel
				.getByRole( 'button', { name: 'Auszahlungsplan bearbeiten' } )
				.click();
			const dialog = await expectModalOpen(
				page,
				'Auszahlungsplan bearbeiten'
			);
			const schedulesGroup = dialog.getByRole( 'radiogroup', {
				name: 'Bevorzugter Auszahlungsplan',
			} );
			await expectGermanSchedules( schedulesGroup );
			await expect(
				schedulesGroup.getByRole( 'radio', { name: /^Monatlich / } )
			).toBeVisible();
			expect( asked ).toHaveLength( asks );
			expectNoProblems( problems );
		} );
	}

	test( 'another vendor on the same site still sees English', async ( {
		pageAs,
		problems,
	} ) => {
		const page = await pageAs( 'vendor2' );
		const panel = await openPanel( page, '/dashboard/withdraw/' );
		await expect(
			panel.getByRole( 'heading', { name: 'Schedule' } )
		).toBeVisible();
		await expect(
			panel.getByRole( 'button', { name: 'Edit schedule' } )
		).toBeVisible();
		expectNoProblems( problems );
	} );
} );

test.describe( 'an administrator whose language is German', () => {
	useVendorState();
	useUserLocale( 'admin', 'de_DE' );

	test( 'sees the settings screen in German', async ( {
		pageAs,
		problems,
	} ) => {
		const page = await pageAs( 'admin' );
		await page.goto( '/wp-admin/admin.php?page=vendor-payout-schedule' );
		await expect(
			page.getByRole( 'heading', { name: 'Auszahlungsplan', level: 1 } )
		).toBeVisible();
		await expect(
			page.getByText( 'Geplante Auszahlungen', { exact: true } ).first()
		).toBeVisible();
		await expect(
			page.getByText( 'Für Anbieter verfügbare Auszahlungspläne' )
		).toBeVisible();
		await expect(
			page.getByText( 'Letzte Auszahlungsläufe' )
		).toBeVisible();
		expectNoProblems( problems );
	} );
} );
