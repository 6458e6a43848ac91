<?php
/**
 * A site that ran the plugin when its tables were `{prefix}vps_payouts` and
 * `{prefix}vps_payout_runs` and its version option `vps_engine_db_version`.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Legacy_Names;
use VendorPayoutSchedule\Engine\Schema;

/**
 * The update renames the old tables and option without losing a row.
 */
final class Legacy_Names_Test extends Engine_Test_Case {

	protected function tearDown(): void {
		global $wpdb;
		// Whatever a test left under the old names goes; the next test needs the new ones.
		foreach ( array_keys( Legacy_Names::TABLES ) as $old ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$old}" );
		}
		delete_option( Legacy_Names::VERSION_OPTION );
		Schema::install();
		parent::tearDown();
	}

	/**
	 * How the plugin brings its tables up to date: on every load after an update, or on activation.
	 *
	 * @return array<string, array{callable}>
	 */
	public static function upgrade_paths(): array {
		return array(
			'a page load after the update' => array( array( Schema::class, 'maybe_install' ) ),
			'activation'                   => array( array( Schema::class, 'install' ) ),
		);
	}

	/**
	 * @dataProvider upgrade_paths
	 *
	 * @param callable $upgrade What runs the upgrade.
	 */
	public function test_the_update_renames_the_old_tables_and_option_keeping_every_row( callable $upgrade ): void {
		global $wpdb;
		$before = $this->seed_rows();
		$this->give_the_site_the_old_names();

		$upgrade();

		$this->assertSame( $before, $this->rows(), 'every row is in the renamed tables, unchanged' );
		foreach ( array_keys( Legacy_Names::TABLES ) as $old ) {
			$this->assertNull( $this->table( $wpdb->prefix . $old ), "{$old} is gone" );
		}
		$this->assertFalse( get_option( Legacy_Names::VERSION_OPTION ), 'the old option is gone' );
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ), 'the version moved to the new option' );

		// New rows continue the old ids: the table kept its AUTO_INCREMENT.
		$wpdb->insert( Schema::runs_table(), array( 'schedule' => 'monthly', 'scheduled_for' => '2099-02-01', 'started_at' => '2099-02-01 09:00:00' ) );
		$this->assertGreaterThan( max( array_column( $before['runs'], 'id' ) ), (int) $wpdb->insert_id );
	}

	public function test_an_old_table_is_left_whole_when_its_new_name_is_taken(): void {
		global $wpdb;
		$before = $this->seed_rows();
		$this->give_the_site_the_old_names();
		$this->take_the_new_names(); // Empty tables under the new names: the old ones must stay.

		Schema::maybe_install();

		$old_payouts = $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}vps_payouts ORDER BY id", ARRAY_A );
		$this->assertSame( $before['payouts'], $old_payouts, 'the old table keeps every row' );
		$this->assertSame( array(), $this->rows()['payouts'], 'the new table is untouched' );
	}

	public function test_uninstall_also_drops_tables_left_under_the_old_names(): void {
		global $wpdb;
		$this->seed_rows();
		$this->give_the_site_the_old_names();
		$this->take_the_new_names();

		Schema::uninstall();

		foreach ( array_merge( array_keys( Legacy_Names::TABLES ), array( Schema::PAYOUTS_SUFFIX, Schema::RUNS_SUFFIX ) ) as $suffix ) {
			$this->assertNull( $this->table( $wpdb->prefix . $suffix ), "{$suffix} is gone" );
		}
		$this->assertFalse( get_option( Legacy_Names::VERSION_OPTION ) );
		$this->assertFalse( get_option( Schema::VERSION_OPTION ) );
	}

	/**
	 * Rows in both tables, as a run leaves them.
	 *
	 * @return array{payouts: array<int, array<string, string|null>>, runs: array<int, array<string, string|null>>}
	 */
	private function seed_rows(): array {
		global $wpdb;
		foreach ( array( '2098-12-29', self::DATE ) as $date ) {
			$wpdb->insert( Schema::runs_table(), array( 'schedule' => 'weekly', 'scheduled_for' => $date, 'started_at' => "{$date} 09:00:00", 'finished_at' => "{$date} 09:01:00" ) );
		}
		foreach ( array( 11 => 'filed', 12 => 'skipped', 13 => 'filing' ) as $vendor => $status ) {
			$wpdb->insert(
				Schema::payouts_table(),
				array(
					'vendor_id'     => $vendor,
					'scheduled_for' => self::DATE,
					'schedule'      => 'weekly',
					'status'        => $status,
					'amount'        => 'filed' === $status ? '120.5000' : '0.0000',
					'withdraw_id'   => 'filed' === $status ? 7 : 0,
					'note'          => 'filed' === $status ? null : 'below the minimum',
					'claimed_at'    => self::DATE . ' 09:00:00',
					'updated_at'    => self::DATE . ' 09:00:30',
				)
			);
		}
		return $this->rows();
	}

	/**
	 * Both tables' rows, in id order.
	 *
	 * @return array{payouts: array<int, array<string, string|null>>, runs: array<int, array<string, string|null>>}
	 */
	private function rows(): array {
		global $wpdb;
		return array(
			'payouts' => $wpdb->get_results( 'SELECT * FROM ' . Schema::payouts_table() . ' ORDER BY id', ARRAY_A ),
			'runs'    => $wpdb->get_results( 'SELECT * FROM ' . Schema::runs_table() . ' ORDER BY id', ARRAY_A ),
		);
	}

	/**
	 * Puts the site back as the former release left it: old table names, old option, no new option.
	 */
	private function give_the_site_the_old_names(): void {
		global $wpdb;
		foreach ( Legacy_Names::TABLES as $old => $new ) {
			$wpdb->query( "RENAME TABLE {$wpdb->prefix}{$new} TO {$wpdb->prefix}{$old}" );
		}
		delete_option( Schema::VERSION_OPTION );
		update_option( Legacy_Names::VERSION_OPTION, Schema::VERSION, true );
		wp_cache_flush();
	}

	/**
	 * Empty tables of the same shape under the new names, beside the old ones.
	 */
	private function take_the_new_names(): void {
		global $wpdb;
		foreach ( Legacy_Names::TABLES as $old => $new ) {
			$wpdb->query( "CREATE TABLE {$wpdb->prefix}{$new} LIKE {$wpdb->prefix}{$old}" );
		}
	}

	/**
	 * The table's name when it exists, null otherwise.
	 *
	 * @param string $table Full table name.
	 */
	private function table( string $table ): ?string {
		global $wpdb;
		return $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}
}
