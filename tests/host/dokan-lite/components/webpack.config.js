/**
 * Builds the stand-in's `window.dokan.components` (tests/host/dokan-lite/components/src) with its
 * own copy of @headlessui/react, into tests/host/dokan-lite/components/build/. React and the
 * WordPress packages stay the page's globals, as in Dokan's build.
 *
 *   npx wp-scripts build --config tests/host/dokan-lite/components/webpack.config.js
 */
const path = require( 'node:path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		components: path.resolve( __dirname, 'src/index.js' ),
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
	},
};
