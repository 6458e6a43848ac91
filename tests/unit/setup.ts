/**
 * Runs before every unit test file.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach( async () => {
	cleanup();
	// Each test is a new page view: the settings read once per view are read again. Imported
	// here, not above, so the module meets the api-fetch mock of the test file.
	const { forgetDisbursement } =
		await import( '../../src/api/disbursement-store' );
	forgetDisbursement();
	// A new page has no portal root yet. (jsdom's getElementById answers the element registered
	// first, not the first in tree order as browsers do, so a leftover one would be taken.)
	globalThis.document
		?.querySelectorAll( '#headlessui-portal-root' )
		.forEach( ( element ) => element.remove() );
} );
