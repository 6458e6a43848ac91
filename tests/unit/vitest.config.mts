/**
 * Unit suite: jsdom, Testing Library, the real WordPress packages from node_modules.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath( new URL( '../..', import.meta.url ) );

export default defineConfig( {
	root,
	test: {
		environment: 'jsdom',
		globals: true,
		include: [ 'tests/unit/**/*.test.{ts,tsx}' ],
		setupFiles: [ 'tests/unit/setup.ts' ],
		restoreMocks: true,
		// The suite shares two cores with the browser suites and a build; a save flow can take seconds.
		testTimeout: 20_000,
	},
} );
