/**
 * Browser (e2e) and HTTP (integration) tests against the local WordPress, in Debian's Chromium.
 */
import { defineConfig } from '@playwright/test';

import { CHROMIUM_PATH, SITE_URL } from './support/site';

export default defineConfig( {
	testDir: '..',
	outputDir: '../../test-results',
	timeout: 60_000,
	expect: { timeout: 10_000 },
	// One shared site and database: tests change the same vendors, so they run one at a time.
	workers: 1,
	fullyParallel: false,
	retries: 0,
	reporter: process.env.CI ? [ [ 'list' ] ] : [ [ 'list' ] ],
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
