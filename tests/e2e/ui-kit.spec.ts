/**
 * The UI kit in Chromium, on a WordPress page of the local site (/?vps-ui-kit=1, served by the
 * development plugin in tests/dev/ui-kit): what jsdom cannot lay out or time.
 */
import type { Page } from '@playwright/test';

import {
	selectorsWithoutPrefix,
	toastLifetime,
	watchModalTransition as watchTransition,
} from '../dev/ui-kit/probes';
import { buildUiKitPage, setUiKitPageActive } from '../dev/ui-kit/prepare';
import { expect, expectNoProblems, test } from './support/fixtures';
import { ON_LOCAL_SITE, scaled } from './support/site';

const PAGE = '/?vps-ui-kit=1';
let wasActive = false;

// The development plugin is linked into the local site only.
test.skip(
	! ON_LOCAL_SITE,
	'needs the UI kit development page (tests/dev/ui-kit), a plugin only the local site has'
);

test.beforeAll( () => {
	test.setTimeout( scaled( 180_000 ) );
	buildUiKitPage();
	wasActive = setUiKitPageActive( true );
} );

test.afterAll( () => {
	if ( ! wasActive ) {
		setUiKitPageActive( false );
	}
} );

async function box( page: Page, selector: string ) {
	const found = await page.locator( selector ).first().boundingBox();
	expect( found, selector ).not.toBeNull();
	return found as NonNullable< typeof found >;
}

test.describe( 'dropdown', () => {
	test( 'opens below its trigger, 8px away, right edges aligned', async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		await page.getByRole( 'button', { name: 'Actions' } ).click();
		const menu = page.getByRole( 'menu', { name: 'Actions' } );
		await expect( menu ).toBeVisible();
		await expect( menu ).toHaveAttribute( 'data-placement', 'bottom-end' );
		const trigger = await box( page, 'button[aria-haspopup="menu"]' );
		const layer = await box( page, '.vps-dropdown' );
		expect( layer.y - ( trigger.y + trigger.height ) ).toBeCloseTo( 8, 0 );
		expect( layer.x + layer.width ).toBeCloseTo(
			trigger.x + trigger.width,
			0
		);
		expectNoProblems( problems );
	} );

	test( 'follows its trigger while it scrolls, and closes once it is out of view', async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		const trigger = page.getByRole( 'button', { name: 'Actions' } );
		await trigger.click();
		const menu = page.getByRole( 'menu', { name: 'Actions' } );
		await expect( menu ).toBeVisible();

		await page.mouse.wheel( 0, 60 );
		await expect
			.poll( async () => ( await trigger.boundingBox() )?.y )
			.toBeLessThan( 200 );
		await expect( menu ).toBeVisible();
		const [ moved, layer ] = [
			await trigger.boundingBox(),
			await menu.boundingBox(),
		];
		expect(
			( layer?.y ?? 0 ) - ( ( moved?.y ?? 0 ) + ( moved?.height ?? 0 ) )
		).toBeCloseTo( 8, 0 );

		await page.mouse.wheel( 0, 400 );
		await expect( menu ).toHaveCount( 0 );
		expect( ( await trigger.boundingBox() )?.y ).toBeLessThan( 0 );
		expectNoProblems( problems );
	} );

	test( 'opens above its trigger when there is no room below', async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		const trigger = page.getByRole( 'button', { name: 'More' } );
		await trigger.evaluate( ( element ) =>
			element.scrollIntoView( { block: 'end' } )
		);
		await trigger.click();
		const menu = page.getByRole( 'menu', { name: 'More' } );
		await expect( menu ).toHaveAttribute( 'data-placement', 'top-end' );
		const [ anchor, layer ] = [
			await trigger.boundingBox(),
			await menu.boundingBox(),
		];
		expect(
			( anchor?.y ?? 0 ) - ( ( layer?.y ?? 0 ) + ( layer?.height ?? 0 ) )
		).toBeCloseTo( 8, 0 );
		expectNoProblems( problems );
	} );
} );

// How late a measured transition may end on a busy machine: the declared durations are checked
// exactly, the measured ones only for not ending early and for ending at all.
const LATE_MS =
	1000 * Math.max( 1, Number( process.env.E2E_TIMEOUT_FACTOR ) || 1 );

test.describe( 'modal', () => {
	test( 'enters in 300 ms and leaves in 200 ms', async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		const opening = await watchTransition( page, 'open' );
		expect( opening.durations ).toEqual( [ 300 ] );
		for ( const ms of opening.ran ) {
			expect( ms ).toBeGreaterThanOrEqual( 295 );
			expect( ms ).toBeLessThan( 300 + LATE_MS );
		}
		expect( opening.settledMs ).toBeLessThan( 300 + LATE_MS );
		await expect(
			page.getByRole( 'heading', { name: 'Edit Withdraw Schedule' } )
		).toBeVisible();

		const closing = await watchTransition( page, 'close' );
		expect( closing.durations ).toEqual( [ 200 ] );
		for ( const ms of closing.ran ) {
			expect( ms ).toBeGreaterThanOrEqual( 195 );
			expect( ms ).toBeLessThan( 200 + LATE_MS );
		}
		expect( closing.settledMs ).toBeLessThan( 200 + LATE_MS );
		expectNoProblems( problems );
	} );

	test( 'has no transition when the user prefers reduced motion', async ( {
		page,
		problems,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.goto( PAGE );
		const opening = await watchTransition( page, 'open' );
		expect( opening.durations ).toEqual( [] );
		await expect(
			page.getByRole( 'heading', { name: 'Edit Withdraw Schedule' } )
		).toBeVisible();
		const closing = await watchTransition( page, 'close' );
		expect( closing.durations ).toEqual( [] );
		await expect(
			page.getByRole( 'heading', { name: 'Edit Withdraw Schedule' } )
		).toHaveCount( 0 );
		expectNoProblems( problems );
	} );

	test( 'shows the select menu above it, and stays open when an option is chosen', async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		await page.getByRole( 'button', { name: 'Edit schedule' } ).click();
		// The dialog element only holds fixed layers and has no box of its own; its heading does.
		const dialog = page.getByRole( 'dialog', {
			name: 'Edit Withdraw Schedule',
		} );
		await expect(
			dialog.getByRole( 'heading', { name: 'Edit Withdraw Schedule' } )
		).toBeVisible();
		await dialog
			.getByRole( 'combobox', { name: 'Withdraw method' } )
			.click();
		const menu = page.locator( '.vps-select__menu' );
		await expect( menu ).toBeVisible();
		const onTop = await menu.evaluate( ( element ) => {
			const { x, y, width, height } = element.getBoundingClientRect();
			const hit = document.elementFromPoint(
				x + width / 2,
				y + height / 2
			);
			return element.contains( hit );
		} );
		expect( onTop ).toBe( true );
		await page.getByRole( 'option', { name: 'Bitcoin' } ).click();
		await expect( menu ).toHaveCount( 0 );
		await expect(
			dialog.getByRole( 'heading', { name: 'Edit Withdraw Schedule' } )
		).toBeVisible();
		// The method's own field: the modal also holds the minimum's select.
		await expect(
			dialog
				.locator( '.vps-select__control', {
					has: page.getByRole( 'combobox', {
						name: 'Withdraw method',
					} ),
				} )
				.locator( '.vps-select__single-value' )
		).toHaveText( 'Bitcoin' );
		expectNoProblems( problems );
	} );
} );

test.describe( 'select and radio group drawing', () => {
	test( 'the select draws its states: hover, focused option, hidden live region, loading dots, growing input', async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		const field = page.locator( '.vps-select' ).first();
		const control = field.locator( '.vps-select__control' );
		// Not invalid and not focused: the border turns darker under the mouse.
		const loading = page.locator( '.vps-select' ).nth( 1 );
		const idle = loading.locator( '.vps-select__control' );
		await expect( idle ).toHaveCSS( 'border-color', 'rgb(209, 213, 219)' );
		await idle.hover();
		await expect( idle ).toHaveCSS( 'border-color', 'rgb(156, 163, 175)' );

		// The loading indicator's three dots run an animation whose keyframes are on the page.
		const dot = loading
			.locator( '.vps-select__loading-indicator span' )
			.first();
		const animation = await dot.evaluate( ( element ) => {
			const name = getComputedStyle( element ).animationName;
			const defined = [ ...document.styleSheets ].some( ( sheet ) =>
				[ ...sheet.cssRules ].some(
					( rule ) =>
						rule instanceof CSSKeyframesRule && rule.name === name
				)
			);
			return { name, defined };
		} );
		expect( animation.name ).not.toBe( 'none' );
		expect( animation.defined ).toBe( true );

		const input = page.getByRole( 'combobox', { name: 'Payment method' } );
		const before = ( await input.boundingBox() )?.width ?? 0;
		await input.fill( 'Bank Transfer' );
		const after = ( await input.boundingBox() )?.width ?? 0;
		expect( after ).toBeGreaterThan( before + 40 );

		// The option under the keyboard's focus is highlighted; the live region stays off screen.
		await expect(
			page.getByRole( 'option', { name: 'Bank Transfer' } )
		).toHaveCSS( 'background-color', 'rgb(243, 244, 246)' );
		const liveRegion = field.locator( '[aria-live]' ).first();
		await expect( liveRegion ).toContainText( 'Bank Transfer' );
		const region = await liveRegion.boundingBox();
		expect( region?.width ).toBeLessThanOrEqual( 1 );
		expect( region?.height ).toBeLessThanOrEqual( 1 );
		await expect( liveRegion ).toHaveCSS( 'white-space', 'nowrap' );
		await expect( control ).toHaveCSS( 'min-height', '40px' );
		// The indicator icons are filled, not outlined: the last declaration of their styles
		// (stroke-width), as react-select's production build serialises them, holds.
		await expect(
			control.locator( '.vps-select__indicator svg' ).first()
		).toHaveCSS( 'stroke-width', '0px' );
		expectNoProblems( problems );
	} );

	test( 'a radio shows its focus ring when reached by keyboard, not when clicked', async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		const group = page.getByRole( 'radiogroup', { name: 'Schedule' } );
		const weekly = group.getByRole( 'radio', { name: 'Weekly' } );
		const monthly = group.getByRole( 'radio', { name: 'Monthly' } );
		await monthly.click();
		await expect( monthly ).toBeFocused();
		await expect( monthly ).not.toHaveAttribute( 'data-focus' );
		await expect( monthly ).toHaveCSS( 'box-shadow', 'none' );
		await page.keyboard.press( 'ArrowUp' );
		await page.keyboard.press( 'ArrowUp' );
		await expect( weekly ).toBeFocused();
		await expect( weekly ).toHaveAttribute( 'data-focus' );
		await expect( weekly ).not.toHaveCSS( 'box-shadow', 'none' );
		await weekly.hover();
		await expect( weekly ).toHaveAttribute( 'data-hover' );
		expectNoProblems( problems );
	} );
} );

test( 'one toaster announces a toast at the bottom right and lets it go after 2 s', async ( {
	page,
	problems,
} ) => {
	await page.goto( PAGE );
	// Two React roots on the page each mount a toaster; one is live.
	await expect( page.locator( '[data-rht-toaster]' ) ).toHaveCount( 1 );
	// The page clicks and times the toast itself; the pointer stays away (it would pause it).
	const lifetime = toastLifetime( page, 'Show success toast' );
	const toast = page
		.getByRole( 'status' )
		.filter( { hasText: 'Withdraw schedule updated successfully' } );
	await expect( toast ).toHaveCount( 1 );
	await expect( toast ).toHaveAttribute( 'aria-live', 'polite' );
	await expect( toast ).toBeVisible();

	const viewport = page.viewportSize() as { width: number; height: number };
	// Once its entrance has played, the toast sits in the corner, 16px in (the toaster's own inset).
	const distanceToCorner = async () => {
		const bar = await toast.locator( '..' ).boundingBox();
		return [
			Math.round(
				viewport.width - ( ( bar?.x ?? 0 ) + ( bar?.width ?? 0 ) )
			),
			Math.round(
				viewport.height - ( ( bar?.y ?? 0 ) + ( bar?.height ?? 0 ) )
			),
		];
	};
	await expect
		.poll( distanceToCorner, { timeout: scaled( 1500 ) } )
		.toEqual( [ 16, 16 ] );

	// Two seconds on screen, then the library's one-second exit.
	const gone = await lifetime;
	expect( gone ).toBeGreaterThanOrEqual( 2950 );
	expect( gone ).toBeLessThan( 3600 );
	expectNoProblems( problems );
} );

test.describe( 'styles', () => {
	test( 'the kit styles only its own classes, and takes the theme colours', async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		const strayRules = await selectorsWithoutPrefix(
			page,
			'/vps-dev-ui-kit/build/',
			'.vps-'
		);
		expect( strayRules ).toEqual( [] );

		const primary = page.getByRole( 'button', { name: 'Primary' } );
		await expect( primary ).toHaveCSS(
			'background-color',
			'rgb(112, 71, 235)'
		);
		await page.evaluate( () =>
			document.body.style.setProperty(
				'--dokan-button-background-color',
				'rgb(1, 2, 3)'
			)
		);
		await expect( primary ).toHaveCSS( 'background-color', 'rgb(1, 2, 3)' );
		await expect(
			page.getByRole( 'switch', { name: 'Switch primary' } )
		).toHaveCSS( 'background-color', 'rgb(1, 2, 3)' );
		expectNoProblems( problems );
	} );

	test( "keeps its sizes under the host's reset and hover rules", async ( {
		page,
		problems,
	} ) => {
		await page.goto( PAGE );
		const control = page.locator( '.vps-select__control' ).first();
		await expect( control ).toHaveCSS( 'min-height', '40px' );
		await expect( control ).toHaveCSS( 'font-size', '14px' );
		const secondary = page.getByRole( 'button', { name: 'Secondary' } );
		await secondary.hover();
		await expect( secondary ).not.toHaveCSS(
			'background-color',
			'rgb(17, 24, 39)'
		);
		await page.getByRole( 'button', { name: 'Edit schedule' } ).click();
		await expect( page.locator( '.vps-modal__title' ) ).toHaveCSS(
			'font-size',
			'18px'
		);
		await expect( page.locator( '.host-probe' ) ).toHaveCSS(
			'padding',
			'4px 8px'
		);
		expectNoProblems( problems );
	} );
} );
