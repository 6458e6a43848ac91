/**
 * The readme's screenshots, made on demand from the local site (`npm run screenshots`), never as
 * part of `npm test`. SCREENSHOT_LOCALE=de_DE makes them with German profiles, for reading, into
 * test-results/screenshots/de_DE/ instead of the readme's assets.
 */
import { defineConfig } from '@playwright/test';

import baseConfig from '../e2e/playwright.config';

export default defineConfig( {
	...baseConfig,
	testDir: '.',
	outputDir: '../../test-results/screenshots-run',
	globalSetup: '../e2e/support/global-setup.ts',
	reporter: [ [ 'list' ] ],
	use: {
		...baseConfig.use,
		viewport: { width: 1280, height: 900 },
		// Sharp text in the PNGs, as on a laptop screen.
		deviceScaleFactor: 1,
	},
	projects: [ { name: 'screenshots', testMatch: /.*\.spec\.ts/ } ],
} );
