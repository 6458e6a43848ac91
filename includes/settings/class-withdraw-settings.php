<?php
/**
 * The administrator's scheduled-payout settings.
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
 * `{ month, week, days }`, `withdraw_limit`. Multi-checks are read and written as Dokan stores
 * them (Dokan_Multi_Check).
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
		return in_array( 'schedule', Dokan_Multi_Check::checked_keys( $this->dokan( 'disbursement', array() ) ), true );
	}

	/**
	 * The schedules the administrator offers, in the order weekly, biweekly, monthly, quarterly.
	 * Does not look at is_enabled().
	 *
	 * @return string[] Schedule keys.
	 */
	public function enabled_schedules(): array {
		$checked = Dokan_Multi_Check::checked_keys( $this->dokan( 'disbursement_schedule', array() ) );
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
		return Amount_List::from( $this->configured_minimum_amounts(), $this->withdraw_limit() );
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
	public function configured_minimum_amounts(): array {
		return Amount_List::parse( $this->own( 'minimum_amounts' ) ) ?? Amount_List::LADDER;
	}

	/**
	 * The reserve list as the administrator set it.
	 *
	 * @return array<int|float>
	 */
	public function configured_reserve_amounts(): array {
		return Amount_List::parse( $this->own( 'reserve_amounts' ) ) ?? Amount_List::LADDER;
	}

	/**
	 * Local time of day payouts run at, `HH:MM` in the site's timezone (default 23:00).
	 */
	public function payout_time(): string {
		return Payout_Time::or_default( $this->own( 'payout_time' ) );
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
	 * is written. Fires `vendor_payout_schedule_settings_changed` (see Settings_Events).
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
			$systems               = Dokan_Multi_Check::as_map( $option['disbursement'] ?? array( 'manual' => 'manual' ) );
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
