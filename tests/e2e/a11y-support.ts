/**
 * What the accessibility, locale and right-to-left specs share: keyboard moves, the focus ring,
 * live regions, axe-core and a user's language.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { ElementHandle, Locator, Page, TestInfo } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { REPO_DIR, type SeededUser } from './support/site';

/** The rule sets every axe check runs: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
export const AXE_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'best-practice',
];

/**
 * A user's profile language: sets it and answers the one it replaced ('' is the site's).
 *
 * @param login  User name.
 * @param locale Locale to set; read only when left out.
 */
export function userLocale( login: SeededUser, locale?: string ): string {
	const output = execFileSync(
		'php',
		[
			path.join( REPO_DIR, 'tests/env/wp-php.php' ),
			path.join( REPO_DIR, 'tests/i18n/fixtures/user-locale.php' ),
			login,
			...( locale === undefined ? [] : [ locale ] ),
		],
		{ encoding: 'utf8' }
	);
	return JSON.parse( output ) as string;
}

/**
 * Gives a user another profile language for each test of the file, and the old one back after.
 *
 * @param login  User name.
 * @param locale Locale during the tests.
 */
export function useUserLocale( login: SeededUser, locale: string ) {
	let before = '';
	test.beforeEach( () => {
		before = userLocale( login, locale );
	} );
	test.afterEach( () => {
		userLocale( login, before );
	} );
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as someone on a keyboard would.
 *
 * @param page              The page.
 * @param target            Where the focus should arrive.
 * @param options           How to move.
 * @param options.backwards Shift+Tab instead of Tab.
 * @param options.max       Presses before giving up.
 */
export async function tabTo(
	page: Page,
	target: Locator,
	{ backwards = false, max = 60 } = {}
) {
	for ( let presses = 0; presses < max; presses++ ) {
		if (
			await target.evaluate(
				( node ) => node === node.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( backwards ? 'Shift+Tab' : 'Tab' );
	}
	await expect(
		target,
		`reachable with ${ max } presses of Tab`
	).toBeFocused();
}

/**
 * The focused element shows where the focus is: an outline that is drawn (not none, not zero
 * wide, not transparent) or a box shadow. `ring` is the element that draws it when that is not
 * the focused element itself (react-select draws its ring on the control around its input).
 *
 * @param focused The element that must have the focus.
 * @param ring    The element drawing the focus indicator.
 */
export async function expectVisibleFocus(
	focused: Locator,
	ring: Locator = focused
) {
	await expect( focused ).toBeFocused();
	const style = await ring.evaluate( ( node ) => {
		const computed = getComputedStyle( node );
		return {
			outlineStyle: computed.outlineStyle,
			outlineWidth: parseFloat( computed.outlineWidth ),
			outlineColor: computed.outlineColor,
			boxShadow: computed.boxShadow,
		};
	} );
	const outlineDrawn =
		style.outlineStyle !== 'none' &&
		style.outlineWidth > 0 &&
		! /rgba\(.*,\s*0\)$|transparent/.test( style.outlineColor );
	expect(
		outlineDrawn || style.boxShadow !== 'none',
		`a focus indicator (outline or box-shadow): ${ JSON.stringify( style ) }`
	).toBe( true );
}

/**
 * The react-select control around a combobox: where its focus ring is drawn.
 *
 * @param combobox The combobox input.
 */
export const controlOf = ( combobox: Locator ) =>
	combobox.locator(
		'xpath=ancestor::div[contains(@class, "vps-select__control")]'
	);

/**
 * The live regions on the page now. A message is announced only when it appears in a region that
 * was there before it (screen readers skip a region inserted already holding its text).
 *
 * @param page The page.
 */
export function liveRegions( page: Page ): Promise< ElementHandle< Node >[] > {
	return page
		.locator(
			'[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]'
		)
		.elementHandles();
}

/**
 * The message appears, in one of the live regions that were on the page before it.
 *
 * @param page    The page.
 * @param regions What liveRegions() found before the message.
 * @param text    The message.
 */
export async function expectAnnounced(
	page: Page,
	regions: ElementHandle< Node >[],
	text: string
) {
	await expect( page.getByText( text ).first() ).toBeVisible();
	const holders = [];
	for ( const region of regions ) {
		const live = await region.evaluate( ( node ) => {
			const element = node as Element;
			return (
				element.isConnected &&
				element.getAttribute( 'aria-live' ) !== 'off' &&
				( element.textContent ?? '' )
			);
		} );
		if ( live && live.includes( text ) ) {
			holders.push( region );
		}
	}
	expect(
		holders.length,
		`a live region already on the page holds "${ text }"`
	).toBeGreaterThan( 0 );
}

/**
 * Runs axe-core on parts of the page and expects no violation; attaches the result to the report.
 *
 * @param page      The page.
 * @param testInfo  The running test, for the attachment.
 * @param label     What is checked, e.g. "open modal".
 * @param selectors CSS selectors of the parts to check.
 */
export async function expectNoAxeViolations(
	page: Page,
	testInfo: TestInfo,
	label: string,
	selectors: string[]
) {
	// Colour contrast is measured on what is drawn: wait for fades and slides to end (a spinner's
	// endless turn aside).
	await page.waitForFunction( () =>
		document
			.getAnimations()
			.every(
				( animation ) =>
					animation.playState !== 'running' ||
					animation.effect?.getComputedTiming().iterations ===
						Infinity
			)
	);
	let builder = new AxeBuilder( { page } ).withTags( AXE_TAGS );
	for ( const selector of selectors ) {
		builder = builder.include( selector );
	}
	const results = await builder.analyze();
	await testInfo.attach( `axe: ${ label }`, {
		body: JSON.stringify(
			{
				checked: selectors,
				passes: results.passes.map( ( rule ) => rule.id ),
				incomplete: results.incomplete.map( ( rule ) => rule.id ),
				violations: results.violations,
			},
			null,
			2
		),
		contentType: 'application/json',
	} );
	const summary = results.violations.map(
		( violation ) =>
			`${ violation.id } (${ violation.impact }): ${ violation.help } — ${ violation.nodes
				.map( ( node ) => node.target.join( ' ' ) )
				.join( ', ' ) }`
	);
	expect( summary, `axe violations in the ${ label }` ).toEqual( [] );
	expect(
		results.passes.length,
		`axe checked the ${ label }`
	).toBeGreaterThan( 0 );
}
