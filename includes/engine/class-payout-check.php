<?php
/**
 * What a vendor's payout would be now.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * The payout rule on the vendor's facts read now, then Dokan's own validation of the request: what
 * a run files or skips, and what the vendor's panel projects.
 */
final class Payout_Check {

	/**
	 * The admin's settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * Dokan's withdraw requests.
	 *
	 * @var Dokan_Withdraw_Requests
	 */
	private Dokan_Withdraw_Requests $dokan;

	/**
	 * Vendors' usable methods.
	 *
	 * @var Vendor_Methods
	 */
	private Vendor_Methods $methods;

	/**
	 * Takes what the check reads; each defaults to the stored one.
	 *
	 * @param Withdraw_Settings|null       $settings The admin's settings.
	 * @param Dokan_Withdraw_Requests|null $dokan    Dokan's withdraw requests.
	 * @param Vendor_Methods|null          $methods  Vendors' usable methods.
	 */
	public function __construct( ?Withdraw_Settings $settings = null, ?Dokan_Withdraw_Requests $dokan = null, ?Vendor_Methods $methods = null ) {
		$this->settings = $settings ?? new Withdraw_Settings();
		$this->dokan    = $dokan ?? new Dokan_Withdraw_Requests();
		$this->methods  = $methods ?? new Vendor_Methods();
	}

	/**
	 * The vendor's outcome now: `reason` null and `amount` to file, or the Skip_Reason (with
	 * Dokan's message in `note` when Dokan refused the request).
	 *
	 * @param int                                                                 $vendor_id Vendor id.
	 * @param array{schedule: string, minimum: int, reserve: int, method: string} $choice    The vendor's choice.
	 * @param Batch_Reading|null                                                  $reading   The vendor's batch, read
	 *                                                                                       moments ago; Dokan is asked
	 *                                                                                       vendor by vendor without it.
	 * @return array{reason: ?string, amount: float, method: string, figures: array<string, float>, note: string}
	 */
	public function assess( int $vendor_id, array $choice, ?Batch_Reading $reading = null ): array {
		$facts    = $this->facts( $vendor_id, $choice, $reading );
		$decision = Payout_Rule::decide( $facts );
		$outcome  = array(
			'reason'  => $decision->reason,
			'amount'  => 0.0,
			'method'  => $facts->method,
			'figures' => Payout_Facts::figures( $facts ),
			'note'    => '',
		);
		if ( ! $decision->is_paid() ) {
			return $outcome;
		}

		$valid = $this->dokan->validate( $vendor_id, $decision->amount, $facts->method );
		if ( is_wp_error( $valid ) ) {
			$outcome['reason'] = Skip_Reason::HOST_REFUSED;
			$outcome['note']   = $valid->get_error_message();
			return $outcome;
		}
		$outcome['amount'] = $decision->amount;
		return $outcome;
	}

	/**
	 * What the rule needs, read now.
	 *
	 * @param int                                                                 $vendor_id Vendor id.
	 * @param array{schedule: string, minimum: int, reserve: int, method: string} $choice    The vendor's choice.
	 * @param Batch_Reading|null                                                  $reading   The vendor's batch.
	 */
	private function facts( int $vendor_id, array $choice, ?Batch_Reading $reading ): Payout_Facts {
		return new Payout_Facts(
			$reading?->balance( $vendor_id ) ?? $this->dokan->balance( $vendor_id ),
			(float) $choice['minimum'],
			(float) $choice['reserve'],
			$this->settings->withdraw_limit(),
			$reading?->has_pending( $vendor_id ) ?? $this->dokan->has_pending( $vendor_id ),
			(string) $choice['method'],
			$this->methods->usable( $vendor_id )
		);
	}
}
