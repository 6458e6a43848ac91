/**
 * Extends the @wordpress/scripts build: one entry, React and WordPress packages taken from the
 * page (externals written to index.asset.php by the dependency extraction plugin), third-party
 * widgets bundled.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		index: './src/index.tsx',
	},
};
