/**
 * `window.dokan.utilities` (script `dokan-utilities`): Dokan 4.1.2 src/utilities/Accounting.ts
 * formatPrice(), which hands `window.dokanFrontend.currency` to WooCommerce's accounting.js
 * (`window.accounting`, handle `accounting`). Its text is HTML: Dokan renders it as such.
 */
( function () {
	function formatPrice(
		price = '',
		currencySymbol = '',
		precision = null,
		thousand = '',
		decimal = '',
		format = ''
	) {
		const currency = window.dokanFrontend && window.dokanFrontend.currency;
		if ( ! window.accounting || ! currency ) {
			return price;
		}
		return window.accounting.formatMoney(
			price,
			currencySymbol || currency.symbol,
			precision || currency.precision,
			thousand || currency.thousand,
			decimal || currency.decimal,
			format || currency.format
		);
	}

	window.dokan = window.dokan || {};
	window.dokan.utilities = { ...window.dokan.utilities, formatPrice };
} )();
