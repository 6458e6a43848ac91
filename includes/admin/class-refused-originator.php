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
 * is ever saved as the details. The PayPal app's section (Paypal_Section) keeps its own refused
 * save the same way, under its form's name.
 */
final class Refused_Originator {

	/** The transient's name, with the form's name and the user's id. */
	private const TRANSIENT = 'vendor_payout_schedule_refused_';

	/** The forms that keep a refused save: the originator's details, the PayPal app. */
	public const ORIGINATOR = 'originator';
	public const PAYPAL     = 'paypal';

	/** Seconds it is kept for the page options.php leads back to. */
	private const LIFETIME = 60;

	/**
	 * The refused saves taken in this request, by form: `typed` and `errors`, each field => text.
	 *
	 * @var array<string, array{typed: array<string, string>, errors: array<string, string>}>
	 */
	private static array $taken = array();

	/**
	 * Keeps what the current user typed and why it was refused, for the page that follows.
	 *
	 * @param array<string, string> $typed  Field => value as typed.
	 * @param array<string, string> $errors Field => what is wrong with it.
	 * @param string                $form   Which form (ORIGINATOR or PAYPAL).
	 */
	public static function keep( array $typed, array $errors, string $form = self::ORIGINATOR ): void {
		set_transient(
			self::TRANSIENT . $form . '_' . get_current_user_id(),
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
	 * @param string $form Which form.
	 * @return array<string, string>|null
	 */
	public static function typed( string $form = self::ORIGINATOR ): ?array {
		$refused = self::take( $form );
		return null === $refused ? null : $refused['typed'];
	}

	/**
	 * What was wrong with a field in the refused save, or ''.
	 *
	 * @param string $field The field.
	 * @param string $form  Which form.
	 */
	public static function error( string $field, string $form = self::ORIGINATOR ): string {
		return (string) ( self::take( $form )['errors'][ $field ] ?? '' );
	}

	/**
	 * The refused save, read and forgotten on first use.
	 *
	 * @param string $form Which form.
	 * @return array{typed: array<string, string>, errors: array<string, string>}|null
	 */
	private static function take( string $form ): ?array {
		if ( ! isset( self::$taken[ $form ] ) ) {
			$key     = self::TRANSIENT . $form . '_' . get_current_user_id();
			$refused = get_transient( $key );
			if ( is_array( $refused ) && isset( $refused['typed'], $refused['errors'] ) ) {
				delete_transient( $key );
				self::$taken[ $form ] = array(
					'typed'  => array_map( 'strval', (array) $refused['typed'] ),
					'errors' => array_map( 'strval', (array) $refused['errors'] ),
				);
			} else {
				self::$taken[ $form ] = array(
					'typed'  => array(),
					'errors' => array(),
				);
			}
		}
		return array() === self::$taken[ $form ]['typed'] ? null : self::$taken[ $form ];
	}
}
