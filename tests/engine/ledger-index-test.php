<?php
/**
 * Site Health offers the index on the vendor that Dokan's balance ledger lacks, adds it only when
 * asked, and takes it back.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Ledger_Index;
use VendorPayoutSchedule\Admin\Ledger_Index_Health;
use VendorPayoutSchedule\Engine\Dokan_Balances;

/**
 * Ledger_Index on Dokan's own table (as Dokan created it on this site) and the Site Health test
 * that shows it; Dokan's own balance query is asked of the database's planner with and without it.
 */
final class Ledger_Index_Test extends Engine_Test_Case {

	/** An index somebody else might have added. */
	private const OTHER = 'ledger_by_vendor';

	/** What marks the entries these tests add to Dokan's ledger, which may hold a real shop's. */
	private const FILLER = 'ledger-index-test';

	protected function setUp(): void {
		parent::setUp();
		$this->drop_indexes();
	}

	protected function tearDown(): void {
		global $wpdb;
		// Dokan's table as Dokan makes it, for the tests after this one.
		$this->drop_indexes();
		$wpdb->delete( Ledger_Index::table(), array( 'perticulars' => self::FILLER ) );
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	public function test_without_the_index_site_health_recommends_it_with_a_button_for_admins_only(): void {
		$tests = ( new Ledger_Index_Health() )->add_test( array( 'direct' => array() ) );
		$this->assertArrayHasKey( Ledger_Index_Health::TEST, $tests['direct'], 'run with the screen' );

		wp_set_current_user( $this->admin() );
		$result = ( new Ledger_Index_Health() )->result();
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertSame( 'Dokan’s balance ledger has no index on the vendor', $result['label'] );
		$this->assertStringContainsString( Ledger_Index::table(), $result['description'] );
		$this->assertStringContainsString( '>Add the index</button>', $result['actions'] );
		$this->assertStringContainsString( 'name="do" value="add"', $result['actions'] );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="([0-9a-f]{10})"/', $result['actions'] );
		preg_match( '/name="_wpnonce" value="([0-9a-f]{10})"/', $result['actions'], $nonce );
		$this->assertSame( 1, wp_verify_nonce( $nonce[1], Ledger_Index_Health::ACTION ), 'a nonce of the action, for this admin' );

		wp_set_current_user( $this->shop_manager() );
		$this->assertSame( '', ( new Ledger_Index_Health() )->result()['actions'], 'no button for who may not change tables' );

		$this->assertNull( ( new Ledger_Index() )->owner(), 'showing the test changed nothing' );
	}

	public function test_dokans_own_balance_query_reads_the_vendors_entries_only_once_the_index_is_added(): void {
		$vendor = $this->vendor( array( 'balance' => '250' ) );
		$this->fill_ledger( 3000 );
		$query = $this->dokans_balance_query( $vendor );

		$this->assertSame( array( 'ALL' ), $this->access_types( $query ), 'without the index, every entry is read' );

		( new Ledger_Index() )->add();

		$this->assertSame( 'ours', ( new Ledger_Index() )->owner() );
		$this->assertSame( array( 'ref' ), $this->access_types( $query ), 'with it, the vendor’s entries only' );
		wp_cache_flush();
		$this->assertSame( 250.0, dokan_get_seller_balance( $vendor, false ), 'Dokan’s balance unchanged' );
		$this->assertSame( array( $vendor => 250.0 ), ( new Dokan_Balances() )->of( array( $vendor ) ) );
	}

	public function test_once_added_the_test_passes_with_a_button_that_removes_it_and_offers_it_again(): void {
		wp_set_current_user( $this->admin() );
		( new Ledger_Index() )->add();
		( new Ledger_Index() )->add();
		$this->assertSame( array( Ledger_Index::NAME ), $this->index_names(), 'added once, however often asked' );

		$result = ( new Ledger_Index_Health() )->result();
		$this->assertSame( 'good', $result['status'] );
		$this->assertSame( 'Dokan’s balance ledger has an index on the vendor', $result['label'] );
		$this->assertStringContainsString( '>Remove the index</button>', $result['actions'] );
		$this->assertStringContainsString( 'name="do" value="remove"', $result['actions'] );

		( new Ledger_Index() )->remove();

		$this->assertSame( array(), $this->index_names() );
		$this->assertSame( 'recommended', ( new Ledger_Index_Health() )->result()['status'] );
	}

	public function test_an_index_on_the_vendor_of_somebody_elses_passes_and_is_never_removed_here(): void {
		global $wpdb;
		wp_set_current_user( $this->admin() );
		$wpdb->query( 'ALTER TABLE `' . Ledger_Index::table() . '` ADD INDEX `' . self::OTHER . '` (vendor_id, trn_date)' );

		$result = ( new Ledger_Index_Health() )->result();
		$this->assertSame( 'good', $result['status'] );
		$this->assertSame( '', $result['actions'], 'nothing to add, nothing of ours to remove' );

		( new Ledger_Index() )->remove();
		( new Ledger_Index() )->add();
		$this->assertSame( array( self::OTHER ), $this->index_names(), 'theirs stays, no second one' );
	}

	public function test_a_database_that_refuses_the_change_is_said_so(): void {
		$refuse = static fn ( string $sql ) => str_starts_with( $sql, 'ALTER TABLE' ) ? 'ALTER TABLE `' . Ledger_Index::table() . '` ADD INDEX `' . Ledger_Index::NAME . '` (no_such_column)' : $sql;
		add_filter( 'query', $refuse );
		try {
			( new Ledger_Index() )->add();
			$this->fail( 'a refused change must not pass as done' );
		} catch ( \VendorPayoutSchedule\Engine\Database_Error $e ) {
			$this->assertStringContainsString( 'no_such_column', $e->getMessage() );
		} finally {
			remove_filter( 'query', $refuse );
		}
		$this->assertNull( ( new Ledger_Index() )->owner() );
	}

	/**
	 * An administrator.
	 */
	private function admin(): int {
		return self::factory_user( 'administrator' );
	}

	/**
	 * A shop manager: manages WooCommerce, may not change the database.
	 */
	private function shop_manager(): int {
		return self::factory_user( 'shop_manager' );
	}

	/**
	 * A user of the role, made once per test.
	 *
	 * @param string $role Role.
	 */
	private static function factory_user( string $role ): int {
		$login = 'ledger_index_' . $role;
		$user  = get_user_by( 'login', $login );
		if ( $user ) {
			return $user->ID;
		}
		return (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.com',
				'role'       => $role,
			)
		);
	}

	/**
	 * Entries of other vendors (ten each), so that the planner weighs a real ledger rather than a
	 * handful of rows.
	 *
	 * @param int $rows Entries.
	 */
	private function fill_ledger( int $rows ): void {
		global $wpdb;
		$values = array();
		for ( $i = 0; $i < $rows; $i++ ) {
			$values[] = $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %s, %s, %s)', 900000 + intdiv( $i, 10 ), 700000 + $i, 'dokan_orders', self::FILLER, '10.0000', '0.0000', 'wc-completed', '2098-01-01 00:00:00', '2098-01-01 00:00:00' );
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
		$wpdb->query( 'INSERT INTO `' . Ledger_Index::table() . '` (vendor_id, trn_id, trn_type, perticulars, debit, credit, status, trn_date, balance_date) VALUES ' . implode( ',', $values ) );
		$wpdb->query( 'ANALYZE TABLE `' . Ledger_Index::table() . '`' );
	}

	/**
	 * The query Dokan itself runs for the vendor's balance, caught on its way to the database.
	 *
	 * @param int $vendor Vendor id.
	 */
	private function dokans_balance_query( int $vendor ): string {
		$caught = '';
		$catch  = static function ( string $sql ) use ( &$caught ): string {
			if ( '' === $caught && str_contains( $sql, 'dokan_vendor_balance' ) && str_contains( $sql, 'SUM(' ) ) {
				$caught = $sql;
			}
			return $sql;
		};
		wp_cache_flush();
		add_filter( 'query', $catch );
		dokan_get_seller_balance( $vendor, false );
		remove_filter( 'query', $catch );
		$this->assertNotSame( '', $caught, 'Dokan read the balance from its ledger' );
		return $caught;
	}

	/**
	 * How the planner reads Dokan's table for the query (one entry per distinct access type).
	 *
	 * @param string $query A SELECT.
	 * @return string[]
	 */
	private function access_types( string $query ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- Dokan's own query, prepared by Dokan.
		$plan = $wpdb->get_results( 'EXPLAIN ' . $query );
		return array_values( array_unique( array_map( static fn ( $row ) => (string) $row->type, $plan ) ) );
	}

	/**
	 * The table's indexes but its primary key.
	 *
	 * @return string[]
	 */
	private function index_names(): array {
		global $wpdb;
		$names = array();
		foreach ( $wpdb->get_results( 'SHOW INDEX FROM `' . Ledger_Index::table() . '`' ) as $row ) {
			if ( 'PRIMARY' !== $row->Key_name ) {
				$names[ $row->Key_name ] = true;
			}
		}
		return array_keys( $names );
	}

	/**
	 * Drops the indexes these tests add (a real host's table may have others of its own).
	 */
	private function drop_indexes(): void {
		global $wpdb;
		foreach ( array_intersect( $this->index_names(), array( Ledger_Index::NAME, self::OTHER ) ) as $name ) {
			$wpdb->query( 'ALTER TABLE `' . Ledger_Index::table() . '` DROP INDEX `' . $name . '`' );
		}
	}
}
