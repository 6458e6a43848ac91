<?php
/**
 * Why a request goes into no payout file.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * The reasons Payout_Sorter gives; Payout_Wording words them for the admin.
 */
enum Unfiled_Reason: string {

	/**
	 * Dokan no longer holds the request as pending (approved or cancelled since).
	 */
	case NotPending = 'not_pending';

	/**
	 * Nothing is left to pay after Dokan's withdraw charge.
	 */
	case NothingToPay = 'nothing_to_pay';

	/**
	 * A method no file pays (Skrill, a custom method …).
	 */
	case OtherMethod = 'other_method';

	/**
	 * PayPal does not pay out in the request's currency.
	 */
	case PaypalCurrency = 'paypal_currency';

	/**
	 * No PayPal e-mail address with the request.
	 */
	case NoEmail = 'no_email';

	/**
	 * The PayPal e-mail address is not one PayPal accepts.
	 */
	case InvalidEmail = 'invalid_email';

	/**
	 * A bank transfer in a currency other than USD (ACH) or EUR (SEPA).
	 */
	case BankCurrency = 'bank_currency';

	/**
	 * No account holder name, which both bank files name the payee by.
	 */
	case NoAccountName = 'no_account_name';

	/**
	 * USD without a routing number.
	 */
	case NoRoutingNumber = 'no_routing_number';

	/**
	 * USD with a routing number that fails its check digit.
	 */
	case InvalidRoutingNumber = 'invalid_routing_number';

	/**
	 * USD without an account number.
	 */
	case NoAccountNumber = 'no_account_number';

	/**
	 * USD with an account number a NACHA entry cannot carry.
	 */
	case InvalidAccountNumber = 'invalid_account_number';

	/**
	 * EUR without an IBAN.
	 */
	case NoIban = 'no_iban';

	/**
	 * EUR with an IBAN that fails its check (mod 97) or length.
	 */
	case InvalidIban = 'invalid_iban';

	/**
	 * EUR with an IBAN of a country outside SEPA.
	 */
	case IbanOutsideSepa = 'iban_outside_sepa';

	/**
	 * EUR with a SWIFT/BIC that is not well-formed.
	 */
	case InvalidBic = 'invalid_bic';
}
