<?php
/**
 * A payout run's vendors as a WordPress list table.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Request_Status;
use VendorPayoutSchedule\Engine\Skip_Reason;
use VendorPayoutSchedule\Price_Text;
use VendorPayoutSchedule\Statement\Statement_Entry;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

// WordPress loads its list table with every admin screen; a request that builds the list elsewhere
// (a test, a script) loads it as WooCommerce's admin lists do.
if ( ! class_exists( WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * One row per vendor — the vendor (name linked to the profile, e-mail), then what the run did or
 * would do — over either source: a past run's record (Run_Record) or the next run's preview
 * (Next_Run_Preview). WordPress's list table gives the admin what every other admin list has: the
 * outcomes as views with their counts, a search, a skip-reason filter, sortable columns, pages with
 * the number per page under Screen Options, and a checkbox column once a bulk action is offered.
 * Its columns and their texts are Outcome_Columns', which the CSV of what it shows (csv()) reads too.
 *
 * Query arguments: `s`, OUTCOME_ARG, REASON_ARG, `orderby`, `order` and `paged`, with the screen's
 * own (page, and the run or the schedule) kept in every link and form.
 */
final class Outcome_List_Table extends WP_List_Table {

	/** Query argument of the outcome view. */
	public const OUTCOME_ARG = 'vendor_payout_schedule_outcome';

	/** Query argument of the skip-reason filter. */
	public const REASON_ARG = 'vendor_payout_schedule_reason';

	/** Vendors per page unless Screen Options says otherwise. */
	public const PER_PAGE = 20;

	/** The markup the cells may hold. */
	private const ALLOWED = array(
		'br'     => array(),
		'strong' => array(),
		'span'   => array( 'class' => true ),
	);

	/**
	 * Where the rows come from.
	 *
	 * @var Outcome_Source
	 */
	private Outcome_Source $source;

	/**
	 * The columns after the vendor and their texts.
	 *
	 * @var Outcome_Columns
	 */
	private Outcome_Columns $columns;

	/**
	 * The screen's own query arguments (page, and the run or the schedule).
	 *
	 * @var array<string, string>
	 */
	private array $base_args;

	/**
	 * The user option holding the number of vendors per page.
	 *
	 * @var string
	 */
	private string $per_page_option;

	/**
	 * The admin-post action of the CSV download (its nonce's action too).
	 *
	 * @var string
	 */
	private string $csv_action;

	/**
	 * Vendors by outcome view ('' for all), when known.
	 *
	 * @var array<string, int>
	 */
	private array $counts = array();

	/**
	 * What the request narrows and orders the vendors by (see Outcome_Source).
	 *
	 * @var array{search: string, outcome: string, reason: string, orderby: string, order: string}
	 */
	private array $query;

	/**
	 * Takes the rows' source and the screen's own arguments.
	 *
	 * @param Outcome_Source        $source          Rows.
	 * @param array<string, string> $base_args       Query arguments naming the screen (page, run or schedule).
	 * @param string                $per_page_option User option of the number per page (Screen Options).
	 * @param string                $csv_action      Admin-post action of the CSV download.
	 */
	public function __construct( Outcome_Source $source, array $base_args, string $per_page_option, string $csv_action ) {
		$this->source          = $source;
		$this->columns         = new Outcome_Columns( $source );
		$this->base_args       = $base_args;
		$this->per_page_option = $per_page_option;
		$this->csv_action      = $csv_action;
		$this->query           = $this->query_of_request();
		parent::__construct(
			array(
				'singular' => 'vendor',
				'plural'   => 'vps-outcomes',
				'ajax'     => false,
				'screen'   => get_current_screen(),
			)
		);
	}

	/**
	 * Adds "Vendors per page" to the screen's Screen Options.
	 *
	 * @param string $option The user option holding it.
	 */
	public static function add_per_page_option( string $option ): void {
		add_screen_option(
			'per_page',
			array(
				'label'   => __( 'Vendors per page', 'vendor-payout-schedule' ),
				'default' => self::PER_PAGE,
				'option'  => $option,
			)
		);
	}

	/**
	 * A number per page as Screen Options may store it: 1 to 999, as WordPress's own lists take.
	 *
	 * @param mixed $value Posted value.
	 * @return int|false False to store nothing.
	 */
	public static function per_page_value( $value ) {
		$value = (int) $value;
		return $value >= 1 && $value <= 999 ? $value : false;
	}

	/**
	 * Tells the views their counts.
	 *
	 * @param array<string, int> $counts Vendors by outcome view ('' for all).
	 */
	public function set_counts( array $counts ): void {
		$this->counts = $counts;
	}

	/**
	 * What the request asks for.
	 *
	 * @return array{search: string, outcome: string, reason: string, orderby: string, order: string}
	 */
	public function query(): array {
		return $this->query;
	}

	/**
	 * Whether a search, view or filter narrows the list.
	 */
	public function is_narrowed(): bool {
		return '' !== $this->query['search'] || '' !== $this->query['outcome'] || '' !== $this->query['reason'];
	}

	/**
	 * Reads the page of vendors the request asks for.
	 */
	public function prepare_items(): void {
		$per_page = $this->get_items_per_page( $this->per_page_option, self::PER_PAGE );
		$page     = $this->get_pagenum();
		$found    = $this->source->find( $this->query, $page, $per_page );
		$last     = (int) ceil( $found['total'] / $per_page );
		if ( $page > $last && $last > 0 ) {
			// A search or filter sent from a later page of the whole list: its last page instead
			// (WordPress's page links then count from there too).
			$found = $this->source->find( $this->query, $last, $per_page );
		}
		$this->items = $found['rows'];
		// This list's own columns: WordPress keeps one set per screen for the whole request, and a
		// record and Next run share their page's screen.
		$this->_column_headers = array( $this->get_columns(), get_hidden_columns( $this->screen ), $this->get_sortable_columns(), 'vendor' );
		$this->set_pagination_args(
			array(
				'total_items' => $found['total'],
				'per_page'    => $per_page,
			)
		);
	}

	/**
	 * Prints the views, then the search, filter and table in their GET form.
	 */
	public function render(): void {
		$this->views();
		?>
		<form method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>" class="vps-outcomes__form">
			<?php
			$kept = $this->base_args + array(
				self::OUTCOME_ARG => $this->query['outcome'],
				'orderby'         => $this->query['orderby'],
				'order'           => '' === $this->query['orderby'] ? '' : $this->query['order'],
			);
			foreach ( array_filter( $kept, 'strlen' ) as $name => $value ) {
				printf( '<input type="hidden" name="%1$s" value="%2$s" />', esc_attr( $name ), esc_attr( $value ) );
			}
			$this->search_box( __( 'Search vendors', 'vendor-payout-schedule' ), 'vps-outcomes' );
			$this->display();
			?>
		</form>
		<?php
	}

	/**
	 * The search box: a visible label, a "Search" button and a hint of what is searched.
	 *
	 * @param string $text     The label.
	 * @param string $input_id Prefix of the field's id.
	 */
	public function search_box( $text, $input_id ): void {
		$id = $input_id . '-search-input';
		?>
		<p class="search-box" role="search">
			<label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $text ); ?></label>
			<input type="search" id="<?php echo esc_attr( $id ); ?>" name="s" value="<?php echo esc_attr( $this->query['search'] ); ?>" aria-describedby="<?php echo esc_attr( $id ); ?>-help" />
			<?php submit_button( __( 'Search', 'vendor-payout-schedule' ), '', '', false, array( 'id' => $input_id . '-search-submit' ) ); ?>
			<span id="<?php echo esc_attr( $id ); ?>-help" class="screen-reader-text"><?php esc_html_e( 'Name, username or e-mail', 'vendor-payout-schedule' ); ?></span>
		</p>
		<?php
	}

	/**
	 * The columns: a checkbox once a bulk action is offered, the vendor, then the source's.
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		$columns = array();
		if ( array() !== $this->get_bulk_actions() ) {
			$columns['cb'] = '<input type="checkbox" />';
		}
		$columns['vendor'] = __( 'Vendor', 'vendor-payout-schedule' );
		foreach ( $this->columns->on_screen() as $column ) {
			$columns[ $column ] = $this->columns->heading( $column );
		}
		return $columns;
	}

	/**
	 * The actions that act on the ticked vendors: on a run's record, taking their requests into a
	 * payout batch (Payout_Batch_Section; Run_Record_Screen handles what is sent). Offering one
	 * brings the checkbox column and the "Bulk actions" menu.
	 *
	 * @return array<string, string>
	 */
	protected function get_bulk_actions() {
		return $this->source->is_past() ? array( Payout_Batch_Section::BULK_ACTION => __( 'Check for payout', 'vendor-payout-schedule' ) ) : array();
	}

	/**
	 * The columns sorting means something for: the vendor, the amount, the balance and the
	 * outcome (for Next run, its "Skipped because" column: requests first, then the skips by reason).
	 *
	 * @return array<string, array{0: string, 1: bool}>
	 */
	protected function get_sortable_columns() {
		$sortable = array( 'vendor' => array( 'vendor', false ) );
		if ( $this->source->is_past() ) {
			$sortable['outcome']   = array( 'outcome', false );
			$sortable['requested'] = array( 'amount', true );
		} else {
			$sortable['balance']       = array( 'balance', true );
			$sortable['would_request'] = array( 'amount', true );
			$sortable['reason']        = array( 'outcome', false );
		}
		return $sortable;
	}

	/**
	 * The outcomes as views, each with its count when known.
	 *
	 * @return array<string, string>
	 */
	protected function get_views() {
		$links = array();
		foreach ( $this->outcome_views() as $outcome => $label ) {
			$count                                       = $this->counts[ $outcome ] ?? null;
			$links[ '' === $outcome ? 'all' : $outcome ] = array(
				'url'     => add_query_arg( array_filter( $this->base_args + array( self::OUTCOME_ARG => $outcome ), 'strlen' ), admin_url( 'admin.php' ) ),
				'label'   => esc_html( $label ) . ( null === $count ? '' : sprintf( ' <span class="count">(%s)</span>', esc_html( number_format_i18n( $count ) ) ) ),
				'current' => $outcome === $this->query['outcome'],
			);
		}
		return $this->get_views_links( $links );
	}

	/**
	 * The skip-reason filter and the CSV download, above the table.
	 *
	 * @param string $which `top` or `bottom`.
	 */
	protected function extra_tablenav( $which ): void {
		if ( 'top' !== $which ) {
			return;
		}
		?>
		<div class="alignleft actions">
			<label for="vps-outcomes-reason" class="screen-reader-text"><?php esc_html_e( 'Filter by skip reason', 'vendor-payout-schedule' ); ?></label>
			<select id="vps-outcomes-reason" name="<?php echo esc_attr( self::REASON_ARG ); ?>">
				<option value=""><?php esc_html_e( 'All skip reasons', 'vendor-payout-schedule' ); ?></option>
				<?php foreach ( Skip_Reason::cases() as $reason ) : ?>
					<option value="<?php echo esc_attr( $reason->value ); ?>" <?php selected( $reason->value, $this->query['reason'] ); ?>><?php echo esc_html( Admin_Wording::reason_label( $reason ) ); ?></option>
				<?php endforeach; ?>
			</select>
			<?php submit_button( __( 'Filter', 'vendor-payout-schedule' ), '', 'filter_action', false, array( 'id' => 'vps-outcomes-filter' ) ); ?>
		</div>
		<div class="alignleft actions">
			<a class="button" href="<?php echo esc_url( $this->csv_url() ); ?>"><?php echo esc_html( $this->csv_label() ); ?></a>
		</div>
		<?php
	}

	/**
	 * What the table says when no vendor is listed.
	 */
	public function no_items(): void {
		if ( $this->source->is_past() ) {
			echo esc_html( $this->is_narrowed() ? __( 'No vendor of this run matches the search and filters.', 'vendor-payout-schedule' ) : __( 'Nobody was on this schedule for this run.', 'vendor-payout-schedule' ) );
			return;
		}
		echo esc_html( $this->is_narrowed() ? __( 'No vendor of this schedule matches the search.', 'vendor-payout-schedule' ) : __( 'No vendor is on this schedule.', 'vendor-payout-schedule' ) );
	}

	/**
	 * The table's accessible name, and how it is ordered when the admin sorted it.
	 */
	public function print_table_description(): void {
		$caption = $this->source->is_past() ? __( 'Vendors of this run', 'vendor-payout-schedule' ) : __( 'Vendors of the next run', 'vendor-payout-schedule' );
		foreach ( $this->get_sortable_columns() as $column => $sort ) {
			if ( $sort[0] === $this->query['orderby'] ) {
				$direction = 'desc' === $this->query['order'] ? __( 'descending', 'vendor-payout-schedule' ) : __( 'ascending', 'vendor-payout-schedule' );
				/* translators: 1: a column's heading, e.g. Requested; 2: ascending or descending. */
				$caption .= '. ' . sprintf( __( 'Ordered by %1$s, %2$s', 'vendor-payout-schedule' ), $this->get_columns()[ $column ], $direction );
			}
		}
		printf( '<caption class="screen-reader-text">%s</caption>', esc_html( $caption ) );
	}

	/**
	 * WordPress's page links, counting vendors rather than "items": WordPress's own words for the
	 * count are swapped for ours through its translation filter, for this call only, so the markup
	 * stays WordPress's.
	 *
	 * @param string $which `top` or `bottom`.
	 */
	protected function pagination( $which ): void {
		add_filter( 'ngettext', array( $this, 'count_vendors' ), 10, 5 );
		try {
			parent::pagination( $which );
		} finally {
			remove_filter( 'ngettext', array( $this, 'count_vendors' ), 10 );
		}
	}

	/**
	 * On `ngettext` while the page links print: "%s vendor(s)" for WordPress's "%s item(s)".
	 *
	 * @param string $translation WordPress's translation.
	 * @param string $single      The singular it was asked for.
	 * @param string $plural      The plural.
	 * @param int    $number      The count.
	 * @param string $domain      Text domain.
	 */
	public function count_vendors( $translation, $single, $plural, $number, $domain ) {
		if ( 'default' !== $domain || '%s item' !== $single || '%s items' !== $plural ) {
			return $translation;
		}
		/* translators: %s: number of vendors. */
		return _n( '%s vendor', '%s vendors', (int) $number, 'vendor-payout-schedule' );
	}

	/**
	 * The vendor as the row's header: name (linked to the profile) and e-mail; a deleted user by
	 * number.
	 *
	 * @param array<string, mixed> $item    Row.
	 * @param string               $classes The cell's classes.
	 * @param string               $data    The cell's data attributes, escaped.
	 * @param string               $primary The primary column.
	 */
	protected function _column_vendor( $item, $classes, $data, $primary ): string { // phpcs:ignore PSR2.Methods.MethodDeclaration.Underscore -- WordPress's name for a column that prints its own cell.
		if ( '' === $item['name'] && '' === $item['email'] ) {
			/* translators: %s: a user id. */
			$vendor = esc_html( sprintf( __( 'Deleted user #%s', 'vendor-payout-schedule' ), (string) $item['vendor_id'] ) );
		} else {
			$vendor = sprintf(
				'<a href="%1$s">%2$s</a><br /><span class="vps-outcomes__email">%3$s</span>',
				esc_url( (string) get_edit_user_link( (int) $item['vendor_id'] ) ),
				esc_html( (string) $item['name'] ),
				esc_html( (string) $item['email'] )
			);
		}
		return sprintf( '<th scope="row" class="%1$s" %2$s>%3$s%4$s</th>', esc_attr( $classes ), $data, $vendor, $this->handle_row_actions( $item, 'vendor', $primary ) );
	}

	/**
	 * Under the vendor in a run's record, "Statement": what makes up the payout (Statement_Screen),
	 * for each outcome the run recorded whose figures were kept; WordPress's toggle for small screens.
	 *
	 * @param array<string, mixed> $item        Row.
	 * @param string               $column_name The cell's column.
	 * @param string               $primary     The primary column.
	 */
	protected function handle_row_actions( $item, $column_name, $primary ): string {
		$recorded = in_array( $item['outcome'], array( Outcome_Source::REQUESTED, Outcome_Source::SKIPPED ), true ) && empty( $item['erased'] );
		if ( $column_name !== $primary || ! $this->source instanceof Run_Record || ! $recorded ) {
			return parent::handle_row_actions( $item, $column_name, $primary );
		}
		$run = $this->source->run;
		return $this->row_actions(
			array(
				'statement' => sprintf(
					'<a href="%1$s" aria-label="%2$s">%3$s</a>',
					esc_url( Statement_Screen::url( (int) $run->id, (int) $item['row_id'] ) ),
					esc_attr(
						sprintf(
							/* translators: 1: the vendor's name. 2: the payout's date. */
							__( 'What makes up the payout of %1$s on %2$s', 'vendor-payout-schedule' ),
							'' === $item['name'] ? '#' . $item['vendor_id'] : $item['name'],
							Statement_Entry::format_date( (string) $run->scheduled_for )
						)
					),
					esc_html__( 'Statement', 'vendor-payout-schedule' )
				),
			)
		);
	}

	/**
	 * The checkbox of a row.
	 *
	 * @param array<string, mixed> $item Row.
	 */
	protected function column_cb( $item ): string {
		$id = (int) $item['vendor_id'];
		return sprintf(
			'<input type="checkbox" name="vendor[]" value="%1$d" id="vps-vendor-%1$d" /><label for="vps-vendor-%1$d"><span class="screen-reader-text">%2$s</span></label>',
			$id,
			/* translators: %s: the vendor's name. */
			esc_html( sprintf( __( 'Select %s', 'vendor-payout-schedule' ), '' === $item['name'] ? '#' . $id : $item['name'] ) )
		);
	}

	/**
	 * A row's cell after the vendor, escaped.
	 *
	 * @param array<string, mixed> $item   Row.
	 * @param string               $column Column.
	 */
	protected function column_default( $item, $column ): string {
		switch ( $column ) {
			case 'request':
				if ( 0 === (int) $item['request_id'] ) {
					return '—';
				}
				$status = (string) $item['request_status'];
				return sprintf( '#%1$s<br /><span class="vps-outcomes__status vps-outcomes__status--%2$s">%3$s</span>', esc_html( (string) $item['request_id'] ), esc_attr( $status ), esc_html( Admin_Wording::request_status( $status ) ) );
			case 'batch':
				if ( null === ( $item['batch'] ?? null ) ) {
					return '—';
				}
				$cells = $this->columns->cells( $column, $item );
				/* translators: %s: the payout batch's number. */
				$number = sprintf( __( 'Batch %s', 'vendor-payout-schedule' ), $cells[0] );
				// PayPal's own word while it has one the step does not say (a failure's reason is in the details already).
				$paypal = $item['paypal'] ?? null;
				$words  = null === $paypal || Paypal_Payout_Wording::is_not_paid( (string) $paypal->transaction_status ) ? '' : Paypal_Payout_Wording::item_state( (string) $paypal->transaction_status );
				return sprintf( '%1$s<br /><strong class="vps-outcomes__step vps-outcomes__step--%2$s">%3$s</strong>%4$s%5$s', esc_html( $number ), esc_attr( (string) $item['batch']->step ), esc_html( $cells[1] ), '' === $cells[2] ? '' : '<br />' . esc_html( $cells[2] ), '' === $words ? '' : '<br /><span class="vps-outcomes__paypal">' . esc_html( $words ) . '</span>' );
			case 'reason':
				if ( null === $item['reason'] ) {
					return '';
				}
				$cells = $this->columns->cells( $column, $item );
				return wp_kses( sprintf( '<strong>%1$s</strong><br />%2$s', esc_html( $cells[0] ), esc_html( $cells[1] ) ), self::ALLOWED );
		}
		$text = $this->columns->cells( $column, $item )[0];
		if ( in_array( $column, array( 'balance', 'would_request', 'requested' ), true ) ) {
			$text = '' === $text ? '' : Price_Text::format( (float) $text );
		}
		return '' === $text ? '—' : esc_html( $text );
	}

	/**
	 * The CSV of every vendor the list's search, view and filter keep, on all its pages.
	 */
	public function csv(): Outcome_Csv {
		return new Outcome_Csv( $this->source, $this->query );
	}

	/**
	 * The outcome views, '' (all) first.
	 *
	 * @return array<string, string>
	 */
	private function outcome_views(): array {
		if ( ! $this->source->is_past() ) {
			return array(
				''                            => __( 'All', 'vendor-payout-schedule' ),
				Outcome_Source::WOULD_REQUEST => Admin_Wording::outcome( Outcome_Source::WOULD_REQUEST ),
				Outcome_Source::WOULD_SKIP    => Admin_Wording::outcome( Outcome_Source::WOULD_SKIP ),
			);
		}
		return array(
			''                        => __( 'All', 'vendor-payout-schedule' ),
			Outcome_Source::REQUESTED => Admin_Wording::outcome( Outcome_Source::REQUESTED ),
			Request_Status::PENDING   => __( 'Awaiting approval', 'vendor-payout-schedule' ),
			Request_Status::APPROVED  => __( 'Paid', 'vendor-payout-schedule' ),
			Request_Status::CANCELLED => __( 'Cancelled in Dokan', 'vendor-payout-schedule' ),
			Outcome_Source::SKIPPED   => Admin_Wording::outcome( Outcome_Source::SKIPPED ),
		);
	}

	/**
	 * The CSV download of what the list shows (nonce included).
	 */
	private function csv_url(): string {
		$args = array( 'action' => $this->csv_action ) + $this->base_args + array(
			's'               => $this->query['search'],
			self::OUTCOME_ARG => $this->query['outcome'],
			self::REASON_ARG  => $this->query['reason'],
		);
		unset( $args['page'] );
		return wp_nonce_url( add_query_arg( array_filter( $args, 'strlen' ), admin_url( 'admin-post.php' ) ), $this->csv_action );
	}

	/**
	 * The download link's words.
	 */
	private function csv_label(): string {
		if ( ! $this->source->is_past() ) {
			return __( 'Download CSV', 'vendor-payout-schedule' );
		}
		return $this->is_narrowed() ? __( 'Download CSV of these vendors', 'vendor-payout-schedule' ) : __( 'Download CSV of the whole run', 'vendor-payout-schedule' );
	}

	/**
	 * The search, view, reason and order the request asks for; values it does not know are dropped.
	 *
	 * @return array{search: string, outcome: string, reason: string, orderby: string, order: string}
	 */
	private function query_of_request(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- what a read-only list shows (the CSV download checks its own nonce first).
		$read = static fn ( string $arg ): string => isset( $_GET[ $arg ] ) && is_string( $_GET[ $arg ] ) ? sanitize_text_field( wp_unslash( $_GET[ $arg ] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$outcome = sanitize_key( $read( self::OUTCOME_ARG ) );
		$reason  = sanitize_key( $read( self::REASON_ARG ) );
		$orderby = sanitize_key( $read( 'orderby' ) );
		return array(
			'search'  => trim( $read( 's' ) ),
			'outcome' => array_key_exists( $outcome, $this->outcome_views() ) ? $outcome : '',
			'reason'  => null === Skip_Reason::tryFrom( $reason ) ? '' : $reason,
			'orderby' => in_array( $orderby, array_column( $this->get_sortable_columns(), 0 ), true ) ? $orderby : '',
			'order'   => 'desc' === strtolower( $read( 'order' ) ) ? 'desc' : 'asc',
		);
	}
}
