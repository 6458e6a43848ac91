/**
 * WooCommerce's own screens with High-Performance Order Storage switched on: the Features screen
 * lists no incompatible plugin and the plugins list warns about nothing for this plugin. Needs real
 * WooCommerce (the real host); the stand-in fakes WooCommerce's compatibility registry but none of
 * its screens, and tests/engine/woocommerce-features-test.php asks that registry on both.
 */
import { expect, test } from '@playwright/test';

import { browserContextAs } from './support/session';

const FEATURES =
	'/wp-admin/admin.php?page=wc-settings&tab=advanced&section=features';
const PLUGIN_ROW = 'tr[data-plugin="vendor-payout-schedule/plugin.php"]';

test( 'with HPOS on, WooCommerce lists no incompatible plugin and no warning for this one', async ( {
	browser,
} ) => {
	const page = await ( await browserContextAs( browser, 'admin' ) ).newPage();
	await page.goto( FEATURES );
	const hpos = page.getByRole( 'radio', {
		name: /High-performance order storage/,
	} );
	test.skip(
		( await hpos.count() ) === 0,
		'WooCommerce’s Features screen is not on this site (the stand-in)'
	);

	const save = async () => {
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			page.getByText( 'Your settings have been saved.' )
		).toBeVisible();
	};
	const wasOn = await hpos.isChecked();
	try {
		if ( ! wasOn ) {
			await hpos.check();
			await save();
		}
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
		if ( ! wasOn ) {
			await page.goto( FEATURES );
			await page
				.getByRole( 'radio', { name: /WordPress posts storage/ } )
				.check();
			await save();
		}
		await page.context().close();
	}
} );
