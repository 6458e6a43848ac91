<?php
/**
 * "PayPal Payouts" in the settings: the marketplace's PayPal app and a test of it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Paypal_Failure;
use VendorPayoutSchedule\PayPal\Payouts_Client;

defined( 'ABSPATH' ) || exit;

/**
 * A section of the settings form on Dokan → Withdraw Schedule, after the payout files' sections:
 * the app's client ID, its secret and sandbox or live (PayPal\Paypal_App), saved through the
 * Settings API under its own option (the form's nonce, Settings_Page::capability()).
 *
 * The secret is never printed back: the field is always empty and says whether one is saved; left
 * empty it keeps the saved one, and "Forget the saved secret" removes it. A refused save keeps
 * nothing (neither the option nor the secret) and shows again what was typed, but the secret,
 * which must be typed again (Refused_Originator, form PAYPAL).
 *
 * "Test connection" submits the same form to admin-post.php (the button's formaction, so it works
 * without JavaScript): it asks PayPal for a token with the typed client ID and mode and the typed
 * secret, or the saved one when none was typed, keeps nothing of it, and shows what happened on the
 * page it leads back to (Paypal_Wording::check()).
 */
final class Paypal_Section {

	/** The admin-post action of "Test connection". */
	public const TEST_ACTION = 'vendor_payout_schedule_paypal_test';

	/** The section's id on the page (and its anchor). */
	public const SECTION = 'vendor_payout_schedule_paypal';

	/** What the last test found, for the page that follows (the user's id appended). */
	private const CHECK_TRANSIENT = 'vendor_payout_schedule_paypal_check_';

	/**
	 * Hooks the section (after the settings page's own) and the test.
	 */
	public function register_hooks(): void {
		add_action( 'admin_init', array( $this, 'register_settings' ), 11 );
		add_action( 'admin_post_' . self::TEST_ACTION, array( $this, 'test_connection' ) );
	}

	/**
	 * Registers the option, its sanitize callback, the section and its fields.
	 */
	public function register_settings(): void {
		register_setting(
			Settings_Page::GROUP,
			Paypal_App::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
		add_settings_section(
			self::SECTION,
			__( 'PayPal Payouts', 'vendor-payout-schedule' ),
			array( $this, 'intro' ),
			Settings_Page::SLUG,
			array(
				'before_section' => '<div id="vps-paypal">',
				'after_section'  => '</div>',
			)
		);
		add_settings_field( self::SECTION . '_client_id', esc_html( Paypal_Wording::label( 'client_id' ) ), array( $this, 'client_id_field' ), Settings_Page::SLUG, self::SECTION, array( 'label_for' => 'vps-paypal-client-id' ) );
		add_settings_field( self::SECTION . '_secret', esc_html( Paypal_Wording::label( 'secret' ) ), array( $this, 'secret_field' ), Settings_Page::SLUG, self::SECTION, array( 'label_for' => 'vps-paypal-secret' ) );
		add_settings_field( self::SECTION . '_mode', esc_html( Paypal_Wording::label( 'mode' ) ), array( $this, 'mode_field' ), Settings_Page::SLUG, self::SECTION );
		add_settings_field( self::SECTION . '_test', esc_html__( 'Connection', 'vendor-payout-schedule' ), array( $this, 'test_field' ), Settings_Page::SLUG, self::SECTION );
	}

	/**
	 * The Settings API sanitize callback: all or nothing. The secret is written here, only when the
	 * whole section is valid; the option holds the client ID and the mode.
	 *
	 * @param mixed $input Posted fields.
	 * @return array{client_id: string, mode: string}
	 */
	public function sanitize( $input ): array {
		$stored = Paypal_App::stored();
		$kept   = array(
			'client_id' => $stored->client_id,
			'mode'      => $stored->mode,
		);
		if ( ! is_array( $input ) ) {
			return $kept;
		}
		$typed  = self::typed( $input );
		$secret = $typed['forget'] ? '' : ( '' !== $typed['secret'] ? $typed['secret'] : null );
		// The secret the app would have after the save: the typed one, none, or the saved one (which
		// is never read here: the checks only need to know there is one, and it was checked when saved).
		$after  = $secret ?? ( $stored->has_secret() ? 'saved' : '' );
		$errors = Paypal_App::errors( $typed['client_id'], $after, $typed['mode'], null !== $secret && '' !== $secret );
		if ( array() !== $errors ) {
			$words = array();
			foreach ( $errors as $field => $problem ) {
				$words[ $field ] = Paypal_Wording::error( $field, $problem );
				/* translators: 1: a field's label, e.g. "Client ID", 2: what is wrong with it. */
				add_settings_error( Paypal_App::OPTION, self::SECTION . '_' . $field, esc_html( sprintf( __( '%1$s: %2$s', 'vendor-payout-schedule' ), Paypal_Wording::label( $field ), $words[ $field ] ) ) );
			}
			Refused_Originator::keep(
				array(
					'client_id' => $typed['client_id'],
					'mode'      => $typed['mode'],
				),
				$words,
				Refused_Originator::PAYPAL
			);
			return $kept;
		}
		if ( null !== $secret ) {
			Paypal_App::store_secret( $secret );
		}
		return array(
			'client_id' => $typed['client_id'],
			'mode'      => $typed['mode'],
		);
	}

	/**
	 * Explains the section.
	 */
	public function intro(): void {
		printf(
			'<p>%s</p>',
			esc_html__( 'The PayPal REST app the marketplace pays its vendors from: create it in PayPal’s developer dashboard (Apps & Credentials), turn on Payouts for it, and copy its client ID and secret here. Use a sandbox app first.', 'vendor-payout-schedule' )
		);
		$check = self::take_check();
		if ( null !== $check ) {
			list( $fine, $words ) = Paypal_Wording::check( $check );
			printf( '<div id="vps-paypal-check" class="notice inline %1$s" role="status"><p>%2$s</p></div>', $fine ? 'notice-success' : 'notice-error', esc_html( $words ) );
		}
	}

	/**
	 * The client ID.
	 */
	public function client_id_field(): void {
		$this->text_field( 'client_id', 'text', self::shown()['client_id'], __( 'From the app’s page in PayPal’s developer dashboard.', 'vendor-payout-schedule' ) );
	}

	/**
	 * The secret: always empty; says whether one is saved, and offers to forget it.
	 */
	public function secret_field(): void {
		$saved = Paypal_App::stored()->has_secret();
		$help  = $saved
			? __( 'A secret is saved; it is never shown. Leave this empty to keep it, or type a new one to replace it.', 'vendor-payout-schedule' )
			: __( 'No secret is saved.', 'vendor-payout-schedule' );
		$this->text_field( 'secret', 'password', '', $help );
		if ( $saved ) {
			printf(
				'<p><label><input type="checkbox" id="vps-paypal-forget-secret" name="%1$s" value="1" /> %2$s</label></p>',
				esc_attr( Paypal_App::OPTION . '[forget_secret]' ),
				esc_html__( 'Forget the saved secret', 'vendor-payout-schedule' )
			);
		}
	}

	/**
	 * Sandbox or live.
	 */
	public function mode_field(): void {
		$mode    = self::shown()['mode'];
		$choices = array(
			Paypal_App::SANDBOX => __( 'Sandbox (test payouts with PayPal’s sandbox accounts; no money moves)', 'vendor-payout-schedule' ),
			Paypal_App::LIVE    => __( 'Live (real payouts)', 'vendor-payout-schedule' ),
		);
		echo '<fieldset>';
		printf( '<legend class="screen-reader-text">%s</legend>', esc_html( Paypal_Wording::label( 'mode' ) ) );
		foreach ( $choices as $value => $label ) {
			printf(
				'<label><input type="radio" name="%1$s" value="%2$s" %3$s /> %4$s</label><br />',
				esc_attr( Paypal_App::OPTION . '[mode]' ),
				esc_attr( $value ),
				checked( $mode, $value, false ),
				esc_html( $label )
			);
		}
		$error = Refused_Originator::error( 'mode', Refused_Originator::PAYPAL );
		if ( '' !== $error ) {
			printf( '<p class="vps-field-error">%s</p>', esc_html( $error ) );
		}
		echo '</fieldset>';
	}

	/**
	 * "Test connection": submits the form's fields to admin-post.php.
	 */
	public function test_field(): void {
		printf(
			'<button type="submit" class="button" id="vps-paypal-test" name="action" value="%1$s" formaction="%2$s">%3$s</button><p class="description">%4$s</p>',
			esc_attr( self::TEST_ACTION ),
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_html__( 'Test connection', 'vendor-payout-schedule' ),
			esc_html__( 'Asks PayPal for an access token with the values above (the saved secret when none is typed). Nothing is saved by the test.', 'vendor-payout-schedule' )
		);
	}

	/**
	 * On `admin_post_vendor_payout_schedule_paypal_test`: tests the typed app, keeps the answer for
	 * the page it leads back to, with what was typed (not the secret).
	 */
	public function test_connection(): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		// The settings form's own nonce: the button submits that form.
		check_admin_referer( Settings_Page::GROUP . '-options' );
		$input = isset( $_POST[ Paypal_App::OPTION ] ) && is_array( $_POST[ Paypal_App::OPTION ] ) ? wp_unslash( $_POST[ Paypal_App::OPTION ] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field is checked in typed(); the secret is taken as PayPal issued it.
		$typed = self::typed( (array) $input );
		$app   = Paypal_App::as_typed( $typed['client_id'], $typed['mode'], $typed['secret'] );
		$check = self::check( $app );
		set_transient( self::CHECK_TRANSIENT . get_current_user_id(), $check, 60 );
		Refused_Originator::keep(
			array(
				'client_id' => $typed['client_id'],
				'mode'      => $app->mode,
			),
			array(),
			Refused_Originator::PAYPAL
		);
		wp_safe_redirect( admin_url( 'admin.php?page=' . Settings_Page::SLUG ) . '#vps-paypal' );
		exit;
	}

	/**
	 * What asking PayPal for a token with an app found: facts for Paypal_Wording::check().
	 *
	 * @param Paypal_App $app The app to test.
	 * @return array{outcome: string, mode: string, payouts?: bool, status?: int, name?: string}
	 */
	public static function check( Paypal_App $app ): array {
		if ( ! $app->is_complete() ) {
			return array(
				'outcome' => Paypal_Wording::INCOMPLETE,
				'mode'    => $app->mode,
			);
		}
		try {
			$token = ( new Payouts_Client( $app, null ) )->take_token();
			return array(
				'outcome' => Paypal_Wording::CONNECTED,
				'mode'    => $app->mode,
				'payouts' => $token->allows_payouts(),
			);
		} catch ( Paypal_Failure $failure ) {
			return array(
				'outcome' => $failure->may_retry() ? $failure->cause : $failure->kind,
				'mode'    => $app->mode,
				'status'  => $failure->status,
				'name'    => $failure->name,
			);
		}
	}

	/**
	 * The posted fields, trimmed: client_id, mode, secret, forget.
	 *
	 * @param array<string, mixed> $input Posted fields.
	 * @return array{client_id: string, mode: string, secret: string, forget: bool}
	 */
	private static function typed( array $input ): array {
		$text = static fn ( string $key ): string => isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
		return array(
			'client_id' => sanitize_text_field( $text( 'client_id' ) ),
			'mode'      => sanitize_key( $text( 'mode' ) ),
			'secret'    => $text( 'secret' ),
			'forget'    => ! empty( $input['forget_secret'] ),
		);
	}

	/**
	 * What the form shows: what was typed in a refused save or a test, else what is saved.
	 *
	 * @return array{client_id: string, mode: string}
	 */
	private static function shown(): array {
		$typed = Refused_Originator::typed( Refused_Originator::PAYPAL );
		if ( null !== $typed ) {
			return array(
				'client_id' => $typed['client_id'] ?? '',
				'mode'      => $typed['mode'] ?? Paypal_App::SANDBOX,
			);
		}
		$app = Paypal_App::stored();
		return array(
			'client_id' => $app->client_id,
			'mode'      => $app->mode,
		);
	}

	/**
	 * A text input with its error and help.
	 *
	 * @param string $field client_id or secret.
	 * @param string $type  text or password.
	 * @param string $value What it shows.
	 * @param string $help  Its help.
	 */
	private function text_field( string $field, string $type, string $value, string $help ): void {
		$id    = 'vps-paypal-' . str_replace( '_', '-', $field );
		$error = Refused_Originator::error( $field, Refused_Originator::PAYPAL );
		if ( '' !== $error ) {
			printf( '<p class="vps-field-error" id="%1$s-error">%2$s</p>', esc_attr( $id ), esc_html( $error ) );
		}
		printf(
			'<input type="%1$s" class="regular-text" id="%2$s" name="%3$s" value="%4$s" autocomplete="%5$s" spellcheck="false" aria-describedby="%6$s"%7$s /><p class="description" id="%2$s-help">%8$s</p>',
			esc_attr( $type ),
			esc_attr( $id ),
			esc_attr( Paypal_App::OPTION . '[' . $field . ']' ),
			esc_attr( $value ),
			'password' === $type ? 'new-password' : 'off',
			esc_attr( ( '' === $error ? '' : $id . '-error ' ) . $id . '-help' ),
			'' === $error ? '' : ' aria-invalid="true"',
			esc_html( $help )
		);
	}

	/**
	 * The last test's facts, read once.
	 *
	 * @return array{outcome: string, mode: string, payouts?: bool, status?: int, name?: string}|null
	 */
	private static function take_check(): ?array {
		$key   = self::CHECK_TRANSIENT . get_current_user_id();
		$check = get_transient( $key );
		if ( ! is_array( $check ) || ! isset( $check['outcome'], $check['mode'] ) ) {
			return null;
		}
		delete_transient( $key );
		return $check;
	}
}
