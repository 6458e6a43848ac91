<?php
/**
 * Checks submitted scheduled-payout settings and sorts them into Dokan's option and the plugin's own.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

use InvalidArgumentException;
use VendorPayoutSchedule\Schedule\Next_Date_Calculator;
use VendorPayoutSchedule\Schedule\Schedule_Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Pure validation: no WordPress calls, no writes. Strict — an invalid value is reported, never
 * silently replaced by a default.
 */
final class Settings_Sanitizer {

	/**
	 * Validates the given keys (others are ignored).
	 *
	 * @param array<string, mixed> $changes See Withdraw_Settings::save().
	 * @return array{dokan: array<string, mixed>, own: array<string, mixed>, errors: array<string, string>}
	 *         `dokan` holds `dokan_withdraw` keys in Dokan Pro's shapes, `own` the plugin option's keys,
	 *         `errors` maps each invalid field to `invalid`.
	 */
	public static function clean( array $changes ): array {
		$result = array(
			'dokan'  => array(),
			'own'    => array(),
			'errors' => array(),
		);

		if ( array_key_exists( 'enabled', $changes ) ) {
			$enabled = self::flag( $changes['enabled'] );
			if ( null === $enabled ) {
				$result['errors']['enabled'] = 'invalid';
			} else {
				$result['dokan']['disbursement'] = array( 'schedule' => $enabled ? 'schedule' : '' );
			}
		}

		if ( array_key_exists( 'schedules', $changes ) ) {
			$schedules = self::schedules( $changes['schedules'] );
			if ( null === $schedules ) {
				$result['errors']['schedules'] = 'invalid';
			} else {
				$result['dokan']['disbursement_schedule'] = $schedules;
			}
		}

		foreach ( Schedule_Rule::KEYS as $key ) {
			if ( ! array_key_exists( $key, $changes ) ) {
				continue;
			}
			$rule = self::rule( $key, $changes[ $key ] );
			if ( null === $rule ) {
				$result['errors'][ $key ] = 'invalid';
			} else {
				// Dokan Pro keeps the weekly rule as a bare weekday.
				$result['dokan'][ $key . '_schedule' ] = 'weekly' === $key ? $rule['days'] : $rule;
			}
		}

		foreach ( array( 'minimum_amounts', 'reserve_amounts' ) as $field ) {
			if ( ! array_key_exists( $field, $changes ) ) {
				continue;
			}
			if ( null === $changes[ $field ] ) {
				$result['own'][ $field ] = null;
				continue;
			}
			$amounts = Amount::parse_list( $changes[ $field ] );
			if ( null === $amounts ) {
				$result['errors'][ $field ] = 'invalid';
			} else {
				$result['own'][ $field ] = $amounts;
			}
		}

		if ( array_key_exists( 'payout_time', $changes ) ) {
			$time = is_string( $changes['payout_time'] ) ? trim( $changes['payout_time'] ) : '';
			if ( self::is_time( $time ) ) {
				$result['own']['payout_time'] = $time;
			} else {
				$result['errors']['payout_time'] = 'invalid';
			}
		}

		if ( array_key_exists( 'admin_mail', $changes ) ) {
			if ( in_array( $changes['admin_mail'], array( Withdraw_Settings::ADMIN_MAIL_SUMMARY, Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST ), true ) ) {
				$result['own']['admin_mail'] = $changes['admin_mail'];
			} else {
				$result['errors']['admin_mail'] = 'invalid';
			}
		}

		return $result;
	}

	/**
	 * Whether a string is a 24-hour `HH:MM` time. What counts as one is what the date calculator can
	 * schedule, so a time the settings accept is always a time a run can be planned at.
	 *
	 * @param string $time Candidate.
	 */
	public static function is_time( string $time ): bool {
		try {
			Next_Date_Calculator::parse_time( $time );
			return true;
		} catch ( InvalidArgumentException $e ) {
			return false;
		}
	}

	/**
	 * A yes/no value from a bool, `1`/`0`, `'1'`/`'0'`, `'on'`/`'off'`, `'yes'`/`'no'` or `''`.
	 *
	 * @param mixed $value Candidate.
	 */
	private static function flag( $value ): ?bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		if ( 1 === $value || 0 === $value ) {
			return 1 === $value;
		}
		if ( is_string( $value ) ) {
			$value = strtolower( trim( $value ) );
			if ( in_array( $value, array( '1', 'on', 'yes', 'true' ), true ) ) {
				return true;
			}
			if ( in_array( $value, array( '', '0', 'off', 'no', 'false' ), true ) ) {
				return false;
			}
		}
		return null;
	}

	/**
	 * The enabled schedules in Dokan's multi-check shape, from a list of keys or such a map.
	 *
	 * @param mixed $value Candidate.
	 * @return array<string, string>|null Every schedule key, mapped to itself when enabled, else ''.
	 */
	private static function schedules( $value ): ?array {
		if ( '' === $value ) {
			$value = array();
		}
		if ( ! is_array( $value ) ) {
			return null;
		}
		$enabled = array();
		foreach ( $value as $index => $item ) {
			$key = is_int( $index ) ? $item : $index;
			if ( ! Schedule_Rule::is_key( $key ) ) {
				return null;
			}
			if ( is_int( $index ) || ( is_string( $item ) && '' !== $item ) ) {
				$enabled[] = $key;
			}
		}
		$map = array();
		foreach ( Schedule_Rule::KEYS as $key ) {
			$map[ $key ] = in_array( $key, $enabled, true ) ? $key : '';
		}
		return $map;
	}

	/**
	 * A complete, valid rule, or null.
	 *
	 * @param string $key   Schedule key.
	 * @param mixed  $value Candidate rule (the weekly one may be a bare weekday).
	 * @return array<string, string>|null
	 */
	private static function rule( string $key, $value ): ?array {
		if ( 'weekly' === $key && is_string( $value ) ) {
			$value = array( 'days' => $value );
		}
		if ( ! is_array( $value ) ) {
			return null;
		}
		$rule = array();
		foreach ( array_keys( Schedule_Rule::default_rule( $key ) ) as $part ) {
			$clean = Schedule_Rule::part( $key, $part, $value[ $part ] ?? null );
			if ( null === $clean ) {
				return null;
			}
			$rule[ $part ] = $clean;
		}
		return $rule;
	}
}
