<?php
/**
 * The answer of `GET /dokan/v2/withdraw/disbursement`.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Amount;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * Puts the settings, the vendor's choice and methods into Dokan Pro's answer shape. A saved value the
 * administrator no longer offers is answered with the first offered one, so the panel preselects a
 * choice that can be saved.
 */
final class Disbursement_Response {

	/**
	 * Settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * Choice store.
	 *
	 * @var Vendor_Choice
	 */
	private Vendor_Choice $choice;

	/**
	 * Withdraw methods.
	 *
	 * @var Vendor_Methods
	 */
	private Vendor_Methods $methods;

	/**
	 * Schedule texts and dates.
	 *
	 * @var Schedule_Catalog
	 */
	private Schedule_Catalog $catalog;

	/**
	 * Takes the stores and texts a response is built from.
	 *
	 * @param Withdraw_Settings $settings Settings.
	 * @param Vendor_Choice     $choice   Choice store.
	 * @param Vendor_Methods    $methods  Withdraw methods.
	 * @param Schedule_Catalog  $catalog  Schedule texts and dates.
	 */
	public function __construct( Withdraw_Settings $settings, Vendor_Choice $choice, Vendor_Methods $methods, Schedule_Catalog $catalog ) {
		$this->settings = $settings;
		$this->choice   = $choice;
		$this->methods  = $methods;
		$this->catalog  = $catalog;
	}

	/**
	 * The answer for one vendor.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return array<string, mixed>
	 */
	public function for_vendor( int $vendor_id ): array {
		$offered  = $this->settings->enabled_schedules();
		$choice   = $this->choice->get( $vendor_id );
		$selected = in_array( $choice['schedule'], $offered, true );
		$minimums = $this->settings->minimum_amounts();
		$reserves = $this->settings->reserve_amounts();

		return array(
			'enabled'                  => $this->settings->is_enabled(),
			'selected_schedule'        => $selected ? $choice['schedule'] : (string) ( $offered[0] ?? '' ),
			'is_schedule_selected'     => $selected,
			'schedules'                => self::as_object( $this->catalog->schedules() ),
			'minimum_amount_list'      => array_map( array( Amount::class, 'exact' ), $minimums ),
			'minimum_amount_selected'  => self::offered_or_first( $choice['minimum'], $minimums ),
			'minimum_amount_needed'    => self::number( $this->settings->withdraw_limit() ),
			'reserve_balance_list'     => array_map( array( Amount::class, 'exact' ), $reserves ),
			'reserve_balance_selected' => self::offered_or_first( $choice['reserve'], $reserves ),
			'default_method'           => $choice['method'],
			'active_methods'           => self::as_object( $this->labels( $this->methods->offered(), false ) ),
			'method_additional_info'   => self::as_object( $this->labels( $this->methods->usable( $vendor_id ), true ) ),
		);
	}

	/**
	 * Method key to title, or to title with account details.
	 *
	 * @param string[] $keys      Method keys.
	 * @param bool     $with_info Whether to add the account details.
	 * @return array<string, string>
	 */
	private function labels( array $keys, bool $with_info ): array {
		$labels = array();
		foreach ( $keys as $key ) {
			$labels[ $key ] = $with_info ? $this->methods->title_with_info( $key ) : $this->methods->title( $key );
		}
		return $labels;
	}

	/**
	 * The saved amount when it is offered, else the first offered; exactly, cents included.
	 *
	 * @param int|float        $saved   Saved amount.
	 * @param array<int|float> $offered Offered amounts.
	 * @return int|float
	 */
	private static function offered_or_first( $saved, array $offered ) {
		return Amount::exact( Amount::is_one_of( (float) $saved, $offered ) ? (float) $saved : (float) ( $offered[0] ?? 0 ) );
	}

	/**
	 * A whole amount as an integer, so JSON says 50 rather than 50.0.
	 *
	 * @param float $amount Amount.
	 * @return int|float
	 */
	private static function number( float $amount ) {
		return floor( $amount ) === $amount ? (int) $amount : $amount;
	}

	/**
	 * A map that stays a JSON object when empty.
	 *
	 * @param array<string, mixed> $map Map.
	 * @return array<string, mixed>|object
	 */
	private static function as_object( array $map ) {
		return array() === $map ? (object) array() : $map;
	}
}
