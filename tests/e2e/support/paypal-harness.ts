/**
 * PayPal as the browser tests meet it: Prism checking PayPal's contract in front of our PayPal fake
 * (tests/paypal/harness.sh), on the local site's port + 50 and + 51, where the must-use plugin
 * paypal-is-the-fake points the site.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { test } from '@playwright/test';

import { ON_LOCAL_SITE, REPO_DIR, SITE_URL } from './site';

/**
 * Starts or stops the harness (a test stops it to see PayPal unreachable).
 * @param what `up` or `down`.
 */
export function paypalHarness( what: 'up' | 'down' ) {
	execFileSync(
		'bash',
		[ path.join( REPO_DIR, 'tests/paypal/harness.sh' ), what ],
		{
			env: { ...process.env, WP_PORT: new URL( SITE_URL ).port || '80' },
			stdio: 'pipe',
		}
	);
}

/**
 * Starts the harness before the file's tests and stops it after them. The ports are this
 * machine's, so only the local site's tests start it.
 */
export function startsPaypalHarness() {
	test.beforeAll( () => ON_LOCAL_SITE && paypalHarness( 'up' ) );
	test.afterAll( () => ON_LOCAL_SITE && paypalHarness( 'down' ) );
}
