<?php
/**
 * The payout files a request can go into.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * One file per kind and currency (PayPal's in parts of at most 5 000 rows); the values appear in
 * file keys and names.
 */
enum File_Kind: string {

	/**
	 * PayPal Payouts bulk upload CSV: method paypal with a valid e-mail.
	 */
	case Paypal = 'paypal';

	/**
	 * NACHA ACH credits: bank transfer in USD with a valid routing and account number.
	 */
	case Ach = 'ach';

	/**
	 * SEPA credit transfer (pain.001.001.09): bank transfer in EUR with a valid IBAN.
	 */
	case Sepa = 'sepa';

	/**
	 * The plain CSV of requests no file can pay, each with the reason.
	 */
	case Unfiled = 'unfiled';
}
