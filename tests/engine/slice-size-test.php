<?php
/**
 * How many vendors a runner claims at once, as a site sets it.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Run_Lane;
use VendorPayoutSchedule\Engine\Schema;

/**
 * `vendor_payout_schedule_slice_size` decides how many vendors a runner claims before it files
 * for the first of them; a callback on its 1.0.0 name, `vendor_payout_schedule_batch_size`, still
 * decides it, with WordPress's deprecation notice naming the new one.
 */
final class Slice_Size_Test extends Engine_Test_Case {

	/**
	 * Hooks named in deprecation notices while the test ran: hook => replacement.
	 *
	 * @var array<string, string>
	 */
	private array $deprecated = array();

	protected function setUp(): void {
		parent::setUp();
		add_action( 'deprecated_hook_run', array( $this, 'note_deprecated' ), 10, 2 );
		// The notice is read from the action above, not from PHP's error output.
		add_filter( 'deprecated_hook_trigger_error', '__return_false' );
	}

	protected function tearDown(): void {
		remove_action( 'deprecated_hook_run', array( $this, 'note_deprecated' ), 10 );
		remove_filter( 'deprecated_hook_trigger_error', '__return_false' );
		parent::tearDown();
	}

	/**
	 * On `deprecated_hook_run`.
	 *
	 * @param string $hook        The deprecated hook.
	 * @param string $replacement Its replacement.
	 */
	public function note_deprecated( $hook, $replacement ): void {
		$this->deprecated[ (string) $hook ] = (string) $replacement;
	}

	public function test_by_default_a_runner_claims_every_vendor_of_its_lane_before_it_files_the_first_request(): void {
		$this->assertSame( 3, $this->claimed_at_first_request( null ) );
		$this->assertSame( array(), $this->deprecated );
	}

	public function test_a_slice_of_one_claims_one_vendor_before_the_first_request(): void {
		$this->assertSame( 1, $this->claimed_at_first_request( 'vendor_payout_schedule_slice_size' ) );
		$this->assertSame( array(), $this->deprecated, 'the filter of today is not deprecated' );
	}

	public function test_a_callback_on_the_1_0_0_name_still_sets_it_with_a_deprecation_notice(): void {
		$this->assertSame( 1, $this->claimed_at_first_request( 'vendor_payout_schedule_batch_size' ) );
		$this->assertSame( array( 'vendor_payout_schedule_batch_size' => 'vendor_payout_schedule_slice_size' ), $this->deprecated );
	}

	/**
	 * Runs three vendors with a slice of one set through the filter (or none) and counts the rows
	 * of the run in the payouts table when Dokan has just filed the first request.
	 *
	 * @param string|null $filter The filter that sets one vendor a slice, or null for the default.
	 */
	private function claimed_at_first_request( ?string $filter ): int {
		global $wpdb;
		// Three vendors a lane: consecutive ids fall into the lanes in turn.
		Engine_Site::seed_vendors( array_fill( 0, 3 * Run_Lane::COUNT, array( 'balance' => '300' ) ) );
		$one     = static fn (): int => 1;
		$claimed = null;
		$count   = static function () use ( &$claimed, $wpdb ): void {
			if ( null === $claimed ) {
				$claimed = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s', self::DATE ) );
			}
		};
		if ( null !== $filter ) {
			add_filter( $filter, $one );
		}
		add_action( 'dokan_withdraw_created', $count );
		try {
			$this->assertRunDone( Engine_Site::run( 'weekly', self::DATE ) );
		} finally {
			remove_action( 'dokan_withdraw_created', $count );
			if ( null !== $filter ) {
				remove_filter( $filter, $one );
			}
		}
		$this->assertCount( 3 * Run_Lane::COUNT, Engine_Site::outcomes( self::DATE ), 'every vendor has an outcome' );
		return (int) $claimed;
	}
}
