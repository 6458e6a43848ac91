<?php
/**
 * Tells the rest of the plugin when the scheduled-payout settings changed.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Settings;

use VendorPayoutSchedule\Schedule\Schedule_Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Watches both options the settings live in and fires `vendor_payout_schedule_settings_changed`
 * when what they mean changed, whoever wrote them: this plugin's screen, Dokan's settings screen
 * (its `withdraw_limit` moves the minimum list) or code.
 */
final class Settings_Events {

	/**
	 * What the settings meant when the action last fired (or when first looked at).
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $last = null;

	/**
	 * Hooks the option writes.
	 */
	public function register_hooks(): void {
		foreach ( array( Withdraw_Settings::DOKAN_OPTION, Withdraw_Settings::OWN_OPTION ) as $option ) {
			// Before the write, so a change is measured against what was there.
			add_filter( 'pre_update_option_' . $option, array( $this, 'remember' ), PHP_INT_MAX );
			add_action( 'add_option_' . $option, array( $this, 'notify' ) );
			add_action( 'update_option_' . $option, array( $this, 'notify' ) );
			add_action( 'delete_option_' . $option, array( $this, 'remember' ) );
			add_action( 'delete_option_' . $option, array( $this, 'notify_after_delete' ) );
		}
	}

	/**
	 * Waits for the deletion to finish before comparing.
	 */
	public function notify_after_delete(): void {
		add_action( 'deleted_option', array( $this, 'notify' ) );
	}

	/**
	 * Takes note of the settings before a write; passes the filtered value through untouched.
	 *
	 * @param mixed $value The value about to be written.
	 * @return mixed
	 */
	public function remember( $value = null ) {
		if ( null === $this->last ) {
			$this->last = self::meaning( new Withdraw_Settings() );
		}
		return $value;
	}

	/**
	 * Fires the change action when the settings now mean something else.
	 */
	public function notify(): void {
		remove_action( 'deleted_option', array( $this, 'notify' ) );
		$settings = new Withdraw_Settings();
		$now      = self::meaning( $settings );
		if ( $now === $this->last ) {
			return;
		}
		$this->last = $now;

		/**
		 * Fires after the scheduled-payout settings changed (schedules, rules, lists, payout time,
		 * withdraw limit or the feature switch). May fire more than once for one save.
		 *
		 * @param Withdraw_Settings $settings The settings as they are now.
		 */
		do_action( Withdraw_Settings::CHANGED_ACTION, $settings );
	}

	/**
	 * Everything a payout plan depends on, as the settings read it (defaults and the withdraw limit
	 * applied); equal values mean nothing changed, whatever was written.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 * @return array<string, mixed>
	 */
	private static function meaning( Withdraw_Settings $settings ): array {
		$rules = array();
		foreach ( Schedule_Rule::KEYS as $key ) {
			$rules[ $key ] = $settings->schedule_rule( $key );
		}
		return array(
			'enabled'         => $settings->is_enabled(),
			'schedules'       => $settings->enabled_schedules(),
			'rules'           => $rules,
			'minimum_amounts' => $settings->minimum_amounts(),
			'reserve_amounts' => $settings->reserve_amounts(),
			'payout_time'     => $settings->payout_time(),
			'withdraw_limit'  => $settings->withdraw_limit(),
		);
	}
}
