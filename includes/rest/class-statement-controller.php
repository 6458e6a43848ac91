<?php
/**
 * The statement of a scheduled payout, for the vendor it belongs to and the marketplace's managers.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Engine\Database_Error;
use VendorPayoutSchedule\Engine\Payout_Ledger;
use VendorPayoutSchedule\Statement\Payout_Statement;
use VendorPayoutSchedule\Statement\Statement_Entry;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WeakMap;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /vendor-payout-schedule/v1/statements/<payout id>`: the statement as JSON, a page of its
 * lines at a time (`page`, `per_page`; `X-WP-Total` and `X-WP-TotalPages` count the lines), or
 * with `format=csv` the whole statement as a CSV download, streamed.
 *
 * Readable by the vendor it belongs to (`dokan_manage_withdraw`; vendor staff read their vendor's,
 * as Dokan maps them with dokan_get_current_user_id()) and by whoever manages the marketplace's
 * withdrawals: Dokan Lite 4.1.2's withdraw endpoints let `manage_woocommerce` read and decide any
 * vendor's requests (includes/REST/WithdrawController.php get_item_permissions_check()).
 *
 * Also adds `last_payout_statement` (the id of the statement of `last_payout`, or null) to the
 * answer of GET /dokan/v2/withdraw/disbursement, so the panel can open it.
 */
final class Statement_Controller extends WP_REST_Controller {

	/**
	 * The JSON answer's object type: its schema's title, under which register_rest_field() adds a
	 * field to it.
	 */
	public const OBJECT_TYPE = 'payout_statement';

	/** Who may read every vendor's statements. */
	public const MANAGER_CAPABILITY = 'manage_woocommerce';

	/** Lines a page unless asked otherwise, and the most a page holds. */
	private const PER_PAGE     = 50;
	private const MAX_PER_PAGE = 100;

	/**
	 * The statement each request asked for, read once: its permission check and its answer read
	 * the same one; nothing is kept past the request.
	 *
	 * @var WeakMap<WP_REST_Request, Payout_Statement|null>
	 */
	private WeakMap $read;

	/**
	 * Serves vendor-payout-schedule/v1/statements.
	 */
	public function __construct() {
		$this->namespace = 'vendor-payout-schedule/v1';
		$this->rest_base = 'statements';
		$this->read      = new WeakMap();
	}

	/**
	 * Registers the route and the field, and serves the CSV.
	 */
	public function register_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_csv' ), 10, 2 );
	}

	/**
	 * Registers the route, and the statement id beside the panel's last payout.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => $this->get_item_args(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);

		register_rest_field(
			Disbursement_Controller::OBJECT_TYPE,
			'last_payout_statement',
			array(
				'get_callback' => array( $this, 'last_payout_statement' ),
				'schema'       => array(
					'description' => __( 'The id of the statement of the vendor’s last payout (vendor-payout-schedule/v1/statements), or null.', 'vendor-payout-schedule' ),
					'type'        => array( 'integer', 'null' ),
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * Logged in; a statement by that id; the vendor's own, or the reader manages withdrawals.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error 401 when logged out, 404 when there is no such payout, 403 when it is
	 *                       another vendor's, 410 when its figures were erased, 500 when the
	 *                       database could not be read.
	 */
	public function get_item_permissions_check( $request ) {
		if ( ! is_user_logged_in() ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_not_logged_in',
				__( 'Please log in to read your payout statements.', 'vendor-payout-schedule' ),
				array( 'status' => 401 )
			);
		}
		$statement = $this->statement( $request );
		if ( $statement instanceof WP_Error ) {
			return $statement;
		}
		if ( null === $statement ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_statement_not_found',
				__( 'No scheduled payout is recorded under this number.', 'vendor-payout-schedule' ),
				array( 'status' => 404 )
			);
		}
		$is_own = current_user_can( 'dokan_manage_withdraw' ) && (int) dokan_get_current_user_id() === $statement->vendor_id();
		if ( ! $is_own && ! current_user_can( self::MANAGER_CAPABILITY ) ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_statement_forbidden',
				__( 'Sorry, you may only read the statements of your own payouts.', 'vendor-payout-schedule' ),
				array( 'status' => 403 )
			);
		}
		if ( $statement->is_erased() ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_statement_erased',
				__( 'The figures of this payout were erased at the vendor’s request.', 'vendor-payout-schedule' ),
				array( 'status' => 410 )
			);
		}
		return true;
	}

	/**
	 * The statement: as JSON with one page of its lines, or the whole of it as CSV.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$statement = $this->statement( $request );
		if ( ! $statement instanceof Payout_Statement ) {
			return $statement instanceof WP_Error ? $statement : new WP_Error( 'vendor_payout_schedule_rest_statement_not_found', __( 'No scheduled payout is recorded under this number.', 'vendor-payout-schedule' ), array( 'status' => 404 ) );
		}
		$for_admin = current_user_can( self::MANAGER_CAPABILITY );

		if ( 'csv' === $request['format'] ) {
			$csv = new Statement_Csv( $statement, $for_admin );
			return new WP_REST_Response(
				$csv,
				200,
				array(
					'Content-Type'        => 'text/csv; charset=utf-8',
					'Content-Disposition' => 'attachment; filename="' . $csv->filename() . '"',
					'Cache-Control'       => 'no-store',
				)
			);
		}

		try {
			$data = $this->prepare_item_for_response( $statement, $request );
		} catch ( Database_Error $e ) {
			return self::unreadable();
		}
		$per_page = (int) $request['per_page'];
		$data->header( 'X-WP-Total', (string) $statement->entry_count() );
		$data->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $statement->entry_count() / $per_page ) ) );
		return $data;
	}

	/**
	 * The statement in the schema's shape, with the page of lines asked for.
	 *
	 * @param Payout_Statement $item    The statement.
	 * @param WP_REST_Request  $request Request (page, per_page).
	 * @return WP_REST_Response
	 * @throws Database_Error When the ledger could not be read.
	 */
	public function prepare_item_for_response( $item, $request ) {
		$payout    = $item->payout;
		$previous  = $item->previous;
		$start     = $item->period_start();
		$filed     = $item->request();
		$available = $item->not_available();
		$lines     = $item->entries( (int) $request['page'], (int) $request['per_page'], current_user_can( self::MANAGER_CAPABILITY ) );
		$data      = array(
			'id'             => (int) $payout->id,
			'vendor_id'      => $item->vendor_id(),
			'date'           => (string) $payout->scheduled_for,
			'date_label'     => Statement_Entry::format_date( (string) $payout->scheduled_for ),
			'schedule'       => (string) $payout->schedule,
			'outcome'        => $item->is_filed() ? 'requested' : 'skipped',
			'skip_reason'    => $item->is_filed() ? '' : (string) $payout->reason,
			'skip_message'   => Statement_Wording::skip( $item ),
			'read_at'        => $item->read_at(),
			'read_at_label'  => Statement_Wording::moment( $item->read_at() ),
			'period_start'   => $start,
			'period_label'   => null === $start ? '' : Statement_Wording::moment( $start ),
			'previous'       => $previous ? array(
				'id'         => (int) $previous->id,
				'date'       => (string) $previous->scheduled_for,
				'date_label' => Statement_Entry::format_date( (string) $previous->scheduled_for ),
			) : null,
			'opening'        => Payout_Statement::amount( $item->opening() ),
			'earned'         => Payout_Statement::amount( $item->earned() ),
			'deducted'       => Payout_Statement::amount( $item->deducted() ),
			'closing'        => Payout_Statement::amount( $item->closing() ),
			'balance_read'   => $item->balance_was_read() ? Payout_Statement::amount( $item->balance_read() ) : null,
			'reserve'        => Payout_Statement::amount( $item->reserve() ),
			'requested'      => Payout_Statement::amount( $item->requested() ),
			'method'         => (string) $payout->method,
			'method_title'   => '' === (string) $payout->method ? '' : (string) dokan_withdraw_get_method_title( (string) $payout->method ),
			'request'        => null === $filed ? null : array(
				'id'     => $filed['id'],
				'amount' => Payout_Statement::amount( $filed['amount'] ),
				'status' => $filed['status'],
			),
			'not_available'  => array(
				'count'  => $available['count'],
				'amount' => Payout_Statement::amount( $available['amount'] ),
			),
			'threshold_days' => (int) dokan_get_withdraw_threshold( $item->vendor_id() ),
			'agrees'         => $item->agrees(),
			'differences'    => array_map(
				static fn ( array $difference ): array => array(
					'code'    => $difference['code'],
					'amount'  => Payout_Statement::amount( $difference['amount'] ),
					'message' => Statement_Wording::difference( $difference ),
				),
				$item->differences()
			),
			'total_entries'  => $item->entry_count(),
			'entries'        => array_map( array( self::class, 'line' ), $lines ),
		);
		// Fields registered with register_rest_field( 'payout_statement', … ).
		$data = $this->add_additional_fields_to_object( $data, $request );
		return rest_ensure_response( $this->filter_response_by_context( $data, 'view' ) );
	}

	/**
	 * Streams the CSV of a statement instead of the JSON WordPress would print.
	 *
	 * @param bool             $served Whether the request was served already.
	 * @param WP_HTTP_Response $result The answer.
	 * @return bool
	 */
	public function serve_csv( $served, $result ) {
		if ( $served || ! $result instanceof WP_HTTP_Response || ! $result->get_data() instanceof Statement_Csv ) {
			return $served;
		}
		$out = fopen( 'php://output', 'w' );
		try {
			$result->get_data()->write( $out );
		} catch ( Database_Error $e ) {
			// The headers are out; a line saying so is all the file can still carry.
			fputcsv( $out, array( __( 'The payout statement could not be read completely. Please try again.', 'vendor-payout-schedule' ) ), ',', '"', '' );
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- php://output.
		return true;
	}

	/**
	 * The statement id of the panel's last payout: the vendor's latest recorded outcome whose
	 * figures were kept.
	 *
	 * @return int|null
	 */
	public function last_payout_statement() {
		$row = ( new Payout_Ledger() )->latest_outcome( (int) dokan_get_current_user_id() );
		return $row && ! Payout_Ledger::is_stripped( $row ) ? (int) $row->id : null;
	}

	/**
	 * The route's arguments: the payout's id, the page of lines and the format.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function get_item_args(): array {
		return array(
			'id'       => array(
				'description' => __( 'The scheduled payout’s id.', 'vendor-payout-schedule' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'page'     => array(
				'description' => __( 'Page of the statement’s lines.', 'vendor-payout-schedule' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Lines a page.', 'vendor-payout-schedule' ),
				'type'        => 'integer',
				'default'     => self::PER_PAGE,
				'minimum'     => 1,
				'maximum'     => self::MAX_PER_PAGE,
			),
			'format'   => array(
				'description' => __( 'json, or csv for the whole statement as a CSV download.', 'vendor-payout-schedule' ),
				'type'        => 'string',
				'enum'        => array( 'json', 'csv' ),
				'default'     => 'json',
			),
			'context'  => $this->get_context_param( array( 'default' => 'view' ) ),
		);
	}

	/**
	 * The answer's schema, built once.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$money        = array( 'type' => 'number' );
			$text         = array( 'type' => 'string' );
			$this->schema = array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => self::OBJECT_TYPE,
				'type'       => 'object',
				'properties' => array(
					'id'             => self::field( array( 'type' => 'integer' ), __( 'The scheduled payout’s id.', 'vendor-payout-schedule' ) ),
					'vendor_id'      => self::field( array( 'type' => 'integer' ), __( 'The vendor.', 'vendor-payout-schedule' ) ),
					'date'           => self::field(
						array(
							'type'   => 'string',
							'format' => 'date',
						),
						__( 'The scheduled payout date.', 'vendor-payout-schedule' )
					),
					'date_label'     => self::field( $text, __( 'That date in the site’s format.', 'vendor-payout-schedule' ) ),
					'schedule'       => self::field( $text, __( 'The schedule’s key.', 'vendor-payout-schedule' ) ),
					'outcome'        => self::field(
						array(
							'type' => 'string',
							'enum' => array( 'requested', 'skipped' ),
						),
						__( 'Whether the run requested a payout or skipped the vendor.', 'vendor-payout-schedule' )
					),
					'skip_reason'    => self::field( $text, __( 'Why the run skipped the vendor (a key), or empty.', 'vendor-payout-schedule' ) ),
					'skip_message'   => self::field( $text, __( 'Why the run skipped the vendor, in words, or empty.', 'vendor-payout-schedule' ) ),
					'read_at'        => self::field( $text, __( 'Site time the run read the balance: the end of the period.', 'vendor-payout-schedule' ) ),
					'read_at_label'  => self::field( $text, __( 'That moment in the site’s formats.', 'vendor-payout-schedule' ) ),
					'period_start'   => self::field( array( 'type' => array( 'string', 'null' ) ), __( 'Site time the previous run read the balance, or null before the first payout.', 'vendor-payout-schedule' ) ),
					'period_label'   => self::field( $text, __( 'That moment in the site’s formats, or empty.', 'vendor-payout-schedule' ) ),
					'previous'       => self::field(
						array(
							'type'       => array( 'object', 'null' ),
							'properties' => array(
								'id'         => array( 'type' => 'integer' ),
								'date'       => array( 'type' => 'string' ),
								'date_label' => array( 'type' => 'string' ),
							),
						),
						__( 'The vendor’s previous scheduled payout, or null.', 'vendor-payout-schedule' )
					),
					'opening'        => self::field( $money, __( 'The balance at the start of the period, by Dokan’s ledger now.', 'vendor-payout-schedule' ) ),
					'earned'         => self::field( $money, __( 'What the period’s counted entries added.', 'vendor-payout-schedule' ) ),
					'deducted'       => self::field( $money, __( 'What the period’s counted entries took away.', 'vendor-payout-schedule' ) ),
					'closing'        => self::field( $money, __( 'The balance at the end of the period, by Dokan’s ledger now.', 'vendor-payout-schedule' ) ),
					'balance_read'   => self::field( array( 'type' => array( 'number', 'null' ) ), __( 'The balance the run read, or null when it read none.', 'vendor-payout-schedule' ) ),
					'reserve'        => self::field( $money, __( 'The reserve the vendor keeps, as the run recorded it.', 'vendor-payout-schedule' ) ),
					'requested'      => self::field( $money, __( 'The amount the run requested (0 when skipped).', 'vendor-payout-schedule' ) ),
					'method'         => self::field( $text, __( 'The withdraw method’s key.', 'vendor-payout-schedule' ) ),
					'method_title'   => self::field( $text, __( 'The withdraw method’s title.', 'vendor-payout-schedule' ) ),
					'request'        => self::field(
						array(
							'type'       => array( 'object', 'null' ),
							'properties' => array(
								'id'     => array( 'type' => 'integer' ),
								'amount' => $money,
								'status' => array(
									'type' => 'string',
									'enum' => array( 'pending', 'approved', 'cancelled' ),
								),
							),
						),
						__( 'Dokan’s withdraw request the run filed, as Dokan has it now, or null.', 'vendor-payout-schedule' )
					),
					'not_available'  => self::field(
						array(
							'type'       => 'object',
							'properties' => array(
								'count'  => array( 'type' => 'integer' ),
								'amount' => $money,
							),
						),
						__( 'Entries written by the end of the period but not available to withdraw at it.', 'vendor-payout-schedule' )
					),
					'threshold_days' => self::field( array( 'type' => 'integer' ), __( 'Days Dokan holds a vendor’s earning before it can be withdrawn.', 'vendor-payout-schedule' ) ),
					'agrees'         => self::field( array( 'type' => 'boolean' ), __( 'Whether the statement agrees with what the run recorded, to the cent.', 'vendor-payout-schedule' ) ),
					'differences'    => self::field(
						array(
							'type'  => 'array',
							'items' => array(
								'type'       => 'object',
								'properties' => array(
									'code'    => $text,
									'amount'  => $money,
									'message' => $text,
								),
							),
						),
						__( 'Where the statement and the run’s record differ, with the amount and why.', 'vendor-payout-schedule' )
					),
					'total_entries'  => self::field( array( 'type' => 'integer' ), __( 'Lines of the whole statement.', 'vendor-payout-schedule' ) ),
					'entries'        => self::field(
						array(
							'type'  => 'array',
							'items' => array(
								'type'       => 'object',
								'properties' => array(
									'id'             => array( 'type' => 'integer' ),
									'kind'           => array(
										'type' => 'string',
										'enum' => array( Statement_Entry::ORDER, Statement_Entry::REFUND, Statement_Entry::WITHDRAW, Statement_Entry::OTHER ),
									),
									'reference'      => array( 'type' => 'integer' ),
									'label'          => $text,
									'link'           => $text,
									'status'         => $text,
									'status_label'   => $text,
									'available_from' => $text,
									'date_label'     => $text,
									'counted'        => array( 'type' => 'boolean' ),
									'earned'         => $money,
									'deducted'       => $money,
									'pending'        => $money,
									'balance'        => array( 'type' => array( 'number', 'null' ) ),
									'note'           => $text,
								),
							),
						),
						__( 'This page of the statement’s lines: counted entries with the balance after each, then those not available.', 'vendor-payout-schedule' )
					),
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * A read-only answer field.
	 *
	 * @param array<string, mixed> $schema      Type part.
	 * @param string               $description Description.
	 * @return array<string, mixed>
	 */
	private static function field( array $schema, string $description ): array {
		return $schema + array(
			'description' => $description,
			'context'     => array( 'view' ),
			'readonly'    => true,
		);
	}

	/**
	 * One line as the schema gives it.
	 *
	 * @param Statement_Entry $entry The line.
	 * @return array<string, mixed>
	 */
	private static function line( Statement_Entry $entry ): array {
		return array(
			'id'             => $entry->id,
			'kind'           => $entry->kind,
			'reference'      => $entry->reference,
			'label'          => Statement_Wording::label( $entry ),
			'link'           => $entry->link,
			'status'         => $entry->status,
			'status_label'   => Statement_Wording::status( $entry ),
			'available_from' => $entry->available_from,
			'date_label'     => Statement_Entry::format_date( $entry->available_from ),
			'counted'        => 0 === $entry->section,
			'earned'         => Payout_Statement::amount( $entry->earned ),
			'deducted'       => Payout_Statement::amount( $entry->deducted ),
			'pending'        => Payout_Statement::amount( $entry->pending ),
			'balance'        => null === $entry->balance ? null : Payout_Statement::amount( $entry->balance ),
			'note'           => Statement_Wording::note( $entry ),
		);
	}

	/**
	 * The statement a request asks for, read once a request.
	 *
	 * @param WP_REST_Request $request Request (id).
	 * @return Payout_Statement|WP_Error|null Null when there is none; an error when it could not be read.
	 */
	private function statement( WP_REST_Request $request ) {
		if ( ! isset( $this->read[ $request ] ) ) {
			try {
				$this->read[ $request ] = Payout_Statement::of( (int) $request['id'] );
			} catch ( Database_Error $e ) {
				return self::unreadable();
			}
		}
		return $this->read[ $request ];
	}

	/**
	 * The answer when the database could not be read.
	 */
	private static function unreadable(): WP_Error {
		return new WP_Error(
			'vendor_payout_schedule_rest_statement_unreadable',
			__( 'The payout statement could not be read. Please try again.', 'vendor-payout-schedule' ),
			array( 'status' => 500 )
		);
	}
}
