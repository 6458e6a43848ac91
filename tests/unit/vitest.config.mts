/**
 * Unit suite: jsdom, Testing Library, the real WordPress packages from node_modules.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath( new URL( '../..', import.meta.url ) );

// The widgets meet the libraries' dependencies the way the build does (see the aliases' file).
const libraryAdapters = createRequire( import.meta.url )(
	'../../src/ui/library-adapters/aliases.cjs'
);
const alias = Object.entries( libraryAdapters ).map(
	( [ name, replacement ] ) => ( {
		// webpack's `name$` is an exact match; Vite takes the same as a regular expression.
		find: new RegExp( `^${ name }` ),
		replacement: String( replacement ),
	} )
);

export default defineConfig( {
	root,
	resolve: {
		alias,
		// react-select's `import` entry wraps its CommonJS build, which would require emotion
		// itself; its `module` entry imports it, and so meets the alias.
		conditions: [ 'module', 'browser', 'development|production' ],
	},
	test: {
		// Libraries under node_modules are normally left to Node, which knows no aliases; these
		// two are transformed like the project's own files, so their imports reach the adapters.
		server: { deps: { inline: [ 'react-select', '@headlessui/react' ] } },
		environment: 'jsdom',
		globals: true,
		include: [ 'tests/unit/**/*.test.{ts,tsx}' ],
		setupFiles: [ 'tests/unit/setup.ts' ],
		restoreMocks: true,
	},
} );
