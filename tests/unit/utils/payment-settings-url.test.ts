/**
 * Internal dependencies
 */
import { getPaymentSettingsUrl } from '../../../src/utils';
import { clearPageGlobals, page } from './page-globals';

afterEach( clearPageGlobals );

describe( 'getPaymentSettingsUrl', () => {
	it( "prefers the page settings' setup_url", () => {
		page.dokanFrontend = {
			withdraw: { paymentSettingUrl: 'https://a.example/b' },
		};
		expect(
			getPaymentSettingsUrl( 'https://shop.example/settings/payment/' )
		).toBe( 'https://shop.example/settings/payment/' );
	} );

	it( 'then window.dokanFrontend.withdraw.paymentSettingUrl, then the boot data', () => {
		page.vendorPayoutSchedule = {
			paymentSettingUrl: 'https://boot.example/payment/',
		};
		expect( getPaymentSettingsUrl( '' ) ).toBe(
			'https://boot.example/payment/'
		);
		page.dokanFrontend = {
			withdraw: { paymentSettingUrl: 'https://dokan.example/payment/' },
		};
		expect( getPaymentSettingsUrl( undefined ) ).toBe(
			'https://dokan.example/payment/'
		);
	} );

	it( 'never answers a javascript: or other non-web address', () => {
		page.vendorPayoutSchedule = { paymentSettingUrl: 'data:text/html,hi' };
		expect( getPaymentSettingsUrl( 'javascript:alert(1)' ) ).toBeNull();
	} );

	it( 'answers null when nobody supplies one', () => {
		expect( getPaymentSettingsUrl() ).toBeNull();
	} );
} );
