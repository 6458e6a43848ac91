<?php
/**
 * The table of a run's vendors, whichever source fills it, and its page links.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * One row per vendor: the vendor (name linked to the profile, e-mail), then the source's columns.
 * Drawn with WordPress's list table classes so it reads like every other admin list.
 */
final class Outcome_Table {

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
	 * Headings and cells.
	 *
	 * @var Outcome_Columns
	 */
	private Outcome_Columns $columns;

	/**
	 * Takes the source.
	 *
	 * @param Outcome_Source $source Rows.
	 */
	public function __construct( Outcome_Source $source ) {
		$this->source  = $source;
		$this->columns = new Outcome_Columns( $source->is_past() );
	}

	/**
	 * Prints the page's vendors.
	 *
	 * @param array<int, array<string, mixed>> $rows     The page's rows.
	 * @param bool                             $narrowed Whether a search or filter narrowed the list.
	 */
	public function render( array $rows, bool $narrowed ): void {
		$columns = $this->source->columns();
		?>
		<table class="wp-list-table widefat fixed striped vps-outcomes">
			<caption class="screen-reader-text"><?php echo esc_html( $this->source->caption() ); ?></caption>
			<thead>
				<tr>
					<th scope="col" class="vps-outcomes__vendor"><?php esc_html_e( 'Vendor', 'vendor-payout-schedule' ); ?></th>
					<?php foreach ( $columns as $column ) : ?>
						<th scope="col" class="vps-outcomes__<?php echo esc_attr( $column ); ?>"><?php echo esc_html( $this->columns->heading( $column ) ); ?></th>
					<?php endforeach; ?>
				</tr>
			</thead>
			<tbody>
				<?php if ( array() === $rows ) : ?>
					<tr class="no-items">
						<td colspan="<?php echo esc_attr( (string) ( count( $columns ) + 1 ) ); ?>"><?php echo esc_html( $this->source->nobody_text( $narrowed ) ); ?></td>
					</tr>
				<?php endif; ?>
				<?php foreach ( $rows as $row ) : ?>
					<tr>
						<th scope="row">
							<?php $this->render_vendor( $row ); ?>
						</th>
						<?php foreach ( $columns as $column ) : ?>
							<td data-colname="<?php echo esc_attr( $this->columns->heading( $column ) ); ?>"><?php echo wp_kses( $this->columns->html( $column, $row ), self::ALLOWED ); ?></td>
						<?php endforeach; ?>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php
	}

	/**
	 * The vendor's name (linked to the profile) and e-mail; a deleted user by number.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private function render_vendor( array $row ): void {
		if ( '' === $row['name'] && '' === $row['email'] ) {
			/* translators: %s: a user id. */
			echo esc_html( sprintf( __( 'Deleted user #%s', 'vendor-payout-schedule' ), (string) $row['vendor_id'] ) );
			return;
		}
		printf(
			'<a href="%1$s">%2$s</a><br /><span class="vps-outcomes__email">%3$s</span>',
			esc_url( (string) get_edit_user_link( (int) $row['vendor_id'] ) ),
			esc_html( (string) $row['name'] ),
			esc_html( (string) $row['email'] )
		);
	}

	/**
	 * Page links, as WordPress's list tables draw them.
	 *
	 * @param string $base     The screen's address with its filters.
	 * @param string $page_arg The query argument of the page number.
	 * @param int    $page     Current page.
	 * @param int    $total    Vendors listed.
	 * @param int    $per_page Vendors per page.
	 */
	public function render_pagination( string $base, string $page_arg, int $page, int $total, int $per_page ): void {
		$pages = max( 1, (int) ceil( $total / $per_page ) );
		$links = paginate_links(
			array(
				'base'      => add_query_arg( $page_arg, '%#%', $base ),
				'format'    => '',
				'current'   => min( $page, $pages ),
				'total'     => $pages,
				'prev_text' => __( '‹ Previous', 'vendor-payout-schedule' ),
				'next_text' => __( 'Next ›', 'vendor-payout-schedule' ),
			)
		);
		?>
		<nav class="tablenav bottom vps-outcomes__pages" aria-label="<?php echo esc_attr( sprintf( /* translators: %s: the table's name, e.g. Vendors of the next run. */ __( '%s, pages', 'vendor-payout-schedule' ), $this->source->caption() ) ); ?>">
			<div class="tablenav-pages">
				<span class="displaying-num">
					<?php
					/* translators: 1: current page, 2: number of pages, 3: number of vendors. */
					echo esc_html( sprintf( _n( 'Page %1$s of %2$s (%3$s vendor)', 'Page %1$s of %2$s (%3$s vendors)', $total, 'vendor-payout-schedule' ), number_format_i18n( min( $page, $pages ) ), number_format_i18n( $pages ), number_format_i18n( $total ) ) );
					?>
				</span>
				<?php echo $links ? '<span class="pagination-links">' . wp_kses_post( $links ) . '</span>' : ''; ?>
			</div>
		</nav>
		<?php
	}
}
