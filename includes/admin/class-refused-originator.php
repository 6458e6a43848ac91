<?php
/**
 * A refused save of the payout files' fields: what the admin typed, and what was wrong with it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The Settings API refuses the originator's details whole when one field is wrong, and options.php
 * then leads back to the screen, which would show what is saved: every field the admin typed would
 * be gone, and the errors would only be listed at the top. What was typed and each field's error
 * are kept for that one page view, as WordPress keeps the settings errors themselves (a transient,
 * `settings_errors`): for the admin who saved, taken once, gone after a minute at most. None of it
 * is ever saved as the details.
 */
final class Refused_Originator {

	/** The transient's name, with the user's id. */
	private const TRANSIENT = 'vendor_payout_schedule_refused_originator_';

	/** Seconds it is kept for the page options.php leads back to. */
	private const LIFETIME = 60;

	/**
	 * The refused save, taken once in this request: `typed` and `errors`, each field => text.
	 *
	 * @var array{typed: array<string, string>, errors: array<string, string>}|null
	 */
	private static ?array $taken = null;

	/**
	 * Keeps what the current user typed and why it was refused, for the page that follows.
	 *
	 * @param array<string, string> $typed  Field => value as typed.
	 * @param array<string, string> $errors Field => what is wrong with it.
	 */
	public static function keep( array $typed, array $errors ): void {
		set_transient(
			self::TRANSIENT . get_current_user_id(),
			array(
				'typed'  => $typed,
				'errors' => $errors,
			),
			self::LIFETIME
		);
	}

	/**
	 * What the current user typed in a refused save, or null when the form shows what is saved.
	 *
	 * @return array<string, string>|null
	 */
	public static function typed(): ?array {
		$refused = self::take();
		return null === $refused ? null : $refused['typed'];
	}

	/**
	 * What was wrong with a field in the refused save, or ''.
	 *
	 * @param string $field The field.
	 */
	public static function error( string $field ): string {
		return (string) ( self::take()['errors'][ $field ] ?? '' );
	}

	/**
	 * The refused save, read and forgotten on first use.
	 *
	 * @return array{typed: array<string, string>, errors: array<string, string>}|null
	 */
	private static function take(): ?array {
		if ( null === self::$taken ) {
			$key     = self::TRANSIENT . get_current_user_id();
			$refused = get_transient( $key );
			if ( is_array( $refused ) && isset( $refused['typed'], $refused['errors'] ) ) {
				delete_transient( $key );
				self::$taken = array(
					'typed'  => array_map( 'strval', (array) $refused['typed'] ),
					'errors' => array_map( 'strval', (array) $refused['errors'] ),
				);
			} else {
				self::$taken = array(
					'typed'  => array(),
					'errors' => array(),
				);
			}
		}
		return array() === self::$taken['typed'] ? null : self::$taken;
	}
}
