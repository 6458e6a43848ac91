/**
 * WooCommerce's own screens with High-Performance Order Storage switched on: the Features screen
 * lists no incompatible plugin and the plugins list warns about nothing for this plugin
 * (tests/engine/woocommerce-features-test.php asks WooCommerce's compatibility registry itself).
 */
import { expect, test } from '@playwright/test';

import { browserContextAs } from './support/session';
import { runSitePhp } from '../e2e/support/site-php';

const FEATURES =
	'/wp-admin/admin.php?page=wc-settings&tab=advanced&section=features';
const PLUGIN_ROW = 'tr[data-plugin="vendor-payout-schedule/plugin.php"]';

/**
 * The shop's order storage after switching it (or as it is, with `state`).
 * @param to `hpos`, `posts` or `state`.
 */
function storage( to: 'hpos' | 'posts' | 'state' ): {
	hpos: boolean;
	compatible: string[];
	incompatible: string[];
} {
	return JSON.parse( runSitePhp( 'tests/realhost/order-storage.php', to ) );
}

test( 'with HPOS on, WooCommerce lists no incompatible plugin and no warning for this one', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( FEATURES );
	const hpos = page.getByRole( 'radio', {
		name: /High-performance order storage/,
	} );
	await expect( hpos ).toHaveCount( 1 );

	// Switched as WooCommerce's `wp wc hpos sync` + `enable` do: the screen refuses while the
	// seeded orders are not yet copied into HPOS's tables.
	const before = storage( 'state' );
	try {
		const on = storage( 'hpos' );
		expect( on.hpos ).toBe( true );
		expect(
			on.compatible,
			'the plugin is among those WooCommerce counts compatible'
		).toContain( 'vendor-payout-schedule/plugin.php' );
		expect(
			on.incompatible,
			'WooCommerce counts no active plugin incompatible'
		).toEqual( [] );

		await page.goto( FEATURES );
		await expect( hpos ).toBeChecked();
		await expect(
			page.getByText( /Incompatible plugins? detected/ )
		).toHaveCount( 0 );

		await page.goto(
			'/wp-admin/plugins.php?plugin_status=incompatible_with_feature&feature_id=custom_order_tables'
		);
		await expect(
			page.getByText(
				/You are viewing the active plugins that are incompatible with/
			)
		).toBeVisible();
		await expect( page.locator( PLUGIN_ROW ) ).toHaveCount( 0 );

		await page.goto( '/wp-admin/plugins.php' );
		await expect( page.locator( `${ PLUGIN_ROW }.active` ) ).toHaveCount(
			1
		);
		await expect(
			page.getByText( /This plugin is incompatible/ )
		).toHaveCount( 0 );
		await expect(
			page.getByText(
				/some of your active plugins are incompatible with currently enabled WooCommerce features/
			)
		).toHaveCount( 0 );
	} finally {
		if ( ! before.hpos ) {
			storage( 'posts' );
		}
		await page.context().close();
	}
} );
