/**
 * Browser (e2e) and HTTP (integration) tests against the local WordPress, or another site named by
 * E2E_BASE_URL (see support/site.ts), in Debian's Chromium.
 */
import { defineConfig } from '@playwright/test';

import { CHROMIUM_PATH, scaled, SITE_URL } from './support/site';

export default defineConfig( {
	testDir: '..',
	outputDir: '../../test-results',
	// Limits for an idle machine, scaled by E2E_TIMEOUT_FACTOR and the machine's load (site.ts):
	// Dokan's React dashboard alone may take 20 s to draw on a busy one.
	timeout: scaled( 90_000 ),
	expect: { timeout: scaled( 10_000 ) },
	// One shared site and database: tests change the same vendors, so they run one at a time.
	workers: 1,
	fullyParallel: false,
	retries: 0,
	reporter: [ [ 'list' ], [ './support/skip-reasons-reporter.ts' ] ],
	globalSetup: './support/global-setup.ts',
	use: {
		baseURL: SITE_URL,
		launchOptions: {
			executablePath: CHROMIUM_PATH,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
	},
	projects: [
		{
			name: 'integration',
			testDir: '../integration',
			testMatch: /.*\.spec\.ts/,
		},
		{ name: 'e2e', testDir: '.', testMatch: /.*\.spec\.ts/ },
	],
} );
