/**
 * Everything the entry does to join the page.
 */
export { registerPaymentDetailsFill } from './register-payment-details-fill';
export { mountLegacyPanel } from './mount-legacy-panel';
export { mountToaster } from './mount-toaster';
