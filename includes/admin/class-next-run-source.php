<?php
/**
 * What a schedule's next run will do, as rows of the runs' vendor table.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Next_Run_Preview's outcomes, assessed now, in the shape every Outcome_Source gives. Filtering by
 * outcome would need every vendor assessed for one page, so only the search narrows it.
 */
final class Next_Run_Source implements Outcome_Source {

	/**
	 * The preview that assesses the vendors.
	 *
	 * @var Next_Run_Preview
	 */
	private Next_Run_Preview $preview;

	/**
	 * Schedule key.
	 *
	 * @var string
	 */
	private string $schedule;

	/**
	 * Payout date, Y-m-d.
	 *
	 * @var string
	 */
	private string $date;

	/**
	 * Takes the run to preview.
	 *
	 * @param Next_Run_Preview $preview  Preview.
	 * @param string           $schedule Schedule key.
	 * @param string           $date     Payout date.
	 */
	public function __construct( Next_Run_Preview $preview, string $schedule, string $date ) {
		$this->preview  = $preview;
		$this->schedule = $schedule;
		$this->date     = $date;
	}

	/** {@inheritDoc} */
	public function caption(): string {
		return __( 'Vendors of the next run', 'vendor-payout-schedule' );
	}

	/** {@inheritDoc} */
	public function nobody_text( bool $narrowed ): string {
		return $narrowed ? __( 'No vendor of this schedule matches the search.', 'vendor-payout-schedule' ) : __( 'No vendor is on this schedule.', 'vendor-payout-schedule' );
	}

	/** {@inheritDoc} */
	public function columns(): array {
		return array( Outcome_Columns::BALANCE, Outcome_Columns::WOULD_REQUEST, Outcome_Columns::METHOD, Outcome_Columns::REASON );
	}

	/** {@inheritDoc} */
	public function is_past(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function can_filter(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function count( Outcome_Filter $filter ): int {
		return $this->preview->vendor_count( $this->schedule, $this->date, $filter->search );
	}

	/** {@inheritDoc} */
	public function rows( Outcome_Filter $filter, int $page, int $per_page ): array {
		return array_map( array( self::class, 'shaped' ), $this->preview->page( $this->schedule, $this->date, $filter->search, $page, $per_page ) );
	}

	/** {@inheritDoc} */
	public function each_batch( Outcome_Filter $filter, callable $consume ): void {
		$this->preview->each_batch(
			$this->schedule,
			$this->date,
			$filter->search,
			static function ( array $rows ) use ( $consume ): void {
				$consume( array_map( array( self::class, 'shaped' ), $rows ) );
			}
		);
	}

	/**
	 * A preview's row in the shared shape.
	 *
	 * @param array<string, mixed> $row Next_Run_Preview row.
	 * @return array<string, mixed>
	 */
	private static function shaped( array $row ): array {
		return array(
			'outcome'        => null === $row['reason'] ? Outcome::WOULD_REQUEST : Outcome::WOULD_SKIP,
			'request_id'     => 0,
			'request_status' => '',
		) + $row;
	}
}
