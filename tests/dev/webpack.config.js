/**
 * Builds the development-only UI kit page (tests/dev/ui-kit): the @wordpress/scripts build with
 * its own entry and output, so it never touches the plugin's build/.
 *
 *   npx wp-scripts build --config tests/dev/webpack.config.js
 */
const path = require( 'node:path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const libraryAdapters = require( '../../src/ui/library-adapters/aliases.cjs' );

module.exports = {
	...defaultConfig,
	entry: {
		index: path.resolve( __dirname, 'ui-kit/src/index.tsx' ),
	},
	// The kit meets its libraries' dependencies as the plugin's build does.
	resolve: {
		...defaultConfig.resolve,
		alias: { ...defaultConfig.resolve.alias, ...libraryAdapters },
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'ui-kit/build' ),
	},
};
