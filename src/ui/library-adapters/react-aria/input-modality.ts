/**
 * How the user last interacted with the page: with the keyboard, a pointer, or virtually (a
 * screen reader's or a script's click). Focus that arrives by keyboard or virtually shows a focus
 * ring; focus that follows a pointer press does not. This is the rule react-aria's focus-visible
 * tracking applies, and the one browsers apply to `:focus-visible`.
 */

export type Modality = 'keyboard' | 'pointer' | 'virtual';

let current: Modality | null = null;
const listeners = new Set< () => void >();

/**
 * @return Whether the page runs on a Mac, where Option+Tab is how the keyboard reaches controls.
 */
function isMac(): boolean {
	const { navigator } = window;
	const platform =
		( navigator as Navigator & { userAgentData?: { platform?: string } } )
			.userAgentData?.platform || navigator.platform;
	return /^Mac/i.test( platform );
}

/**
 * Modifier keys alone, and shortcuts, do not move focus around the page.
 *
 * @param event A key press anywhere on the page.
 * @return Whether it counts as keyboard interaction.
 */
function isNavigationKey( event: KeyboardEvent ): boolean {
	return ! (
		event.metaKey ||
		event.ctrlKey ||
		( event.altKey && ! isMac() ) ||
		[ 'Alt', 'Control', 'Meta', 'Shift' ].includes( event.key )
	);
}

/**
 * @param next The interaction just seen.
 */
function setModality( next: Modality ) {
	if ( current === next ) {
		return;
	}
	current = next;
	listeners.forEach( ( listener ) => listener() );
}

function onKey( event: KeyboardEvent ) {
	if ( isNavigationKey( event ) ) {
		setModality( 'keyboard' );
	}
}

function onPointer() {
	setModality( 'pointer' );
}

/**
 * A click with no press before it (`detail` 0) comes from assistive technology or a script.
 *
 * @param event A click anywhere on the page.
 */
function onClick( event: MouseEvent ) {
	if ( event.detail === 0 ) {
		setModality( 'virtual' );
	}
}

// Listening from the moment the widgets' code arrives (it loads before the modal opens) means the
// press that opens the modal is already known when focus moves into it.
if ( typeof document !== 'undefined' ) {
	document.addEventListener( 'keydown', onKey, true );
	document.addEventListener( 'keyup', onKey, true );
	document.addEventListener( 'pointerdown', onPointer, true );
	document.addEventListener( 'mousedown', onPointer, true );
	document.addEventListener( 'click', onClick, true );
}

/**
 * @return Whether focus arriving now should show a focus ring (until a pointer is used, it does).
 */
export function isFocusVisible(): boolean {
	return current !== 'pointer';
}

/**
 * @param listener Called whenever the modality changes.
 * @return A function that stops the calls.
 */
export function onModalityChange( listener: () => void ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}
