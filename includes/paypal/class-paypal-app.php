<?php
/**
 * The marketplace's PayPal REST app: client ID, secret, sandbox or live.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\PayPal;

defined( 'ABSPATH' ) || exit;

/**
 * The app the marketplace pays its vendors from (PayPal Developer Dashboard → Apps & Credentials).
 * The client ID and the mode are kept in one option, the secret in another that WordPress never
 * loads with every page (autoload off), so it is read only when PayPal is called. The secret is
 * never given back: has_secret() says whether one is saved; __debugInfo() and the values for a
 * form leave it out, so a print_r(), a var_dump() or an error message holding the app cannot show it.
 *
 * The checks answer codes (the constants below), which the settings screen words.
 */
final class Paypal_App {

	/** Client ID and mode (the settings section "PayPal Payouts"). */
	public const OPTION = 'vendor_payout_schedule_paypal';

	/** The secret, alone and not autoloaded. */
	public const SECRET_OPTION = 'vendor_payout_schedule_paypal_secret';

	/** PayPal's two environments. */
	public const SANDBOX = 'sandbox';
	public const LIVE    = 'live';

	/**
	 * What can be wrong: a client ID left empty beside a secret, a value PayPal never issues
	 * (client IDs and secrets are letters, digits, hyphens and underscores), a mode of neither kind.
	 */
	public const MISSING = 'missing';
	public const INVALID = 'invalid';

	/** The characters and lengths of PayPal's client IDs and secrets (80 characters today). */
	private const CREDENTIAL_PATTERN = '/^[A-Za-z0-9_-]{8,256}$/';

	/**
	 * An app.
	 *
	 * @param string $client_id The app's client ID.
	 * @param string $secret    Its secret ('' when none is saved).
	 * @param string $mode      SANDBOX or LIVE.
	 */
	public function __construct(
		public readonly string $client_id,
		#[\SensitiveParameter] private string $secret,
		public readonly string $mode = self::SANDBOX
	) {}

	/**
	 * The app as saved.
	 */
	public static function stored(): self {
		$values = (array) get_option( self::OPTION, array() );
		return new self(
			is_string( $values['client_id'] ?? null ) ? $values['client_id'] : '',
			(string) get_option( self::SECRET_OPTION, '' ),
			self::LIVE === ( $values['mode'] ?? '' ) ? self::LIVE : self::SANDBOX
		);
	}

	/**
	 * The app as typed in the form, with the saved secret when none was typed (what "Test
	 * connection" asks PayPal about, before anything is saved).
	 *
	 * @param string $client_id Client ID as typed.
	 * @param string $mode      Mode as chosen.
	 * @param string $secret    Secret as typed, or ''.
	 */
	public static function as_typed( string $client_id, string $mode, #[\SensitiveParameter] string $secret ): self {
		return new self( $client_id, '' !== $secret ? $secret : self::stored()->secret, self::LIVE === $mode ? self::LIVE : self::SANDBOX );
	}

	/**
	 * Whether PayPal can be asked: a client ID and a secret.
	 */
	public function is_complete(): bool {
		return '' !== $this->client_id && '' !== $this->secret;
	}

	/**
	 * Whether a secret is saved (the form says so, and never shows it).
	 */
	public function has_secret(): bool {
		return '' !== $this->secret;
	}

	/**
	 * Whether this app is the live one.
	 */
	public function is_live(): bool {
		return self::LIVE === $this->mode;
	}

	/**
	 * The HTTP Basic credentials of PayPal's token endpoint. Only the client reads this.
	 */
	public function basic_credentials(): string {
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication (RFC 7617), as PayPal's token endpoint asks.
		return base64_encode( $this->client_id . ':' . $this->secret );
	}

	/**
	 * What identifies the app for a cached token: its ID, its mode and a digest of its secret, so a
	 * new secret or mode never reuses a token taken with the old one.
	 */
	public function fingerprint(): string {
		return hash_hmac( 'sha256', $this->mode . '|' . $this->client_id, $this->secret . wp_salt( 'auth' ) );
	}

	/**
	 * What is wrong with values to save, field => problem; empty when they can be saved.
	 *
	 * @param string $client_id Client ID.
	 * @param string $secret    The secret that would be saved (the typed one, or the saved one).
	 * @param string $mode      Mode.
	 * @param bool   $typed     Whether the secret was typed now (a saved one was checked when saved).
	 * @return array<string, string>
	 */
	public static function errors( string $client_id, string $secret, string $mode, bool $typed ): array {
		$errors = array();
		if ( ! in_array( $mode, array( self::SANDBOX, self::LIVE ), true ) ) {
			$errors['mode'] = self::INVALID;
		}
		if ( '' === $client_id && '' !== $secret ) {
			$errors['client_id'] = self::MISSING;
		} elseif ( '' !== $client_id && 1 !== preg_match( self::CREDENTIAL_PATTERN, $client_id ) ) {
			$errors['client_id'] = self::INVALID;
		}
		if ( $typed && 1 !== preg_match( self::CREDENTIAL_PATTERN, $secret ) ) {
			$errors['secret'] = self::INVALID;
		}
		return $errors;
	}

	/**
	 * Saves a new secret, never autoloaded, or forgets the saved one (''); the token taken with the
	 * old one goes. The client ID and mode are saved by the settings form as its option's value.
	 *
	 * @param string $secret The new secret, or '' to forget it.
	 */
	public static function store_secret( #[\SensitiveParameter] string $secret ): void {
		if ( '' === $secret ) {
			delete_option( self::SECRET_OPTION );
		} else {
			update_option( self::SECRET_OPTION, $secret, false );
		}
		Access_Token_Store::forget();
	}

	/**
	 * Removes the app, its secret, its cached token and the site's key in PayPal batch ids
	 * (uninstall).
	 */
	public static function uninstall(): void {
		delete_option( self::OPTION );
		delete_option( self::SECRET_OPTION );
		delete_option( Payout_Batch_Body::SITE_KEY_OPTION );
		Access_Token_Store::forget();
	}

	/**
	 * What a dump of the app shows: never the secret.
	 *
	 * @return array<string, mixed>
	 */
	public function __debugInfo(): array {
		return array(
			'client_id'  => $this->client_id,
			'mode'       => $this->mode,
			'has_secret' => $this->has_secret(),
		);
	}

	/**
	 * An app is never serialized (a cache, a transient, a log): its secret would go with it.
	 *
	 * @throws \LogicException Always.
	 */
	public function __serialize(): array {
		throw new \LogicException( 'A PayPal app is not serialized.' );
	}
}
