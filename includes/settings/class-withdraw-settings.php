<?php
/**
 * The administrator's scheduled-payout settings: where they live, how they are read and saved, and
 * when they change.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

use InvalidArgumentException;
use VendorPayoutSchedule\Schedule\Schedule_Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Reads (and writes) the settings where Dokan Pro keeps them — the `dokan_withdraw` option — so a
 * shop moving to or from Dokan Pro keeps them; what Dokan has no key for (the amount lists and the
 * payout time) lives in the plugin's own option.
 *
 * `dokan_withdraw` keys used: `disbursement` (enabled systems, `schedule` among them),
 * `disbursement_schedule` (enabled schedule keys), `weekly_schedule` (a weekday),
 * `biweekly_schedule` / `monthly_schedule` `{ week, days }`, `quarterly_schedule`
 * `{ month, week, days }`, `withdraw_limit`. Multi-checks are read and written as Dokan's settings
 * screen stores them: `[ key => key ]` with `''` for an unchecked key (code and older versions
 * write plain lists, which are read too), so Dokan's own screen still shows every box as it was.
 *
 * Registered as a part of the plugin (register_hooks()), it also keeps these keys when Dokan's own
 * settings screen saves `dokan_withdraw`, and fires CHANGED_ACTION when what the settings mean
 * changed, whoever wrote them.
 */
final class Withdraw_Settings {

	/** Dokan's withdraw settings option. */
	public const DOKAN_OPTION = 'dokan_withdraw';

	/** The plugin's own option: `minimum_amounts`, `reserve_amounts`, `payout_time`, `admin_mail`. */
	public const OWN_OPTION = 'vendor_payout_schedule_settings';

	/** The keys of the plugin's own option; nothing else is stored there. */
	public const OWN_KEYS = array( 'minimum_amounts', 'reserve_amounts', 'payout_time', 'admin_mail' );

	/** `admin_mail`: the admin gets one summary e-mail per run about its scheduled requests (default). */
	public const ADMIN_MAIL_SUMMARY = 'summary';

	/** `admin_mail`: the admin gets Dokan's "new withdraw request" e-mail for each scheduled request. */
	public const ADMIN_MAIL_EACH_REQUEST = 'each_request';

	/** Fired (with this object) after any saved change to these settings. */
	public const CHANGED_ACTION = 'vendor_payout_schedule_settings_changed';

	/** Payout time used when none is set: Dokan Pro pays at 23:00 site time. */
	public const DEFAULT_PAYOUT_TIME = '23:00';

	/** After Dokan's own filters on the value its settings screen saves (priority 10 and 12). */
	private const DOKAN_SCREEN_PRIORITY = 20;

	/**
	 * What the settings meant when the change action last fired (or when first looked at).
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $meaning = null;

	/**
	 * Hooks the writes of both options the settings live in, and Dokan's settings screen.
	 */
	public function register_hooks(): void {
		add_filter( 'dokan_save_settings_value', array( $this, 'keep_stored_keys' ), self::DOKAN_SCREEN_PRIORITY, 2 );
		foreach ( array( self::DOKAN_OPTION, self::OWN_OPTION ) as $option ) {
			// Before the write, so a change is measured against what was there.
			add_filter( 'pre_update_option_' . $option, array( $this, 'remember' ), PHP_INT_MAX );
			add_action( 'add_option_' . $option, array( $this, 'notify' ) );
			add_action( 'update_option_' . $option, array( $this, 'notify' ) );
			add_action( 'delete_option_' . $option, array( $this, 'remember' ) );
			add_action( 'delete_option_' . $option, array( $this, 'notify_after_delete' ) );
		}
	}

	/**
	 * Whether the administrator has turned scheduled payouts on and offers at least one schedule.
	 */
	public function is_enabled(): bool {
		return $this->is_switched_on() && array() !== $this->enabled_schedules();
	}

	/**
	 * Whether `schedule` is among Dokan's enabled disbursement systems, whatever schedules are offered.
	 */
	public function is_switched_on(): bool {
		return in_array( 'schedule', self::checked_keys( $this->dokan( 'disbursement', array() ) ), true );
	}

	/**
	 * The schedules the administrator offers, in the order weekly, biweekly, monthly, quarterly.
	 * Does not look at is_enabled().
	 *
	 * @return string[] Schedule keys.
	 */
	public function enabled_schedules(): array {
		$checked = self::checked_keys( $this->dokan( 'disbursement_schedule', array() ) );
		return array_values( array_intersect( Schedule_Rule::KEYS, $checked ) );
	}

	/**
	 * Whether a schedule is one a run pays now: scheduled payouts are on and the schedule offered.
	 *
	 * @param string $key Schedule key.
	 */
	public function offers( string $key ): bool {
		return $this->is_enabled() && in_array( $key, $this->enabled_schedules(), true );
	}

	/**
	 * The rule of a schedule as configured, with defaults for missing or invalid parts.
	 * See Schedule_Rule for the shapes; `weekly` comes back as `[ 'days' => 'monday' ]`.
	 *
	 * @param string $key `weekly`, `biweekly`, `monthly` or `quarterly`.
	 * @return array<string, string>
	 * @throws InvalidArgumentException For an unknown key (from Schedule_Rule).
	 */
	public function schedule_rule( string $key ): array {
		return Schedule_Rule::normalize( $key, $this->dokan( $key . '_schedule', null ) );
	}

	/**
	 * The minimum-balance choices offered to vendors: the administrator's list (by default the
	 * ladder 0, 5, 10 … 10000) with amounts below Dokan's minimum withdraw limit raised to it
	 * exactly (cents included).
	 *
	 * @return array<int|float> Ascending, distinct, at least one.
	 */
	public function minimum_amounts(): array {
		return Amount::raised_to( $this->configured_minimum_amounts(), $this->withdraw_limit() );
	}

	/**
	 * The reserve-balance choices offered to vendors (by default the ladder from 0).
	 *
	 * @return array<int|float> Ascending, distinct, at least one.
	 */
	public function reserve_amounts(): array {
		return $this->configured_reserve_amounts();
	}

	/**
	 * The minimum list as the administrator set it, before the withdraw limit is applied.
	 *
	 * @return array<int|float>
	 */
	private function configured_minimum_amounts(): array {
		return Amount::parse_list( $this->own( 'minimum_amounts' ) ) ?? Amount::LADDER;
	}

	/**
	 * The reserve list as the administrator set it.
	 *
	 * @return array<int|float>
	 */
	public function configured_reserve_amounts(): array {
		return Amount::parse_list( $this->own( 'reserve_amounts' ) ) ?? Amount::LADDER;
	}

	/**
	 * Local time of day payouts run at, `HH:MM` in the site's timezone (default 23:00).
	 */
	public function payout_time(): string {
		$stored = $this->own( 'payout_time' );
		return is_string( $stored ) && Settings_Sanitizer::is_time( $stored ) ? $stored : self::DEFAULT_PAYOUT_TIME;
	}

	/**
	 * What the admin is e-mailed about a run's scheduled requests: ADMIN_MAIL_SUMMARY (default) or
	 * ADMIN_MAIL_EACH_REQUEST. Requests vendors make by hand always get Dokan's e-mail.
	 */
	public function admin_mail(): string {
		return self::ADMIN_MAIL_EACH_REQUEST === $this->own( 'admin_mail' ) ? self::ADMIN_MAIL_EACH_REQUEST : self::ADMIN_MAIL_SUMMARY;
	}

	/**
	 * Dokan's minimum withdraw amount (`withdraw_limit`; blank means no minimum).
	 */
	public function withdraw_limit(): float {
		$limit = $this->dokan( 'withdraw_limit', 0 );
		return is_numeric( $limit ) ? max( 0.0, (float) $limit ) : 0.0;
	}

	/**
	 * Saves settings; only the keys given change. All or nothing: when any value is invalid nothing
	 * is written. Fires `vendor_payout_schedule_settings_changed` (see notify()).
	 *
	 * Keys: `enabled` (bool), `schedules` (string[]), `weekly` / `biweekly` / `monthly` / `quarterly`
	 * (rules as in Schedule_Rule), `minimum_amounts` / `reserve_amounts` (amount lists or null to restore the
	 * default ladder), `payout_time` (`HH:MM`), `admin_mail` (ADMIN_MAIL_SUMMARY or
	 * ADMIN_MAIL_EACH_REQUEST).
	 *
	 * @param array<string, mixed> $changes Values by key.
	 * @throws InvalidArgumentException Naming the first invalid key.
	 */
	public function save( array $changes ): void {
		$clean = Settings_Sanitizer::clean( $changes );
		if ( array() !== $clean['errors'] ) {
			throw new InvalidArgumentException( sprintf( 'Invalid payout setting "%s".', esc_html( (string) array_key_first( $clean['errors'] ) ) ) );
		}
		$this->write_dokan_part( $clean['dokan'] );
		if ( array() !== $clean['own'] ) {
			update_option( self::OWN_OPTION, array_merge( $this->own_values(), $clean['own'] ) );
		}
	}

	/**
	 * Merges already-sanitised values into the `dokan_withdraw` option, keeping every other key
	 * (and every other disbursement system, such as `manual`) as it is.
	 *
	 * @param array<string, mixed> $dokan Keys of `dokan_withdraw` from Settings_Sanitizer::clean().
	 */
	public function write_dokan_part( array $dokan ): void {
		if ( array() === $dokan ) {
			return;
		}
		$option = get_option( self::DOKAN_OPTION, array() );
		$option = is_array( $option ) ? $option : array();
		if ( isset( $dokan['disbursement'] ) ) {
			// Without the key, Dokan Lite lets vendors request withdrawals by hand; Dokan Pro reads
			// `manual` for that, so it is written down rather than lost on a move to Pro.
			$systems               = self::as_map( $option['disbursement'] ?? array( 'manual' => 'manual' ) );
			$systems['schedule']   = $dokan['disbursement']['schedule'];
			$dokan['disbursement'] = $systems;
		}
		update_option( self::DOKAN_OPTION, array_merge( $option, $dokan ) );
	}

	/**
	 * The plugin's own option as stored.
	 *
	 * @return array<string, mixed>
	 */
	public function own_values(): array {
		$values = get_option( self::OWN_OPTION, array() );
		return is_array( $values ) ? $values : array();
	}

	/**
	 * On `dokan_save_settings_value`: Dokan's settings screen (Dokan Lite includes/Admin/Settings.php
	 * save_settings_value()) posts back the whole `dokan_withdraw` option as it was when the page was
	 * opened, so a save from a page opened before this plugin's screen saved would put the old
	 * values back. Dokan Lite has no field for any of these keys (Dokan Pro has, and then this plugin
	 * stands down), so the stored values always win.
	 *
	 * @param mixed  $value       The section's posted value.
	 * @param string $option_name The section, e.g. `dokan_withdraw`.
	 * @return mixed
	 */
	public function keep_stored_keys( $value, $option_name ) {
		if ( self::DOKAN_OPTION !== $option_name || ! is_array( $value ) ) {
			return $value;
		}
		$stored = get_option( self::DOKAN_OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$keys   = array( 'disbursement', 'disbursement_schedule' );
		foreach ( Schedule_Rule::KEYS as $schedule ) {
			$keys[] = $schedule . '_schedule';
		}
		foreach ( $keys as $key ) {
			if ( array_key_exists( $key, $stored ) ) {
				$value[ $key ] = $stored[ $key ];
			} else {
				unset( $value[ $key ] );
			}
		}
		return $value;
	}

	/**
	 * Before a write of either option: takes note of what the settings mean; passes the filtered
	 * value through untouched.
	 *
	 * @param mixed $value The value about to be written.
	 * @return mixed
	 */
	public function remember( $value = null ) {
		if ( null === $this->meaning ) {
			$this->meaning = $this->meaning();
		}
		return $value;
	}

	/**
	 * Waits for a deletion to finish before comparing.
	 */
	public function notify_after_delete(): void {
		add_action( 'deleted_option', array( $this, 'notify' ) );
	}

	/**
	 * After a write of either option (this plugin's screen, Dokan's settings screen — its
	 * `withdraw_limit` moves the minimum list — or code): fires CHANGED_ACTION when the settings now
	 * mean something else.
	 */
	public function notify(): void {
		remove_action( 'deleted_option', array( $this, 'notify' ) );
		$now = $this->meaning();
		if ( $now === $this->meaning ) {
			return;
		}
		$this->meaning = $now;

		/**
		 * Fires after the scheduled-payout settings changed (schedules, rules, lists, payout time,
		 * withdraw limit or the feature switch). May fire more than once for one save.
		 *
		 * @param Withdraw_Settings $settings The settings as they are now.
		 */
		do_action( self::CHANGED_ACTION, $this ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant holds the prefixed name.
	}

	/**
	 * Everything a payout plan depends on, as the settings read it (defaults and the withdraw limit
	 * applied); equal values mean nothing changed, whatever was written.
	 *
	 * @return array<string, mixed>
	 */
	private function meaning(): array {
		$rules = array();
		foreach ( Schedule_Rule::KEYS as $key ) {
			$rules[ $key ] = $this->schedule_rule( $key );
		}
		return array(
			'enabled'         => $this->is_enabled(),
			'schedules'       => $this->enabled_schedules(),
			'rules'           => $rules,
			'minimum_amounts' => $this->minimum_amounts(),
			'reserve_amounts' => $this->reserve_amounts(),
			'payout_time'     => $this->payout_time(),
			'withdraw_limit'  => $this->withdraw_limit(),
		);
	}

	/**
	 * The checked keys of a Dokan multi-check, whether stored as `[ key => key|'' ]` or as a list.
	 *
	 * @param mixed $value Stored value.
	 * @return string[]
	 */
	private static function checked_keys( $value ): array {
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
	 * A multi-check value as Dokan stores it, `[ key => key-or-empty ]`, unchecked keys kept as `''`.
	 *
	 * @param mixed $value Stored value.
	 * @return array<string, string>
	 */
	private static function as_map( $value ): array {
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

	/**
	 * One key of `dokan_withdraw`, read the way Dokan reads its own settings.
	 *
	 * @param string $key      Key.
	 * @param mixed  $fallback Value when unset.
	 * @return mixed
	 */
	private function dokan( string $key, $fallback ) {
		return dokan_get_option( $key, self::DOKAN_OPTION, $fallback );
	}

	/**
	 * One key of the plugin's own option.
	 *
	 * @param string $key Key.
	 * @return mixed Null when unset.
	 */
	private function own( string $key ) {
		return $this->own_values()[ $key ] ?? null;
	}
}
