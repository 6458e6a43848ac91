<?php
/**
 * What one scheduled payout of a vendor is made of.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Statement;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Dokan_Withdraw_Requests;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Outcome;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Price_Text;

defined( 'ABSPATH' ) || exit;

/**
 * The statement of a payout the engine recorded: from the balance at the vendor's previous
 * scheduled payout (or from the first ledger entry), each entry of Dokan's balance ledger that
 * became available to withdraw since, to the balance at this payout; then the reserve kept and the
 * amount requested as the run recorded them (payouts table: balance, reserve, amount, withdraw_id).
 *
 * A period runs between the moments the two runs read the vendor (the rows' `claimed_at`, just
 * before the balance is read). The sums are Dokan's ledger as it is now; the run recorded the
 * balance it read then. When the two do not agree to the cent, because Dokan changed an entry
 * afterwards (an order completed, edited or deleted later, a status changed back) or another plugin
 * adjusts Dokan's balance, differences() says so with the amount: nothing is made to fit.
 *
 * Amounts are in ten-thousandths of the shop's currency, as Dokan keeps them; cents() rounds.
 */
final class Payout_Statement {

	/**
	 * Dokan's balance history of the vendor over the period.
	 *
	 * @var Dokan_Balance_History
	 */
	private Dokan_Balance_History $history;

	/**
	 * The vendor, and the moments the previous run (null for none) and this run read the vendor.
	 *
	 * @var array{0: int, 1: string|null, 2: string}
	 */
	private array $period;

	/**
	 * The period's sums (Dokan_Balance_History::totals()), read once.
	 *
	 * @var array{opening: int, earned: int, deducted: int, counted: int, not_counted: int, not_counted_amount: int, later: int, later_amount: int}
	 */
	private array $totals;

	/**
	 * What differences() found, once asked.
	 *
	 * @var array<int, array{code: string, amount: int, facts: array<string, int|string>}>|null
	 */
	private ?array $differences = null;

	/**
	 * Reads the period's sums.
	 *
	 * @param object      $payout   The payout's row of the payouts table.
	 * @param object|null $previous The vendor's recorded payout before it, if any.
	 * @throws Database_Error When the ledger could not be read.
	 */
	private function __construct(
		public readonly object $payout,
		public readonly ?object $previous
	) {
		$this->period  = self::period( $payout, $previous ? (string) $previous->claimed_at : null );
		$this->history = new Dokan_Balance_History( ...$this->period );
		$this->totals  = $this->history->totals();
	}

	/**
	 * The statement of a recorded payout (filed or skipped), or null when there is none by that id.
	 *
	 * @param int $payout_id The payout's row id.
	 * @throws Database_Error When a read failed.
	 */
	public static function of( int $payout_id ): ?self {
		$rows = ( new Payout_Ledger() )->outcome_and_previous( $payout_id );
		return null === $rows ? null : new self( $rows[0], $rows[1] );
	}

	/**
	 * What many payouts' statements add up to, in one read of Dokan's ledger: the admin's CSV of a
	 * run, a batch of its vendors at a time, and the vendor's personal-data export, a page of their
	 * payouts at a time. Each sum is what of() would give for the payout.
	 *
	 * @param array<int, object> $payouts Rows of recorded outcomes by a key of the caller's, each with
	 *                                    vendor_id, claimed_at and previous_claimed_at (the claim of
	 *                                    the vendor's recorded outcome before it, or null).
	 * @return array<int, array{opening: int, earned: int, deducted: int, closing: int}> By the same
	 *                                    keys, in ten-thousandths.
	 * @throws Database_Error When the ledger could not be read.
	 */
	public static function sums_of( array $payouts ): array {
		$periods = array_map( static fn ( object $payout ): array => self::period( $payout, $payout->previous_claimed_at ), $payouts );
		return array_map(
			static fn ( array $totals ): array => array(
				'opening'  => $totals['opening'],
				'earned'   => $totals['earned'],
				'deducted' => $totals['deducted'],
				'closing'  => $totals['opening'] + $totals['earned'] - $totals['deducted'],
			),
			Dokan_Balance_History::totals_of( $periods )
		);
	}

	/**
	 * A payout's period, as Dokan_Balance_History takes it: the vendor, and the moments, in site time, the
	 * previous run (null for none) and this run read the vendor.
	 *
	 * @param object      $payout           The payout's row (vendor_id, claimed_at).
	 * @param string|null $previous_claimed The previous recorded outcome's claimed_at, or null.
	 * @return array{0: int, 1: string|null, 2: string}
	 */
	private static function period( object $payout, ?string $previous_claimed ): array {
		return array(
			(int) $payout->vendor_id,
			null === $previous_claimed ? null : get_date_from_gmt( $previous_claimed ),
			get_date_from_gmt( (string) $payout->claimed_at ),
		);
	}

	/**
	 * Whose payout it is.
	 */
	public function vendor_id(): int {
		return (int) $this->payout->vendor_id;
	}

	/**
	 * Whether the payout's figures were erased at the vendor's request (Privacy\Personal_Data):
	 * then nothing is left to compare the ledger with.
	 */
	public function is_erased(): bool {
		return Payout_Ledger::is_stripped( $this->payout );
	}

	/**
	 * Whether the run filed a request (else it skipped the vendor).
	 */
	public function is_filed(): bool {
		return Payout_Ledger::REQUESTED === (string) $this->payout->status;
	}

	/**
	 * The moment the run read the vendor, in site time (`Y-m-d H:i:s`): the end of the period.
	 */
	public function read_at(): string {
		return $this->period[2];
	}

	/**
	 * The moment the previous run read the vendor, in site time, or null for a first statement.
	 */
	public function period_start(): ?string {
		return $this->period[1];
	}

	/**
	 * Whether the run read a balance at all: a user who was no longer a vendor was skipped unread.
	 */
	public function balance_was_read(): bool {
		return Skip_Reason::NotVendor->value !== (string) $this->payout->reason;
	}

	/**
	 * The balance at the start of the period, by Dokan's ledger as it is now.
	 */
	public function opening(): int {
		return $this->totals['opening'];
	}

	/**
	 * What the counted entries of the period added.
	 */
	public function earned(): int {
		return $this->totals['earned'];
	}

	/**
	 * What the counted entries of the period took away (refunds, withdrawals).
	 */
	public function deducted(): int {
		return $this->totals['deducted'];
	}

	/**
	 * The balance at the end of the period, by Dokan's ledger as it is now.
	 */
	public function closing(): int {
		return $this->opening() + $this->earned() - $this->deducted();
	}

	/**
	 * The balance the run read, as it recorded it.
	 */
	public function balance_read(): int {
		return Dokan_Balance_History::units( $this->payout->balance );
	}

	/**
	 * The reserve the vendor keeps, as the run recorded it.
	 */
	public function reserve(): int {
		return Dokan_Balance_History::units( $this->payout->reserve );
	}

	/**
	 * The amount the run requested (0 when it skipped the vendor), as it recorded it.
	 */
	public function requested(): int {
		return $this->is_filed() ? Dokan_Balance_History::units( $this->payout->amount ) : 0;
	}

	/**
	 * What the run recorded of the vendor: the skip reason, its figures and Dokan's note, which
	 * Rest\Statement_Wording words.
	 */
	public function outcome(): Payout_Outcome {
		return Payout_Outcome::from_row( $this->payout );
	}

	/**
	 * Dokan's request the run filed, as Dokan has it now, or null when the run filed none or Dokan
	 * no longer has it.
	 *
	 * @return array{id: int, amount: int, status: string}|null Status: a Request_Status value.
	 * @throws Database_Error When Dokan's request could not be read.
	 */
	public function request(): ?array {
		$id = (int) $this->payout->withdraw_id;
		if ( ! $this->is_filed() || $id <= 0 ) {
			return null;
		}
		$request = ( new Dokan_Withdraw_Requests() )->one( $id );
		if ( null === $request ) {
			return null;
		}
		return array(
			'id'     => $id,
			'amount' => Dokan_Balance_History::units( $request->amount ),
			'status' => $request->status,
		);
	}

	/**
	 * Entries of the period written by its end but not in its balance: how many, and what they
	 * hold (not counted for Dokan's status of the order, or available only after the period).
	 *
	 * @return array{count: int, amount: int}
	 */
	public function not_available(): array {
		return array(
			'count'  => $this->totals['not_counted'] + $this->totals['later'],
			'amount' => $this->totals['not_counted_amount'] + $this->totals['later_amount'],
		);
	}

	/**
	 * How many lines the statement has: counted entries, then those not available.
	 */
	public function entry_count(): int {
		return $this->totals['counted'] + $this->totals['not_counted'] + $this->totals['later'];
	}

	/**
	 * A page of lines, each counted one with the balance after it.
	 *
	 * @param int  $page      Page, from 1.
	 * @param int  $per_page  Lines a page.
	 * @param bool $for_admin Whether the reader manages withdrawals (see Statement_Entry::order_link()).
	 * @return Statement_Entry[]
	 * @throws Database_Error When the ledger could not be read.
	 */
	public function entries( int $page, int $per_page, bool $for_admin ): array {
		$rows    = $this->history->page( $per_page, ( max( 1, $page ) - 1 ) * $per_page );
		$balance = null;
		$entries = array();
		foreach ( $rows as $row ) {
			if ( null === $balance && Dokan_Balance_History::SECTION_COUNTED === (int) $row->section ) {
				$balance = $this->opening() + $this->history->counted_before( $row );
			}
			$entries[] = $this->entry( $row, $balance, $for_admin );
		}
		return $entries;
	}

	/**
	 * Every line in order, a chunk at a time (memory stays flat however long the statement is).
	 *
	 * @param callable(Statement_Entry): void $consume   Takes each line.
	 * @param bool                            $for_admin Whether the reader manages withdrawals.
	 * @throws Database_Error When the ledger could not be read.
	 */
	public function each_entry( callable $consume, bool $for_admin ): void {
		$balance = $this->opening();
		$this->history->each(
			function ( array $rows ) use ( $consume, $for_admin, &$balance ): void {
				foreach ( $rows as $row ) {
					$consume( $this->entry( $row, $balance, $for_admin ) );
				}
			}
		);
	}

	/**
	 * Where the statement and the run's record do not agree to the cent, each with its code, its
	 * amount and the facts its words quote (Rest\Statement_Wording::difference()); empty when
	 * everything agrees. `opening_changed` only explains: the
	 * previous payout's statement shows that difference as its own.
	 *
	 * @return array<int, array{code: string, amount: int, facts: array<string, int|string>}>
	 */
	public function differences(): array {
		if ( null !== $this->differences ) {
			return $this->differences;
		}
		$differences = array();
		$closing     = self::cents( $this->closing() );
		$read        = self::cents( $this->balance_read() );
		if ( $this->balance_was_read() && $closing !== $read ) {
			$differences[] = array(
				'code'   => 'ledger_changed',
				'amount' => ( $closing - $read ) * 100,
				'facts'  => array(
					'now'  => $this->closing(),
					'read' => $this->balance_read(),
				),
			);
		}
		if ( $this->is_filed() ) {
			$this->request_differences( $differences );
		}
		if ( $this->previous && Skip_Reason::NotVendor->value !== (string) $this->previous->reason && ! Payout_Ledger::is_stripped( $this->previous ) ) {
			$before = Dokan_Balance_History::units( $this->previous->balance );
			if ( self::cents( $this->opening() ) !== self::cents( $before ) ) {
				$differences[] = array(
					'code'   => 'opening_changed',
					'amount' => ( self::cents( $this->opening() ) - self::cents( $before ) ) * 100,
					'facts'  => array(
						'date' => (string) $this->previous->scheduled_for,
						'read' => $before,
						'now'  => $this->opening(),
					),
				);
			}
		}
		$this->differences = $differences;
		return $differences;
	}

	/**
	 * Whether the statement agrees with what the run recorded, to the cent (differences() that
	 * only explain the opening do not count).
	 */
	public function agrees(): bool {
		foreach ( $this->differences() as $difference ) {
			if ( 'opening_changed' !== $difference['code'] ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Ten-thousandths in whole cents.
	 *
	 * @param int $units Amount in ten-thousandths.
	 */
	public static function cents( int $units ): int {
		return (int) round( $units / 100 );
	}

	/**
	 * Ten-thousandths as a number of the currency.
	 *
	 * @param int $units Amount in ten-thousandths.
	 */
	public static function amount( int $units ): float {
		return $units / 10000;
	}

	/**
	 * Ten-thousandths in the shop's price format, as plain text.
	 *
	 * @param int $units Amount in ten-thousandths.
	 */
	public static function price( int $units ): string {
		return Price_Text::format( self::amount( $units ) );
	}

	/**
	 * The differences between the amount requested, the rule that made it and Dokan's request.
	 *
	 * @param array<int, array{code: string, amount: int, facts: array<string, int|string>}> $differences Found so far; added to.
	 */
	private function request_differences( array &$differences ): void {
		$requested = self::cents( $this->requested() );
		$rule      = self::cents( $this->balance_read() ) - self::cents( $this->reserve() );
		if ( $requested !== $rule ) {
			$differences[] = array(
				'code'   => 'amount_changed',
				'amount' => ( $requested - $rule ) * 100,
				'facts'  => array(
					'requested' => $this->requested(),
					'rule'      => $rule * 100,
				),
			);
		}
		$request = $this->request();
		if ( null === $request ) {
			$differences[] = array(
				'code'   => 'request_missing',
				'amount' => 0,
				'facts'  => array( 'request' => (int) $this->payout->withdraw_id ),
			);
		} elseif ( self::cents( $request['amount'] ) !== $requested ) {
			$differences[] = array(
				'code'   => 'request_changed',
				'amount' => ( self::cents( $request['amount'] ) - $requested ) * 100,
				'facts'  => array(
					'request'   => $request['id'],
					'in_dokan'  => $request['amount'],
					'requested' => $this->requested(),
				),
			);
		}
	}

	/**
	 * A line, carrying the balance forward past a counted entry.
	 *
	 * @param object   $row       A row of Dokan_Balance_History.
	 * @param int|null $balance   The balance before it; updated.
	 * @param bool     $for_admin Whether the reader manages withdrawals.
	 */
	private function entry( object $row, ?int &$balance, bool $for_admin ): Statement_Entry {
		if ( Dokan_Balance_History::SECTION_COUNTED === (int) $row->section && null !== $balance ) {
			$balance += Dokan_Balance_History::effect( $row );
		}
		return Statement_Entry::from_row( $row, $balance, $for_admin );
	}
}
