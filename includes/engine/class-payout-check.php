<?php
/**
 * The payout decision: what a run files or skips for a vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Methods;

defined( 'ABSPATH' ) || exit;

/**
 * The one place a vendor's outcome is decided, for the run (Payout_Runner), the admin's Next run
 * preview and the vendor's panel alike: whether the user is still a vendor, the payout rule on
 * the vendor's facts read now (Payout_Rule), then Dokan's own validation of the request.
 *
 * An admin's change to a vendor reads as what it is, whenever it happens: a user deleted or demoted
 * (no `dokan_manage_withdraw`) is no longer a vendor, with nobody to pay or tell; a vendor whose
 * selling the admin turned off is still a vendor (role, balance and schedule stay, and selling is
 * often turned on again), whom Dokan refuses to let withdraw, in its own words (Dokan 4.1.2
 * includes/Withdraw/Manager.php is_valid_approval_request(): `dokan_withdraw_seller_not_enabled`,
 * "please contact site admin"), as it refuses the vendor's own request.
 *
 * A failed read never decides: Dokan answers "no balance" or "no pending request" for a query that
 * failed, so decide() throws Database_Error instead, and drops what Dokan cached from that read so
 * the next go does not find it either.
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
	 * Whether a request is filed on the decision's word (see before_filing()).
	 *
	 * @var bool
	 */
	private bool $rereads_user = false;

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
	 * The check a run files on: the same tests, but the user is read again from the database before
	 * a request is let through. A run loads a chunk's users before settling its first vendor, and an
	 * admin may delete, demote or disable one meanwhile in another request; a preview or the panel
	 * only shows the outcome, and reading every user twice would double their cost.
	 *
	 * @param Withdraw_Settings|null       $settings The admin's settings.
	 * @param Dokan_Withdraw_Requests|null $dokan    Dokan's withdraw requests.
	 * @param Vendor_Methods|null          $methods  Vendors' usable methods.
	 */
	public static function before_filing( ?Withdraw_Settings $settings = null, ?Dokan_Withdraw_Requests $dokan = null, ?Vendor_Methods $methods = null ): self {
		$check               = new self( $settings, $dokan, $methods );
		$check->rereads_user = true;
		return $check;
	}

	/**
	 * The vendor's outcome now.
	 *
	 * @param int                                                                 $vendor_id Vendor id.
	 * @param array{schedule: string, minimum: int, reserve: int, method: string} $choice    The vendor's choice.
	 * @param Slice_Reading|null                                                  $reading   The vendor's slice, read
	 *                                                                                       moments ago; Dokan is asked
	 *                                                                                       vendor by vendor without it.
	 * @throws Database_Error When a read failed.
	 */
	public function decide( int $vendor_id, array $choice, ?Slice_Reading $reading = null ): Payout_Outcome {
		try {
			return Database_Error::guard( fn () => $this->outcome( $vendor_id, $choice, $reading ) );
		} catch ( Database_Error $error ) {
			Dokan_Balances::forget( $vendor_id );
			throw $error;
		}
	}

	/**
	 * The decision of decide(), without its guard.
	 *
	 * @param int                                                                 $vendor_id Vendor id.
	 * @param array{schedule: string, minimum: int, reserve: int, method: string} $choice    The vendor's choice.
	 * @param Slice_Reading|null                                                  $reading   The vendor's slice.
	 */
	private function outcome( int $vendor_id, array $choice, ?Slice_Reading $reading ): Payout_Outcome {
		// A user who may no longer withdraw is not assessed at all.
		if ( ! user_can( $vendor_id, 'dokan_manage_withdraw' ) ) {
			return Payout_Outcome::not_vendor( (string) $choice['method'] );
		}
		$outcome = Payout_Rule::decide( $this->facts( $vendor_id, $choice, $reading ) );
		if ( ! $outcome->is_filed() ) {
			return $outcome;
		}
		if ( $this->rereads_user && ! $this->still_vendor( $vendor_id ) ) {
			return Payout_Outcome::not_vendor( (string) $choice['method'] );
		}
		// Dokan's validation reads the vendor's selling switch, from the database when the user was
		// read again above: turned off before the run or during it, Dokan refuses alike.
		$valid = $this->dokan->validate( $vendor_id, $outcome->amount, $outcome->method );
		if ( is_wp_error( $valid ) ) {
			return $outcome->refused( $valid->get_error_message() );
		}
		return $outcome;
	}

	/**
	 * Whether the user is still a vendor (`dokan_manage_withdraw`), read from the database now, when
	 * a request is filed on the answer (before_filing()).
	 *
	 * What decides — the user's row, their role (`{prefix}capabilities`) and Dokan's selling switch
	 * (`dokan_enable_selling`) — is read with a locking read, which answers with the rows as last
	 * committed whatever snapshot the run's transaction holds, and keeps them locked until the
	 * chunk commits: an admin's deletion, demotion or selling switch made meanwhile in another
	 * request either came first and is read here, or waits for the chunk's commit and comes after
	 * the request, as it would after the run. The user's other meta (a login's session tokens, …)
	 * is read without a lock, so nothing else of the vendor waits for the chunk. All of it goes into
	 * WordPress's cache, so user_can() and Dokan's validation after it decide on exactly these rows.
	 *
	 * @param int $vendor_id Vendor id.
	 * @throws Database_Error When a read failed.
	 */
	private function still_vendor( int $vendor_id ): bool {
		global $wpdb;
		$deciding = array( $wpdb->get_blog_prefix() . 'capabilities', 'dokan_enable_selling' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- locking reads: WordPress's API reads the transaction's snapshot, or its cache.
		$user = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->users} WHERE ID = %d LOCK IN SHARE MODE", $vendor_id ) );
		Database_Error::throw_if_failed();
		// Through the user's own index: by the meta_key index (the optimizer's choice on a small
		// table) the read would lock every user's role and selling switch until the chunk commits,
		// and an admin's change to any other vendor would wait for the whole chunk.
		$locked = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->usermeta} FORCE INDEX (user_id) WHERE user_id = %d AND meta_key IN (%s, %s) ORDER BY umeta_id LOCK IN SHARE MODE", $vendor_id, ...$deciding ) );
		Database_Error::throw_if_failed();
		$meta = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->usermeta} WHERE user_id = %d ORDER BY umeta_id", $vendor_id ) );
		Database_Error::throw_if_failed();
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		wp_cache_delete( $vendor_id, 'users' );
		wp_cache_delete( $vendor_id, 'user_meta' );
		if ( null === $user ) {
			return false;
		}
		// As update_meta_cache() keeps them: each key's raw values, in the order written; what
		// decides as the locking read found it.
		$cached = array();
		foreach ( (array) $meta as $row ) {
			if ( ! in_array( $row->meta_key, $deciding, true ) ) {
				$cached[ $row->meta_key ][] = $row->meta_value;
			}
		}
		foreach ( (array) $locked as $row ) {
			$cached[ $row->meta_key ][] = $row->meta_value;
		}
		// Added, not set, as update_meta_cache() does: a newer value another request put in a
		// persistent object cache meanwhile is not overwritten.
		wp_cache_add( $vendor_id, $cached, 'user_meta' );
		update_user_caches( $user );
		return user_can( $vendor_id, 'dokan_manage_withdraw' );
	}

	/**
	 * What the rule needs, read now.
	 *
	 * @param int                                                                 $vendor_id Vendor id.
	 * @param array{schedule: string, minimum: int, reserve: int, method: string} $choice    The vendor's choice.
	 * @param Slice_Reading|null                                                  $reading   The vendor's slice.
	 */
	private function facts( int $vendor_id, array $choice, ?Slice_Reading $reading ): Payout_Facts {
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
