/**
 * Libraries the kit's widgets depend on, answered by the kit's own adapters instead.
 *
 * react-select draws itself through emotion (~6 KB gzip with stylis and its cache), and Headless
 * UI asks react-aria for two hooks (~3 KB gzip); the page already carries goober for the toasts,
 * and the two hooks are small. Each adapter implements exactly the names its library imports, and
 * every build (the plugin, the development page, the unit suite) resolves the same way, so the tests
 * exercise what ships.
 */
const path = require( 'node:path' );

const adapter = ( file ) => path.resolve( __dirname, file );

module.exports = {
	'@emotion/react$': adapter( 'emotion-react/index.ts' ),
	'@react-aria/focus$': adapter( 'react-aria/focus.ts' ),
	'@react-aria/interactions$': adapter( 'react-aria/interactions.ts' ),
};
