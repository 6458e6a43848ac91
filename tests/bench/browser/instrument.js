/**
 * Runs in the page before any of its own scripts (a Playwright init script) and notes, on the
 * page's clock (performance.now()), when things happen:
 *   hostVisible    the host's "Payment Details" block is on screen (legacy page: in the HTML;
 *                  React page: once its data has loaded and the card with the Slot renders)
 *   bootData       the plugin's boot data is set by the inline script printed right before the
 *                  plugin's script, i.e. when the browser reaches that script
 *   panelVisible   the schedule panel is on screen
 *   clickAt        a click on a button marked as the dialog opener (its input event's time)
 *   dialogReady    focus has moved into the dialog the click opened, and a frame has been drawn
 * A time "on screen" is that of the first animation frame after the element entered the DOM.
 */
( () => {
	const HOST = '#dokan-withdraw-payment-details, .dokan-payment-details';
	const PANEL = '.vps-schedule';
	const OPENERS = [ 'Edit schedule', 'Open dialog' ];
	const marks = {
		hostVisible: null,
		bootData: null,
		panelVisible: null,
		clickAt: null,
		dialogReady: null,
	};
	window.vpsBench = marks;

	const onNextFrame = ( name ) => {
		marks[ name ] = -1; // taken; the frame's time follows
		window.requestAnimationFrame( () => {
			marks[ name ] = performance.now();
		} );
	};
	const look = () => {
		if ( marks.hostVisible === null && document.querySelector( HOST ) ) {
			onNextFrame( 'hostVisible' );
		}
		if ( marks.panelVisible === null && document.querySelector( PANEL ) ) {
			onNextFrame( 'panelVisible' );
		}
	};
	new window.MutationObserver( look ).observe( document, {
		childList: true,
		subtree: true,
	} );

	Object.defineProperty( window, 'vendorPayoutSchedule', {
		configurable: true,
		enumerable: true,
		get: () => undefined,
		set( value ) {
			marks.bootData = performance.now();
			Object.defineProperty( window, 'vendorPayoutSchedule', {
				value,
				writable: true,
				configurable: true,
				enumerable: true,
			} );
		},
	} );

	window.addEventListener(
		'click',
		( event ) => {
			const button =
				event.target instanceof window.Element
					? event.target.closest( 'button' )
					: null;
			if ( button && OPENERS.includes( button.textContent.trim() ) ) {
				marks.clickAt = event.timeStamp;
				marks.dialogReady = null;
			}
		},
		true
	);
	document.addEventListener(
		'focusin',
		( event ) => {
			if (
				marks.clickAt !== null &&
				marks.dialogReady === null &&
				event.target.closest( '[role="dialog"]' )
			) {
				onNextFrame( 'dialogReady' );
			}
		},
		true
	);
} )();
