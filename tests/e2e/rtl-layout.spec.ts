/**
 * Right to left: a vendor whose language is Hebrew (he_IL) gets the page right to left (the
 * test-only must-use plugin tests/i18n/fixtures/text-direction.php makes WordPress follow that
 * vendor's locale, since the site has no Hebrew WordPress). The panel and the modal must mirror:
 * the same layout assertions run left to right for an English vendor, then mirrored, so each of
 * them is shown to depend on the direction.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';

import { userLocale } from './a11y-support';
import { expect, expectNoProblems, test } from './support/fixtures';
import { ON_LOCAL_SITE } from './support/site';
import { useVendorState } from './support/vendor-state';
import { WITHDRAW_PAGES, dialogOf, openPanel } from './support/withdraw-page';

type Direction = 'ltr' | 'rtl';

const LOCALE: Record< Direction, string > = { ltr: '', rtl: 'he_IL' };

/** Pixels of slack for borders and rounding. */
const SLACK = 2;

interface Box {
	left: number;
	right: number;
	center: number;
}

async function boxOf( locator: Locator ): Promise< Box > {
	const box = await locator.boundingBox();
	expect( box, `${ locator } is laid out` ).not.toBeNull();
	const { x, width } = box!;
	return { left: x, right: x + width, center: x + width / 2 };
}

/**
 * `first` comes before `second` in reading order: left of it left to right, right of it right
 * to left.
 *
 * @param dir    Direction of the page.
 * @param first  What is read first.
 * @param second What is read after it.
 * @param what   What the assertion is about.
 */
function expectReadBefore(
	dir: Direction,
	first: Box,
	second: Box,
	what: string
) {
	if ( dir === 'ltr' ) {
		expect( first.right, what ).toBeLessThanOrEqual( second.left + SLACK );
	} else {
		expect( first.left, what ).toBeGreaterThanOrEqual(
			second.right - SLACK
		);
	}
}

/**
 * `inner` hugs the start edge of `outer` (left, or right right to left) more than its end edge.
 *
 * @param dir   Direction of the page.
 * @param inner The element.
 * @param outer Its container.
 * @param what  What the assertion is about.
 */
function expectAtStart( dir: Direction, inner: Box, outer: Box, what: string ) {
	const toLeft = inner.left - outer.left;
	const toRight = outer.right - inner.right;
	expect( dir === 'ltr' ? toLeft < toRight : toRight < toLeft, what ).toBe(
		true
	);
}

/**
 * The last line of an element's text: where its glyphs are, not the element's box. (The last line
 * is the one that does not fill the width, so it shows which edge the text keeps to.)
 *
 * @param locator A block of text.
 */
async function lastLineOf( locator: Locator ): Promise< Box > {
	return locator.evaluate( ( node ) => {
		const range = document.createRange();
		range.selectNodeContents( node );
		const rects = [ ...range.getClientRects() ].filter(
			( rect ) => rect.width > 0
		);
		const bottom = Math.max( ...rects.map( ( rect ) => rect.bottom ) );
		const line = rects.filter(
			( rect ) => bottom - rect.bottom < rect.height / 2
		);
		const left = Math.min( ...line.map( ( rect ) => rect.left ) );
		const right = Math.max( ...line.map( ( rect ) => rect.right ) );
		return { left, right, center: ( left + right ) / 2 };
	} );
}

async function attachScreenshot(
	testInfo: TestInfo,
	name: string,
	locator: Locator
) {
	await testInfo.attach( name, {
		body: await locator.screenshot(),
		contentType: 'image/png',
	} );
}

/**
 * Opens the modal and waits until it stopped moving.
 *
 * @param page The page.
 */
async function openModal( page: Page ) {
	await page.getByRole( 'button', { name: 'Edit schedule' } ).click();
	const dialog = dialogOf( page );
	await expect(
		dialog.getByRole( 'heading', { name: 'Edit Withdraw Schedule' } )
	).toBeVisible();
	await page.waitForFunction( () =>
		document
			.getAnimations()
			.every( ( animation ) => animation.playState !== 'running' )
	);
	return dialog;
}

for ( const withdrawPage of WITHDRAW_PAGES ) {
	for ( const dir of [ 'ltr', 'rtl' ] as const ) {
		test.describe( `${ dir.toUpperCase() }, ${ withdrawPage.name }`, () => {
			useVendorState();
			let localeBefore = '';
			test.beforeEach( () => {
				localeBefore = userLocale( 'vendor', LOCALE[ dir ] );
			} );
			test.afterEach( () => {
				userLocale( 'vendor', localeBefore );
			} );

			test( 'the panel and the modal follow the reading direction', async ( {
				pageAs,
				problems,
			}, testInfo ) => {
				test.skip(
					dir === 'rtl' && ! ON_LOCAL_SITE,
					'needs the test-only must-use plugin tests/i18n/fixtures/text-direction.php, which only the local site’s seed installs'
				);
				const page = await pageAs( 'vendor' );
				const panel = await openPanel( page, withdrawPage.path );
				await expect( panel ).toHaveCSS( 'direction', dir );
				const stylesheet = page.locator(
					'link[href*="/vendor-payout-schedule/build/style-index"]'
				);
				await expect( stylesheet ).toHaveAttribute(
					'href',
					dir === 'rtl' ? /style-index-rtl\.css/ : /style-index\.css/
				);
				await attachScreenshot( testInfo, `panel, ${ dir }`, panel );

				// Panel: heading, then its switch; the summary; "Edit schedule" at the far end.
				const heading = await boxOf(
					panel.getByRole( 'heading', { name: 'Schedule' } )
				);
				const toggle = panel.getByRole( 'switch', {
					name: 'Schedule',
				} );
				await expect( toggle ).toBeChecked();
				const track = await boxOf( toggle );
				expectReadBefore(
					dir,
					heading,
					track,
					'the heading comes before its switch'
				);
				const summary = panel.locator( '.vps-schedule-summary' );
				expectAtStart(
					dir,
					await lastLineOf( summary ),
					await boxOf( summary ),
					'the summary keeps to the start edge'
				);
				const edit = await boxOf(
					panel.getByRole( 'button', { name: 'Edit schedule' } )
				);
				expectReadBefore(
					dir,
					await boxOf( summary ),
					edit,
					'the summary comes before Edit schedule'
				);

				// An "on" switch has its knob at the end of its track: right, or left right to left.
				const knob = await boxOf(
					toggle.locator( '.vps-toggle-switch__thumb' )
				);
				expect(
					dir === 'ltr'
						? knob.center > track.center
						: knob.center < track.center,
					'the knob of the on switch is at the end of its track'
				).toBe( true );

				// Modal: title, then the X; the choices' dots before their labels; the footer's
				// buttons at the end edge, Close read before Change Schedule.
				const dialog = await openModal( page );
				const modalPanel = dialog.locator( '.vps-modal__panel' );
				await attachScreenshot(
					testInfo,
					`modal, ${ dir }`,
					modalPanel
				);
				const panelBox = await boxOf( modalPanel );
				const title = await boxOf(
					dialog.getByRole( 'heading', {
						name: 'Edit Withdraw Schedule',
					} )
				);
				const closeIcon = await boxOf(
					dialog
						.locator( '.vps-modal__header' )
						.getByRole( 'button', { name: 'Close' } )
				);
				expectReadBefore(
					dir,
					title,
					closeIcon,
					'the title comes before the X'
				);
				expectAtStart(
					dir,
					title,
					panelBox,
					'the title sits at the start edge'
				);

				const weekly = dialog.getByRole( 'radio', { name: /^Weekly/ } );
				const weeklyLabel = dialog
					.locator( '.vps-radio-group__label' )
					.first();
				expectReadBefore(
					dir,
					await boxOf( weekly ),
					await boxOf( weeklyLabel ),
					'a choice’s dot comes before its label'
				);

				const method = dialog.locator( '.vps-select__control' ).first();
				expectReadBefore(
					dir,
					await boxOf(
						method.locator( '.vps-select__single-value' )
					),
					await boxOf( method.locator( '.vps-select__indicators' ) ),
					'a select’s value comes before its arrow'
				);

				const footer = await boxOf(
					dialog.locator( '.vps-modal__footer' )
				);
				const close = await boxOf(
					dialog
						.locator( '.vps-modal__footer' )
						.getByRole( 'button', { name: 'Close' } )
				);
				const change = await boxOf(
					dialog.getByRole( 'button', { name: 'Change Schedule' } )
				);
				expectReadBefore(
					dir,
					close,
					change,
					'Close comes before Change Schedule'
				);
				expectAtStart(
					dir === 'ltr' ? 'rtl' : 'ltr',
					{
						left: Math.min( close.left, change.left ),
						right: Math.max( close.right, change.right ),
						center: 0,
					},
					footer,
					'the footer’s buttons sit at the end edge'
				);
				expectNoProblems( problems );
			} );
		} );
	}
}
