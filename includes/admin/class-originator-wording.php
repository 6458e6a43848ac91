<?php
/**
 * The admin's words for the marketplace's details the bank files carry.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Payouts\Originator;

defined( 'ABSPATH' ) || exit;

/**
 * Each field of Payouts\Originator as the settings section "Payout files" shows it: its label,
 * its help, and what is wrong with it in words. Switches, not matches: the string extractor
 * (wp-pot) does not read match arms.
 */
final class Originator_Wording {

	/**
	 * A field's label on the settings screen.
	 *
	 * @param string $field A field of ACH_FIELDS or SEPA_FIELDS.
	 */
	public static function label( string $field ): string {
		switch ( $field ) {
			case 'company_name':
				return __( 'Company name', 'vendor-payout-schedule' );
			case 'company_id':
				return __( 'Company ID', 'vendor-payout-schedule' );
			case 'odfi_routing':
				return __( 'Your bank’s routing number', 'vendor-payout-schedule' );
			case 'immediate_destination':
				return __( 'Immediate destination', 'vendor-payout-schedule' );
			case 'immediate_destination_name':
				return __( 'Immediate destination name', 'vendor-payout-schedule' );
			case 'immediate_origin':
				return __( 'Immediate origin', 'vendor-payout-schedule' );
			case 'immediate_origin_name':
				return __( 'Immediate origin name', 'vendor-payout-schedule' );
			case 'entry_description':
				return __( 'Entry description', 'vendor-payout-schedule' );
			case 'debtor_name':
				return __( 'Account holder', 'vendor-payout-schedule' );
			case 'debtor_iban':
				return __( 'IBAN', 'vendor-payout-schedule' );
		}
		return __( 'BIC', 'vendor-payout-schedule' );
	}

	/**
	 * A field's help on the settings screen.
	 *
	 * @param string $field A field of ACH_FIELDS or SEPA_FIELDS.
	 */
	public static function help( string $field ): string {
		switch ( $field ) {
			case 'company_name':
				return __( 'As your bank knows the marketplace; at most 16 characters.', 'vendor-payout-schedule' );
			case 'company_id':
				return __( 'The 10 characters your bank gave you, often 1 followed by your EIN.', 'vendor-payout-schedule' );
			case 'odfi_routing':
				return __( '9 digits: the bank that sends the payments.', 'vendor-payout-schedule' );
			case 'immediate_destination':
				return __( 'The 9-digit routing number the file is addressed to: your bank’s, unless it told you another.', 'vendor-payout-schedule' );
			case 'immediate_destination_name':
				return __( 'That bank’s name, at most 23 characters.', 'vendor-payout-schedule' );
			case 'immediate_origin':
				return __( 'The 9 or 10 digits your bank gave you, often your company ID.', 'vendor-payout-schedule' );
			case 'immediate_origin_name':
				return __( 'Your company’s name, at most 23 characters.', 'vendor-payout-schedule' );
			case 'entry_description':
				return __( 'What the vendors’ bank statements say, at most 10 characters.', 'vendor-payout-schedule' );
			case 'debtor_name':
				return __( 'The name on the account the payouts are paid from.', 'vendor-payout-schedule' );
			case 'debtor_iban':
				return __( 'Of the account the payouts are paid from. Shown with all but its last four characters hidden; leave it as it is to keep it.', 'vendor-payout-schedule' );
		}
		return __( '8 or 11 letters and digits; leave it empty if your bank does not ask for it.', 'vendor-payout-schedule' );
	}

	/**
	 * What is wrong with a field (Originator::errors()), as the settings screen says it beside the
	 * field and above the form.
	 *
	 * @param string $field   A field of Originator::ACH_FIELDS or SEPA_FIELDS.
	 * @param string $problem Originator::MISSING, TOO_LONG, INVALID or OUTSIDE_SEPA.
	 */
	public static function error( string $field, string $problem ): string {
		switch ( $field ) {
			case 'company_name':
				return Originator::MISSING === $problem
					? __( 'Enter the company name your bank knows the marketplace by.', 'vendor-payout-schedule' )
					: __( 'The company name can have at most 16 characters in an ACH file.', 'vendor-payout-schedule' );
			case 'company_id':
				return __( 'Enter the 10-character company ID your bank gave you (often 1 followed by the EIN).', 'vendor-payout-schedule' );
			case 'odfi_routing':
				return __( 'Enter the 9-digit routing number of the bank that sends the payments; this one fails its check digit.', 'vendor-payout-schedule' );
			case 'immediate_destination':
				return __( 'Enter the 9-digit routing number the file is addressed to (your bank’s, unless it told you another); this one fails its check digit.', 'vendor-payout-schedule' );
			case 'immediate_origin':
				return __( 'Enter the 9- or 10-digit immediate origin your bank gave you.', 'vendor-payout-schedule' );
			case 'immediate_destination_name':
			case 'immediate_origin_name':
				return __( 'At most 23 characters fit in an ACH file.', 'vendor-payout-schedule' );
			case 'entry_description':
				return __( 'The entry description can have at most 10 characters.', 'vendor-payout-schedule' );
			case 'debtor_name':
				return __( 'Enter the account holder name of the account the payouts are paid from.', 'vendor-payout-schedule' );
			case 'debtor_iban':
				return Originator::OUTSIDE_SEPA === $problem
					? __( 'This IBAN is of a country outside SEPA.', 'vendor-payout-schedule' )
					: __( 'Enter a valid IBAN of the account the payouts are paid from; this one fails its check.', 'vendor-payout-schedule' );
		}
		return __( 'Enter a BIC of 8 or 11 letters and digits, or leave it empty.', 'vendor-payout-schedule' );
	}
}
