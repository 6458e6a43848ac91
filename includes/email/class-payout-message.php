<?php
/**
 * What a payout e-mail tells the vendor.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Email;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Outcome;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Vendor_Methods;
use VendorPayoutSchedule\Vendor_Wording;
use VendorPayoutSchedule\Withdraw_Page;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The texts of one vendor's outcome for one payout date, built in the language active when
 * from_outcome() runs (the notifier switches to the vendor's first).
 */
final class Payout_Message {

	/**
	 * Holds the facts the texts are made of.
	 *
	 * @param WP_User    $vendor        The vendor.
	 * @param bool       $requested     Whether a request was filed (else: skipped).
	 * @param string     $amount        Amount requested, as the shop writes prices ('' when skipped).
	 * @param string     $method        Method title with its masked details, e.g. "PayPal ( pa****@example.test )".
	 * @param string     $schedule      Schedule title, e.g. "Weekly".
	 * @param string     $date          Payout date in the site's date format.
	 * @param string     $reason        Why it was skipped, in plain words ('' when requested).
	 * @param string     $remedy        The one thing that fixes it ('' when requested or nothing does).
	 * @param string     $withdraw_url  The vendor's withdraw page.
	 * @param array|null $statement     What the payout's statement adds up to, as the shop writes
	 *                                  prices: `opening`, `earned`, `deducted`, `closing`,
	 *                                  `reserve`, `requested`, and `agrees` (false when Dokan's
	 *                                  ledger and the run's record differ); null for a skip or when
	 *                                  the statement could not be read.
	 * @param string     $statement_url The withdraw page with the payout's statement open ('' for none).
	 */
	public function __construct(
		public readonly WP_User $vendor,
		public readonly bool $requested,
		public readonly string $amount,
		public readonly string $method,
		public readonly string $schedule,
		public readonly string $date,
		public readonly string $reason,
		public readonly string $remedy,
		public readonly string $withdraw_url,
		public readonly ?array $statement = null,
		public readonly string $statement_url = ''
	) {
	}

	/**
	 * The message of a recorded payouts-table row.
	 *
	 * @param WP_User $vendor The vendor.
	 * @param object  $row    Row with id, status, reason, amount, method, note, schedule,
	 *                        scheduled_for and the figures.
	 */
	public static function from_outcome( WP_User $vendor, object $row ): self {
		$catalog   = new Schedule_Catalog();
		$requested = Payout_Ledger::REQUESTED === $row->status;
		$outcome   = Payout_Outcome::from_row( $row );
		// A reason this version does not know (a row written by a newer one) says nothing rather
		// than stopping the e-mails of every vendor after it.
		$reason    = $requested ? null : $outcome->skip_reason();
		$statement = $requested ? self::statement_totals( $row ) : null;
		return new self(
			$vendor,
			$requested,
			$requested ? Price_Text::format( $outcome->amount ) : '',
			'' === $outcome->method ? '' : self::method_text( $vendor->ID, $outcome->method ),
			$catalog->title( (string) $row->schedule ),
			$catalog->format_ymd( (string) $row->scheduled_for ),
			$reason ? Vendor_Wording::why( $reason, $outcome->figures, $outcome->note, true ) : '',
			$reason ? Vendor_Wording::remedy( $reason, $outcome->figures, $outcome->method, $vendor->ID ) : '',
			(string) dokan_get_navigation_url( 'withdraw' ),
			$statement,
			null === $statement ? '' : Withdraw_Page::statement_url( (int) $row->id )
		);
	}

	/**
	 * What the statement of a filed payout adds up to (Statement\Payout_Statement, the figures the
	 * vendor's dialog shows), or null when it cannot be read: the e-mail then goes out without them.
	 *
	 * @param object $row The recorded outcome.
	 * @return array{opening: string, earned: string, deducted: string, closing: string, reserve: string, requested: string, agrees: bool}|null
	 */
	private static function statement_totals( object $row ): ?array {
		try {
			$statement = isset( $row->id ) ? Payout_Statement::of( (int) $row->id ) : null;
		} catch ( Database_Error $error ) {
			return null;
		}
		if ( null === $statement || $statement->is_erased() ) {
			return null;
		}
		return array(
			'opening'   => Payout_Statement::price( $statement->opening() ),
			'earned'    => Payout_Statement::price( $statement->earned() ),
			'deducted'  => Payout_Statement::price( $statement->deducted() ),
			'closing'   => Payout_Statement::price( $statement->closing() ),
			'reserve'   => Payout_Statement::price( $statement->reserve() ),
			'requested' => Payout_Statement::price( $statement->requested() ),
			'agrees'    => $statement->agrees(),
		);
	}

	/**
	 * The method's title with the vendor's masked account details, as Dokan shows it on the
	 * withdraw page. Dokan's function reads the current user's details, and during a WP-Cron run
	 * nobody is logged in, so the vendor is the current user while it runs.
	 *
	 * @param int    $vendor_id Vendor id.
	 * @param string $method    Method key.
	 */
	private static function method_text( int $vendor_id, string $method ): string {
		$previous = get_current_user_id();
		wp_set_current_user( $vendor_id );
		try {
			return ( new Vendor_Methods() )->title_with_info( $method );
		} finally {
			wp_set_current_user( $previous );
		}
	}
}
