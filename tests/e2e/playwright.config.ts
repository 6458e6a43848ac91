/**
 * Browser (e2e) and HTTP (integration) tests against the local WordPress, or another site named by
 * E2E_BASE_URL (see support/site.ts), in Debian's Chromium.
 */
import { defineConfig } from '@playwright/test';

import { CHROMIUM_PATH, SITE_URL } from './support/site';

const TIMEOUT_FACTOR = Number( process.env.E2E_TIMEOUT_FACTOR ?? 1 );

export default defineConfig( {
	testDir: '..',
	outputDir: '../../test-results',
	// A site running all of WooCommerce and Dokan answers more slowly than the local one: runs
	// against it may allow more time (E2E_TIMEOUT_FACTOR, e.g. 3).
	timeout: 60_000 * TIMEOUT_FACTOR,
	expect: { timeout: 10_000 * TIMEOUT_FACTOR },
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
