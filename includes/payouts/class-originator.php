<?php
/**
 * Who pays: the marketplace's details the bank files carry.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * The originator of an ACH file (company name and id, immediate origin and destination, the
 * originating bank's routing number, the entry description) and the debtor of a SEPA transfer
 * (name, IBAN, BIC). PayPal needs none of it: the file is uploaded into the paying account.
 *
 * The checks are pure functions returning `field => problem` (one of the constants below), which
 * the settings screen (Admin\Settings_Page, section "Payout files") words with the field's label
 * and help (Admin\Originator_Wording); from_array() keeps the values as typed (trimmed), and the
 * files normalise them when they write them.
 */
final class Originator {

	/**
	 * Where the details are kept (the settings section "Payout files" on Dokan → Withdraw Schedule).
	 */
	public const OPTION = 'vendor_payout_schedule_originator';

	/**
	 * The fields of each file, in the order a form shows them.
	 */
	public const ACH_FIELDS  = array( 'company_name', 'company_id', 'odfi_routing', 'immediate_destination', 'immediate_destination_name', 'immediate_origin', 'immediate_origin_name', 'entry_description' );
	public const SEPA_FIELDS = array( 'debtor_name', 'debtor_iban', 'debtor_bic' );

	/**
	 * What can be wrong with a field: left empty, longer than its file takes, not a valid number or
	 * code of its kind (a check digit, a length, a character), an IBAN of a country outside SEPA.
	 */
	public const MISSING      = 'missing';
	public const TOO_LONG     = 'too_long';
	public const INVALID      = 'invalid';
	public const OUTSIDE_SEPA = 'outside_sepa';

	/**
	 * The details as given.
	 *
	 * @param string $company_name               ACH company name (at most 16 characters).
	 * @param string $company_id                 ACH company identification (10 characters, usually 1 and the EIN).
	 * @param string $odfi_routing               Routing number of the bank that sends the file.
	 * @param string $immediate_destination      Routing number the file is addressed to (the bank's or its operator's).
	 * @param string $immediate_destination_name Its name (at most 23 characters).
	 * @param string $immediate_origin           The sender's number at that bank (9 or 10 characters).
	 * @param string $immediate_origin_name      The sender's name (at most 23 characters).
	 * @param string $entry_description          What the vendor's statement says (at most 10 characters).
	 * @param string $debtor_name                SEPA debtor name (at most 70 characters).
	 * @param string $debtor_iban                SEPA debtor IBAN.
	 * @param string $debtor_bic                 SEPA debtor BIC, optional.
	 */
	public function __construct(
		public readonly string $company_name = '',
		public readonly string $company_id = '',
		public readonly string $odfi_routing = '',
		public readonly string $immediate_destination = '',
		public readonly string $immediate_destination_name = '',
		public readonly string $immediate_origin = '',
		public readonly string $immediate_origin_name = '',
		public readonly string $entry_description = '',
		public readonly string $debtor_name = '',
		public readonly string $debtor_iban = '',
		public readonly string $debtor_bic = ''
	) {}

	/**
	 * From stored or submitted values (unknown keys ignored, missing ones empty).
	 *
	 * @param array<string, mixed> $values Field => value.
	 */
	public static function from_array( array $values ): self {
		$clean = array();
		foreach ( array_merge( self::ACH_FIELDS, self::SEPA_FIELDS ) as $field ) {
			$clean[ $field ] = isset( $values[ $field ] ) && is_scalar( $values[ $field ] ) ? trim( (string) $values[ $field ] ) : '';
		}
		return new self( ...$clean );
	}

	/**
	 * The details as saved.
	 */
	public static function stored(): self {
		return self::from_array( (array) get_option( self::OPTION, array() ) );
	}

	/**
	 * Whether the details make a file of a kind (PayPal needs none).
	 *
	 * @param string $kind Payout_File::PAYPAL, ACH, SEPA or UNFILED.
	 */
	public function makes( string $kind ): bool {
		switch ( $kind ) {
			case Payout_File::ACH:
				return array() === self::ach_errors( $this->to_array() );
			case Payout_File::SEPA:
				return array() === self::sepa_errors( $this->to_array() );
		}
		return true;
	}

	/**
	 * The values, field => value, as from_array() takes them.
	 *
	 * @return array<string, string>
	 */
	public function to_array(): array {
		return get_object_vars( $this );
	}

	/**
	 * What is wrong for an ACH file, field => problem; empty when it can be written.
	 *
	 * @param array<string, mixed> $values Field => value.
	 * @return array<string, string>
	 */
	public static function ach_errors( array $values ): array {
		$o      = self::from_array( $values );
		$errors = array();
		if ( '' === $o->company_name ) {
			$errors['company_name'] = self::MISSING;
		} elseif ( strlen( Nacha_File::text( $o->company_name, 64 ) ) > 16 ) {
			$errors['company_name'] = self::TOO_LONG;
		}
		if ( 1 !== preg_match( '/^[A-Za-z0-9]{10}$/', Bank_Numbers::normalise( $o->company_id ) ) ) {
			$errors['company_id'] = self::INVALID;
		}
		foreach ( array( 'odfi_routing', 'immediate_destination' ) as $field ) {
			if ( ! Bank_Numbers::routing_number_valid( $o->$field ) ) {
				$errors[ $field ] = self::INVALID;
			}
		}
		if ( 1 !== preg_match( '/^[0-9]{9,10}$/', Bank_Numbers::normalise( $o->immediate_origin ) ) ) {
			$errors['immediate_origin'] = self::INVALID;
		}
		foreach ( array( 'immediate_destination_name', 'immediate_origin_name' ) as $field ) {
			if ( strlen( Nacha_File::text( $o->$field, 64 ) ) > 23 ) {
				$errors[ $field ] = self::TOO_LONG;
			}
		}
		if ( strlen( Nacha_File::text( $o->entry_description, 64 ) ) > 10 ) {
			$errors['entry_description'] = self::TOO_LONG;
		}
		return $errors;
	}

	/**
	 * What is wrong for a SEPA credit transfer, field => problem; empty when it can be written.
	 *
	 * @param array<string, mixed> $values Field => value.
	 * @return array<string, string>
	 */
	public static function sepa_errors( array $values ): array {
		$o      = self::from_array( $values );
		$errors = array();
		if ( '' === Sepa_Credit_Transfer::text( $o->debtor_name, 70 ) ) {
			$errors['debtor_name'] = self::MISSING;
		}
		if ( ! Bank_Numbers::iban_valid( $o->debtor_iban ) ) {
			$errors['debtor_iban'] = self::INVALID;
		} elseif ( ! Bank_Numbers::iban_in_sepa( $o->debtor_iban ) ) {
			$errors['debtor_iban'] = self::OUTSIDE_SEPA;
		}
		if ( '' !== $o->debtor_bic && ! Bank_Numbers::bic_valid( $o->debtor_bic ) ) {
			$errors['debtor_bic'] = self::INVALID;
		}
		return $errors;
	}

	/**
	 * What is wrong with the values given, for the files whose fields are filled in: a form may
	 * leave the ACH or the SEPA details empty when the marketplace makes no such file.
	 *
	 * @param array<string, mixed> $values Field => value.
	 * @return array<string, string>
	 */
	public static function errors( array $values ): array {
		$o      = self::from_array( $values );
		$errors = array();
		$filled = static fn ( array $fields ): bool => array() !== array_filter( $fields, static fn ( string $field ): bool => '' !== $o->$field );
		if ( $filled( array_diff( self::ACH_FIELDS, array( 'entry_description' ) ) ) ) {
			$errors += self::ach_errors( $values );
		}
		if ( $filled( self::SEPA_FIELDS ) ) {
			$errors += self::sepa_errors( $values );
		}
		return $errors;
	}
}
