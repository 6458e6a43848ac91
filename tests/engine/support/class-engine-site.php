<?php
/**
 * Shared set-up of the engine's tests and benchmark, on a scratch site (see scratch-site.sh).
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Engine\Job_Queue;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Engine\Payout_Runner;
use VendorPayoutSchedule\Engine\Run_Progress;
use VendorPayoutSchedule\Engine\Schema;
use VendorPayoutSchedule\Named_Lock;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;

require_once __DIR__ . '/class-dokan-rows.php';

/**
 * Settings, vendors in bulk, runs and what they left in the database.
 */
final class Engine_Site {

	/**
	 * Login prefix of every vendor the tests and benchmark create.
	 */
	public const LOGIN_PREFIX = 'engine_vendor_';

	/**
	 * Payout settings the tests start from: scheduled payouts on, weekly (Monday) and monthly (last
	 * Friday) offered, PayPal and bank transfer offered, minimum withdraw 50, payouts at 23:00.
	 */
	public static function reset_settings(): void {
		update_option(
			Withdraw_Settings::DOKAN_OPTION,
			array(
				'withdraw_methods'      => array(
					'paypal' => 'paypal',
					'bank'   => 'bank',
					'skrill' => '',
				),
				'withdraw_limit'        => '50',
				'disbursement'          => array(
					'manual'   => 'manual',
					'schedule' => 'schedule',
				),
				'disbursement_schedule' => array(
					'weekly'    => 'weekly',
					'biweekly'  => '',
					'monthly'   => 'monthly',
					'quarterly' => '',
				),
				'weekly_schedule'       => 'monday',
				'monthly_schedule'      => array(
					'week' => 'L',
					'days' => 'friday',
				),
			)
		);
		delete_option( Withdraw_Settings::OWN_OPTION );
		update_option( 'timezone_string', 'UTC' );
		update_option( 'gmt_offset', 0 );
		update_option( 'woocommerce_currency', 'USD' );
		update_option( 'woocommerce_currency_pos', 'left' );
		update_option( 'woocommerce_price_thousand_sep', ',' );
		update_option( 'woocommerce_price_decimal_sep', '.' );
		update_option( 'woocommerce_price_num_decimals', '2' );
	}

	/**
	 * Empties the engine's tables and removes the created vendors. On a scratch site Dokan's balance
	 * ledger and withdraw table are emptied too; on another site (a real Dokan host) only the
	 * created vendors' rows go: the rest are the site's own vendors' orders and withdraw requests,
	 * which the browser suites that follow count on, and which no re-seeding brings back.
	 */
	public static function reset_data(): void {
		global $wpdb;
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::payouts_table() );
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::runs_table() );
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::batches_table() );
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::files_table() );
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::paypal_parts_table() );
		$wpdb->query( 'TRUNCATE TABLE ' . Schema::paypal_items_table() );
		$on_scratch = ! ( getenv( 'E2E_BASE_URL' ) && '1' === getenv( 'E2E_SITE_IS_SCRATCH' ) );
		if ( $on_scratch ) {
			$wpdb->query( "TRUNCATE TABLE {$wpdb->prefix}dokan_vendor_balance" );
			$wpdb->query( "TRUNCATE TABLE {$wpdb->prefix}dokan_withdraw" );
		}
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE user_login LIKE %s", $wpdb->esc_like( self::LOGIN_PREFIX ) . '%' ) );
		foreach ( array_chunk( array_map( 'intval', $ids ), 1000 ) as $chunk ) {
			$in = implode( ',', $chunk );
			if ( ! $on_scratch ) {
				$wpdb->query( "DELETE FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id IN ($in)" );
				$wpdb->query( "DELETE FROM {$wpdb->prefix}dokan_withdraw WHERE user_id IN ($in)" );
			}
			$wpdb->query( "DELETE FROM {$wpdb->usermeta} WHERE user_id IN ($in)" );
			$wpdb->query( "DELETE FROM {$wpdb->users} WHERE ID IN ($in)" );
		}
		wp_cache_flush();
	}

	/**
	 * Removes the created vendors and their rows in Dokan's tables, leaving everything else (for a
	 * real host, where the tables hold other vendors too).
	 */
	public static function remove_vendors(): void {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE user_login LIKE %s", $wpdb->esc_like( self::LOGIN_PREFIX ) . '%' ) );
		foreach ( array_chunk( array_map( 'intval', $ids ), 5000 ) as $chunk ) {
			$in = implode( ',', $chunk );
			$wpdb->query( "DELETE FROM {$wpdb->prefix}dokan_vendor_balance WHERE vendor_id IN ($in)" );
			$wpdb->query( "DELETE FROM {$wpdb->prefix}dokan_withdraw WHERE user_id IN ($in)" );
			$wpdb->query( 'DELETE FROM ' . Schema::payouts_table() . " WHERE vendor_id IN ($in)" );
			$wpdb->query( "DELETE FROM {$wpdb->usermeta} WHERE user_id IN ($in)" );
			$wpdb->query( "DELETE FROM {$wpdb->users} WHERE ID IN ($in)" );
		}
		wp_cache_flush();
	}

	/**
	 * Creates vendors straight in the database (wp_insert_user hashes a password per user, far too
	 * slow for ten thousand), with the same rows WordPress and Dokan keep for a vendor: the user, its
	 * meta, and its balance as rows of Dokan's `dokan_vendor_balance` ledger.
	 *
	 * Each spec: `balance`, `history` (bool, default false: the balance is one completed order; true:
	 * a vendor with a past — orders in and past the withdraw threshold, a cancelled and a refunded
	 * order, refunds, an approved and a cancelled withdraw request), `schedule` ('' for none),
	 * `minimum`, `reserve`, `method` (default method meta, '' for none), `methods` (set-up methods:
	 * paypal, bank), `selling` (bool, default true), `role` (default seller).
	 *
	 * @param array<int, array<string, mixed>> $specs One per vendor.
	 * @return int[] The vendor ids, in the order of the specs.
	 */
	public static function seed_vendors( array $specs ): array {
		global $wpdb;
		$ids = array();
		foreach ( array_chunk( $specs, 500 ) as $chunk ) {
			$first_new = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) + 1 FROM {$wpdb->users}" );
			$rows      = array();
			foreach ( $chunk as $i => $spec ) {
				$login  = self::LOGIN_PREFIX . ( $first_new + $i ) . '_' . wp_generate_password( 6, false );
				$rows[] = $wpdb->prepare( '(%s, %s, %s, %s, %s, %s, %d, %s)', $login, '*', $login, $login . '@example.test', '', gmdate( 'Y-m-d H:i:s' ), 0, $login );
			}
			$wpdb->query( "INSERT INTO {$wpdb->users} (user_login, user_pass, user_nicename, user_email, user_url, user_registered, user_status, display_name) VALUES " . implode( ',', $rows ) );
			$first_id = (int) $wpdb->insert_id;

			$meta      = array();
			$balance   = array();
			$withdraws = array();
			foreach ( $chunk as $i => $spec ) {
				$id    = $first_id + $i;
				$ids[] = $id;
				foreach ( self::meta_of( $spec ) as $key => $value ) {
					$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, $key, maybe_serialize( $value ) );
				}
				$history = ! empty( $spec['history'] );
				array_push( $balance, ...Dokan_Rows::balance_rows( $id, (string) ( $spec['balance'] ?? '0' ), $history ) );
				if ( $history ) {
					array_push( $withdraws, ...Dokan_Rows::withdraw_rows( $id ) );
				}
			}
			Dokan_Rows::insert( $wpdb->usermeta, '(user_id, meta_key, meta_value)', $meta );
			Dokan_Rows::insert( $wpdb->prefix . 'dokan_vendor_balance', Dokan_Rows::BALANCE_COLUMNS, $balance );
			Dokan_Rows::insert( $wpdb->prefix . 'dokan_withdraw', Dokan_Rows::WITHDRAW_COLUMNS, $withdraws );
		}
		return $ids;
	}

	/**
	 * A second connection to the site's database, as another request (an admin's click) has: its
	 * statements commit on their own and this process's open transaction sees them only as MariaDB
	 * shows one transaction another's commits.
	 */
	public static function another_connection(): wpdb {
		$other = new wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$other->set_prefix( $GLOBALS['wpdb']->prefix );
		return $other;
	}

	/**
	 * Takes a named lock from another connection, as another go or request would.
	 *
	 * @param Named_Lock $lock  The lock.
	 * @param wpdb|null  $other The connection to take it on; null for a new one.
	 * @return wpdb The connection holding it.
	 * @throws RuntimeException When the lock is held already.
	 */
	public static function hold_lock_elsewhere( Named_Lock $lock, ?wpdb $other = null ): wpdb {
		$other ??= self::another_connection();
		if ( '1' !== (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK(%s, 0)', $lock->name() ) ) ) {
			throw new RuntimeException( 'The lock ' . $lock->name() . ' is held already.' );
		}
		return $other;
	}

	/**
	 * Who holds a named lock: this process's connection (`here`), another (`elsewhere`), or
	 * nobody (`free`).
	 *
	 * @param Named_Lock $lock The lock.
	 */
	public static function lock_holder( Named_Lock $lock ): string {
		global $wpdb;
		$holder = $wpdb->get_var( $wpdb->prepare( 'SELECT IS_USED_LOCK(%s)', $lock->name() ) );
		if ( null === $holder ) {
			return 'free';
		}
		return (string) $wpdb->get_var( 'SELECT CONNECTION_ID()' ) === (string) $holder ? 'here' : 'elsewhere';
	}

	/**
	 * Sets a vendor's withdrawable balance where Dokan reads it, its balance ledger
	 * `dokan_vendor_balance` (Vendor::get_balance() in includes/Vendor/Vendor.php): one completed order.
	 *
	 * @param int   $vendor_id Vendor id.
	 * @param float $amount    Balance.
	 */
	public static function set_balance( int $vendor_id, float $amount ): void {
		global $wpdb;
		$table = $wpdb->prefix . 'dokan_vendor_balance';
		$wpdb->delete( $table, array( 'vendor_id' => $vendor_id ) );
		Dokan_Rows::insert( $table, Dokan_Rows::BALANCE_COLUMNS, Dokan_Rows::balance_rows( $vendor_id, (string) $amount, false ) );
		// Dokan caches each vendor's balance.
		wp_cache_flush();
	}

	/**
	 * The user meta of one vendor spec.
	 *
	 * @param array<string, mixed> $spec Vendor spec.
	 * @return array<string, mixed>
	 */
	private static function meta_of( array $spec ): array {
		global $wpdb;
		$spec = array_merge(
			array(
				'schedule' => 'weekly',
				'minimum'  => 0,
				'reserve'  => 0,
				'method'   => 'paypal',
				'methods'  => array( 'paypal' ),
				'selling'  => true,
				'role'     => 'seller',
			),
			$spec
		);

		$payment = array();
		if ( in_array( 'paypal', $spec['methods'], true ) ) {
			$payment['paypal'] = array( 'email' => 'payouts@example.test' );
		}
		if ( in_array( 'bank', $spec['methods'], true ) ) {
			$payment['bank'] = array(
				'ac_name'        => 'Vendor',
				'ac_type'        => 'personal',
				'ac_number'      => '0012345678',
				'routing_number' => '021000021',
				'bank_name'      => 'Demo Bank',
				'bank_addr'      => '1 Demo Street',
				'iban'           => '',
				'swift'          => '',
			);
		}

		$meta = array(
			$wpdb->prefix . 'capabilities' => array( $spec['role'] => true ),
			$wpdb->prefix . 'user_level'   => 0,
			'dokan_profile_settings'       => array(
				'store_name' => 'Engine test store',
				'payment'    => $payment,
			),
			'dokan_enable_selling'         => $spec['selling'] ? 'yes' : 'no',
			Vendor_Choice::MINIMUM_META    => (int) $spec['minimum'],
			Vendor_Choice::RESERVE_META    => (int) $spec['reserve'],
		);
		if ( '' !== $spec['schedule'] ) {
			$meta[ Vendor_Choice::SCHEDULE_META ] = $spec['schedule'];
		}
		if ( '' !== $spec['method'] ) {
			$meta[ Vendor_Choice::METHOD_META ] = $spec['method'];
		}
		return $meta;
	}

	/**
	 * Chooses what the admin is e-mailed about a run's requests (Withdraw_Settings::admin_mail()).
	 *
	 * @param string $choice Withdraw_Settings::ADMIN_MAIL_SUMMARY or ADMIN_MAIL_EACH_REQUEST.
	 */
	public static function choose_admin_mail( string $choice ): void {
		( new Withdraw_Settings() )->save( array( 'admin_mail' => $choice ) );
	}

	/**
	 * Runs the engine for a schedule and date until it is done or the budget is spent.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $date     Scheduled date.
	 * @param float  $budget   Seconds.
	 */
	public static function run( string $schedule, string $date, float $budget = 600.0 ): Run_Progress {
		return ( new Payout_Runner() )->run( $schedule, $date, microtime( true ) + $budget );
	}

	/**
	 * The pending actions of a hook in the plugin's group, earliest first, as Action Scheduler
	 * holds them.
	 *
	 * @param string $hook Hook name.
	 * @return array<int, array{id: int, timestamp: int, args: array}>
	 */
	public static function events( string $hook ): array {
		$events = array();
		foreach ( Job_Queue::pending( $hook ) as $id => $action ) {
			$events[] = array( 'id' => (int) $id ) + $action;
		}
		return $events;
	}

	/**
	 * The WP-Cron events of a hook, as WordPress's cron array holds them (what 1.0.0 scheduled;
	 * WordPress has no public listing of a hook's events with any arguments).
	 *
	 * @param string $hook Hook name.
	 * @return array<int, array{timestamp: int, args: array}>
	 */
	public static function cron_events( string $hook ): array {
		$events = array();
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ $hook ] ?? array() as $event ) {
				$events[] = array(
					'timestamp' => (int) $timestamp,
					'args'      => (array) ( $event['args'] ?? array() ),
				);
			}
		}
		return $events;
	}

	/**
	 * The moment of the hook's next pending action with these arguments, or null.
	 *
	 * @param string $hook Hook name.
	 * @param array  $args Arguments.
	 */
	public static function next( string $hook, array $args ): ?int {
		return Job_Queue::next( $hook, $args );
	}

	/**
	 * Runs a pending action as Action Scheduler's queue runner does (whatever its moment): marked
	 * in progress, its hook fired, then marked complete, or failed with what it threw, and logged.
	 *
	 * @param int $action_id The action.
	 */
	public static function fire( int $action_id ): void {
		ActionScheduler::runner()->process_action( $action_id, 'engine test' );
	}

	/**
	 * The status Action Scheduler holds for an action (pending, in-progress, complete, failed,
	 * canceled).
	 *
	 * @param int $action_id The action.
	 */
	public static function action_status( int $action_id ): string {
		return (string) ActionScheduler::store()->get_status( $action_id );
	}

	/**
	 * Files a pending request for a vendor, as the vendor would by hand.
	 *
	 * @param int   $vendor_id Vendor id.
	 * @param float $amount    Amount.
	 */
	public static function manual_request( int $vendor_id, float $amount ): int {
		$withdraw = dokan()->withdraw->create(
			array(
				'user_id' => $vendor_id,
				'amount'  => $amount,
				'date'    => current_time( 'mysql' ),
				'status'  => 0,
				'method'  => 'paypal',
				'note'    => 'manual',
			)
		);
		return (int) $withdraw->get_id();
	}

	/**
	 * The outcome rows of a date, by vendor id.
	 *
	 * @param string $date Scheduled date.
	 * @return array<int, object>
	 */
	public static function outcomes( string $date ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Schema::payouts_table() . ' WHERE scheduled_for = %s', $date ) );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row->vendor_id ] = $row;
		}
		return $out;
	}

	/**
	 * Dokan's withdraw requests, by vendor id (each a list).
	 *
	 * @return array<int, object[]>
	 */
	public static function requests(): array {
		global $wpdb;
		$out = array();
		foreach ( $wpdb->get_results( 'SELECT w.* ' . self::tests_requests() . ' ORDER BY w.id' ) as $row ) {
			$out[ (int) $row->user_id ][] = $row;
		}
		return $out;
	}

	/**
	 * The subject of Dokan's "new withdraw request" e-mail to the admin about a created vendor's
	 * request, with the site's own title as WooCommerce gives it (Dokan 4.1.2
	 * includes/Emails/VendorWithdrawRequest.php, `[{site_title}] A New withdrawal request is made by
	 * {store_name}`; WC_Email::get_blogname()). The tests leave the title as the site has it: a real
	 * host keeps its own, and WooCommerce built its e-mails with it.
	 */
	public static function dokan_request_subject(): string {
		return '[' . wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES ) . '] A New withdrawal request is made by Engine test store';
	}

	/**
	 * Requests filed for a vendor and date beyond the first: must always be 0.
	 */
	public static function duplicates(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COALESCE(SUM(n - 1), 0) FROM (SELECT COUNT(*) AS n ' . self::tests_requests() . " AND w.note <> 'manual' GROUP BY w.user_id, w.note) AS per_vendor_date" );
	}

	/**
	 * FROM and WHERE of the withdraw requests of the vendors the tests created (deleted ones
	 * included), as `w`: a real host's own vendors have requests of their own, which are not the
	 * tests' business.
	 */
	private static function tests_requests(): string {
		global $wpdb;
		return $wpdb->prepare( "FROM {$wpdb->prefix}dokan_withdraw w LEFT JOIN {$wpdb->users} u ON u.ID = w.user_id WHERE ( u.ID IS NULL OR u.user_login LIKE %s )", $wpdb->esc_like( self::LOGIN_PREFIX ) . '%' );
	}
}
