/**
 * Builds the development-only UI kit page (tests/dev/ui-kit): the @wordpress/scripts build with
 * its own entry and output, so it never touches the plugin's build/.
 *
 *   npx wp-scripts build --config tests/dev/webpack.config.js
 */
const path = require( 'node:path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		index: path.resolve( __dirname, 'ui-kit/src/index.tsx' ),
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'ui-kit/build' ),
	},
};
