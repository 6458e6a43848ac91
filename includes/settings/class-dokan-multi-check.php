<?php
/**
 * Dokan's way of storing a set of ticked keys.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan's settings screen stores a multi-check as `[ key => key ]` with `''` for unchecked keys;
 * code and older versions write plain lists. Both are read, and what is written back keeps Dokan's
 * shape, so Dokan's own screen still shows every box as it was.
 */
final class Dokan_Multi_Check {

	/**
	 * The checked keys of a multi-check, whether stored as `[ key => key|'' ]` or as a list.
	 *
	 * @param mixed $value Stored value.
	 * @return string[]
	 */
	public static function checked_keys( $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$keys = array();
		foreach ( $value as $key => $checked ) {
			if ( is_string( $key ) && ! empty( $checked ) ) {
				$keys[] = $key;
			} elseif ( is_int( $key ) && is_string( $checked ) && '' !== $checked ) {
				$keys[] = $checked;
			}
		}
		return $keys;
	}

	/**
	 * A multi-check value as `[ key => key-or-empty ]`, unchecked keys kept as `''`.
	 *
	 * @param mixed $value Stored value.
	 * @return array<string, string>
	 */
	public static function as_map( $value ): array {
		$map = array();
		foreach ( self::checked_keys( $value ) as $key ) {
			$map[ $key ] = $key;
		}
		if ( is_array( $value ) ) {
			foreach ( $value as $key => $checked ) {
				if ( is_string( $key ) && ! isset( $map[ $key ] ) ) {
					$map[ $key ] = '';
				}
			}
		}
		return $map;
	}
}
