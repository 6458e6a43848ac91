/**
 * Extends the @wordpress/scripts build: one entry, React and WordPress packages taken from the
 * page (externals written to index.asset.php by the dependency extraction plugin), third-party
 * widgets bundled.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const { splitChunks } = defaultConfig.optimization;

module.exports = {
	...defaultConfig,
	entry: {
		index: './src/index.tsx',
	},
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules,
			// The plugin's modules only define things, so an import of the kit's index brings in
			// the widgets used, not all of them: the modal's libraries stay out of the page's
			// script. (Stylesheets are not matched and keep their side effect.)
			{
				test: /\.[jt]sx?$/,
				include: path.resolve( __dirname, 'src' ),
				sideEffects: false,
			},
		],
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...splitChunks,
			cacheGroups: {
				...splitChunks.cacheGroups,
				// A dialog's libraries travel in the dialog's own chunk,
				defaultVendors: false,
				// but what both lazy dialogs use (the modal kit and Headless UI's Dialog) once, in a
				// chunk of its own that comes with whichever dialog is wanted first.
				dialogs: {
					chunks: 'async',
					minChunks: 2,
					minSize: 0,
					name: 'dialog-kit',
					reuseExistingChunk: true,
				},
				// Every stylesheet goes into build/style-index.css, which WordPress enqueues with its
				// right-to-left twin and a version; a stylesheet that webpack loads with a lazy
				// chunk would get neither.
				style: {
					...splitChunks.cacheGroups.style,
					name: 'style-index',
				},
			},
		},
	},
};
