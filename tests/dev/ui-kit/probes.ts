/**
 * Measurements the browser checks take inside the UI kit page, where they run frame by frame
 * without a round trip to the test runner.
 */
import type { Page } from '@playwright/test';

export interface TransitionWatch {
	/** Declared lengths (ms) of the CSS transitions the modal's panel ran, without repeats. */
	durations: number[];
	/** How long each of those transitions ran on the document's timeline (ms). */
	ran: number[];
	/** Time (ms) from the first transition's start until Headless UI settled. */
	settledMs: number;
}

/**
 * Opens the page's modal (its "Modal" card's button) or closes it with Escape, and watches the
 * panel until Headless UI settles: `data-transition` dropped on entering, the panel gone on leaving.
 *
 * @param page   The UI kit page.
 * @param action Whether to open or to close.
 */
export function watchModalTransition(
	page: Page,
	action: 'open' | 'close'
): Promise< TransitionWatch > {
	return page.evaluate( ( which ) => {
		return new Promise< TransitionWatch >( ( resolve ) => {
			const seen = new Set< Animation >();
			const ran: number[] = [];
			let firstStart: number | null = null;
			if ( which === 'open' ) {
				(
					document.querySelector(
						'[aria-label="Modal"] button'
					) as HTMLElement
				 ).click();
			} else {
				document.dispatchEvent(
					new KeyboardEvent( 'keydown', {
						key: 'Escape',
						bubbles: true,
					} )
				);
			}
			const watch = () => {
				const panel = document.querySelector( '.vps-modal__panel' );
				panel?.getAnimations().forEach( ( animation ) => {
					if ( ! seen.has( animation ) ) {
						seen.add( animation );
						firstStart ??= performance.now();
						// A transition cut short rejects `finished`: it did not run, so it is not counted.
						animation.finished.then(
							() =>
								ran.push(
									Number( document.timeline.currentTime ) -
										Number( animation.startTime )
								),
							() => undefined
						);
					}
				} );
				const done =
					which === 'open'
						? panel && ! panel.hasAttribute( 'data-transition' )
						: ! panel;
				if ( ! done ) {
					requestAnimationFrame( watch );
					return;
				}
				const durations = [ ...seen ].map( ( animation ) =>
					Number( animation.effect?.getComputedTiming().duration )
				);
				resolve( {
					durations: [ ...new Set( durations ) ],
					ran,
					settledMs:
						firstStart === null
							? 0
							: performance.now() - firstStart,
				} );
			};
			requestAnimationFrame( watch );
		} );
	}, action );
}

/**
 * Clicks the button that shows a toast and times the toast from that click until it has left
 * the document.
 *
 * @param page       The UI kit page.
 * @param buttonText Text of the button.
 * @return Milliseconds the toast stayed in the document.
 */
export function toastLifetime(
	page: Page,
	buttonText: string
): Promise< number > {
	return page.evaluate( ( text ) => {
		const button = [ ...document.querySelectorAll( 'button' ) ].find(
			( candidate ) => candidate.textContent === text
		) as HTMLButtonElement;
		const shownAt = performance.now();
		button.click();
		let seen = false;
		return new Promise< number >( ( resolve ) => {
			const check = () => {
				const present =
					document.querySelector(
						'[data-rht-toaster] [role="status"]'
					) !== null;
				seen ||= present;
				if ( seen && ! present ) {
					resolve( performance.now() - shownAt );
				} else {
					requestAnimationFrame( check );
				}
			};
			requestAnimationFrame( check );
		} );
	}, buttonText );
}

/**
 * Selectors of the style rules (also inside media queries) of the stylesheets whose address
 * holds `hrefPart`, that do not mention `prefix`.
 *
 * @param page     The UI kit page.
 * @param hrefPart Part of the stylesheets' address.
 * @param prefix   Text every selector must hold.
 */
export function selectorsWithoutPrefix(
	page: Page,
	hrefPart: string,
	prefix: string
): Promise< string[] > {
	return page.evaluate(
		( { href, mark } ) =>
			[ ...document.styleSheets ]
				.filter( ( sheet ) => sheet.href?.includes( href ) )
				.flatMap( ( sheet ) => [ ...sheet.cssRules ] )
				.flatMap( function selectors( rule ): string[] {
					if ( rule instanceof CSSStyleRule ) {
						return rule.selectorText
							.split( ',' )
							.map( ( part ) => part.trim() );
					}
					return rule instanceof CSSGroupingRule
						? [ ...rule.cssRules ].flatMap( selectors )
						: [];
				} )
				.filter( ( selector ) => ! selector.includes( mark ) ),
		{ href: hrefPart, mark: prefix }
	);
}
