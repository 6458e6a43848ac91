/**
 * jsdom has no layout and so no ResizeObserver; Headless UI watches the button of an open listbox
 * with one. Nothing ever resizes here, so an observer that never reports is faithful.
 */
if ( typeof globalThis.ResizeObserver === 'undefined' ) {
	globalThis.ResizeObserver = class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
}
