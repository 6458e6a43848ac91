/**
 * Pure helpers shared by the panel.
 */
export type {
	CurrencySettings,
	VendorPayoutScheduleBootData,
} from './boot-data';
export { decodeEntities } from './decode-entities';
export { fillPlaceholders } from './fill-placeholders';
export { getPaymentSettingsUrl, safeUrl } from './payment-settings-url';
export {
	DEFAULT_CURRENCY,
	formatNumber,
	formatPrice,
	getCurrencySettings,
} from './price';
export { ownValue } from './own-value';
export { saveFile } from './save-file';
