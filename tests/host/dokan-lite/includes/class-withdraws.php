<?php
/**
 * Dokan Lite's list of withdraw requests (includes/Withdraw/Withdraws.php), behind
 * `dokan()->withdraw->all()`.
 *
 * @package DokanStandIn
 */

namespace WeDevs\Dokan\Withdraw;

use WeDevs\Dokan\Cache;

defined( 'ABSPATH' ) || exit;

/**
 * Builds one query from the arguments, as Dokan 4.1.2 does: `ids`, `user_id`, `amount`, `status`,
 * `method`, `ip`, `start_date`/`end_date`; `limit` (default 10, so a list of ids must say how many)
 * and `page`; `orderby` 'DESC' for newest first (no order otherwise); SQL_CALC_FOUND_ROWS unless
 * `no_found_rows`; `return` 'count' for the counts by status. Dokan reads a cache entry it never
 * writes, so every call queries.
 */
class Withdraws {

	/**
	 * @var array
	 */
	protected $args = array();

	/**
	 * @var Withdraw[]
	 */
	protected $withdraws = array();

	/**
	 * @var int
	 */
	protected $total = 0;

	/**
	 * @var int|null
	 */
	protected $max_num_pages = null;

	/**
	 * @var array
	 */
	protected $status = array();

	/**
	 * @param array $args See the class.
	 */
	public function __construct( $args = array() ) {
		$this->args = wp_parse_args(
			$args,
			array(
				'limit'         => 10,
				'page'          => 1,
				'no_found_rows' => false,
				'return'        => 'all',
			)
		);
		$this->query();
	}

	/** @return Withdraw[] */
	public function get_withdraws() {
		return $this->withdraws;
	}

	/**
	 * Runs the query.
	 *
	 * @return $this
	 */
	public function query() {
		global $wpdb;
		$args       = $this->args;
		$table      = $wpdb->prefix . 'dokan_withdraw';
		$fields     = '*';
		$where      = '';
		$groupby    = '';
		$orderby    = '';
		$limits     = '';
		$query_args = array( 1, 1 );

		if ( isset( $args['orderby'] ) && 'DESC' === $args['orderby'] ) {
			$orderby = 'ORDER BY id DESC';
		}
		if ( 'count' === $args['return'] ) {
			$fields  = " CASE `status` WHEN 0 THEN 'pending' WHEN 1 THEN 'completed' WHEN 2 THEN 'cancelled' END AS `status`, COUNT(id) AS count";
			$groupby = ' GROUP BY status';
		}
		if ( isset( $args['ids'] ) && is_array( $args['ids'] ) ) {
			$ids          = array_filter( array_map( 'absint', $args['ids'] ) );
			$placeholders = array();
			foreach ( $ids as $id ) {
				$placeholders[] = '%d';
				$query_args[]   = $id;
			}
			$where .= ' and id in ( ' . implode( ',', $placeholders ) . ' )';
		}
		foreach ( array(
			'user_id' => '%d',
			'amount'  => '%s',
		) as $column => $format ) {
			if ( isset( $args[ $column ] ) ) {
				$where       .= " and {$column} = {$format}";
				$query_args[] = $args[ $column ];
			}
		}
		if ( 'count' !== $args['return'] && isset( $args['status'] ) ) {
			$where       .= ' and status = %d';
			$query_args[] = $args['status'];
		}
		foreach ( array( 'method', 'ip' ) as $column ) {
			if ( isset( $args[ $column ] ) ) {
				$where       .= " and {$column} = %s";
				$query_args[] = $args[ $column ];
			}
		}
		if ( 'count' !== $args['return'] && ! empty( $args['limit'] ) ) {
			$limit        = absint( $args['limit'] );
			$page         = absint( $args['page'] );
			$page         = $page ? $page : 1;
			$limits       = 'LIMIT %d, %d';
			$query_args[] = ( $page - 1 ) * $limit;
			$query_args[] = $limit;
		}
		$found_rows = '';
		if ( 'count' !== $args['return'] && ! $args['no_found_rows'] && ! empty( $limits ) ) {
			$found_rows = 'SQL_CALC_FOUND_ROWS';
		}

		$withdraws = Cache::get( 'withdraw_requests_' . md5( wp_json_encode( $args ) ), 'withdraws' );
		if ( false === $withdraws ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- built as Dokan builds it.
			$withdraws = $wpdb->get_results( $wpdb->prepare( "SELECT $found_rows $fields FROM {$table} WHERE %d=%d $where $groupby $orderby $limits", ...$query_args ), ARRAY_A );
		}

		if ( 'count' === $args['return'] ) {
			$this->status = array(
				'pending'   => 0,
				'completed' => 0,
				'cancelled' => 0,
			);
			foreach ( $withdraws as $row ) {
				$this->status[ $row['status'] ] = $row['count'];
			}
		} else {
			$this->withdraws = array();
			foreach ( $withdraws as $withdraw ) {
				$this->withdraws[] = new Withdraw( $withdraw );
			}
			$this->total = absint( $wpdb->get_var( 'SELECT FOUND_ROWS()' ) );
		}
		return $this;
	}

	/** @return array */
	public function get_status_count() {
		return $this->status;
	}

	/** @return int */
	public function get_total() {
		return $this->total;
	}

	/** @return int|null */
	public function get_maximum_num_pages() {
		if ( ! $this->max_num_pages && $this->total && ! empty( $this->args['limit'] ) ) {
			$this->max_num_pages = (int) ceil( $this->total / absint( $this->args['limit'] ) );
		}
		return $this->max_num_pages;
	}
}
