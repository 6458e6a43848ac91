<?php
/**
 * A vendor's payout statement for the administrator, opened from a run's record.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Price_Text;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Dokan → Withdraw Schedule with `&vendor_payout_schedule_run_id=<run>&vendor_payout_schedule_payout=<id>`:
 * the statement the vendor sees in the "What makes up this payout" dialog, drawn by the server in
 * the admin's own markup — its figures as the record's cards, where Dokan's ledger and the run's
 * record differ, the entries counted and those apart (each order linked to its edit screen), a
 * page at a time, and the whole statement as CSV. Settings_Page prints it in place of the settings
 * when the address names a payout.
 *
 * The figures come from the statement's REST route (Rest\Statement_Controller), asked inside the
 * request as the block editor preloads its data: the admin reads what the vendor's dialog reads,
 * and the route decides who may read it.
 */
final class Statement_Screen {

	/** The query argument naming the payout (the payouts table's id, the statement's id). */
	public const PAYOUT_ARG = 'vendor_payout_schedule_payout';

	/** Lines a page, as the vendor's dialog shows them. */
	private const PER_PAGE = 50;

	/**
	 * The statement of a payout of a run.
	 *
	 * @param int $run_id    The run's id (the record the page links back to).
	 * @param int $payout_id The payout's id.
	 */
	public static function url( int $run_id, int $payout_id ): string {
		return add_query_arg( self::PAYOUT_ARG, $payout_id, Run_Record_Screen::url( $run_id ) );
	}

	/**
	 * The payout the request asks for (0 for none).
	 */
	public static function requested_payout(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which statement a read-only GET screen shows.
		return isset( $_GET[ self::PAYOUT_ARG ] ) ? absint( $_GET[ self::PAYOUT_ARG ] ) : 0;
	}

	/**
	 * Prints the statement (inside the settings screen's wrap).
	 *
	 * @param int $run_id    The run's id.
	 * @param int $payout_id The payout's id.
	 */
	public function render( int $run_id, int $payout_id ): void {
		if ( ! current_user_can( Settings_Page::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage withdraw schedules.', 'vendor-payout-schedule' ), 403 );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the page of a read-only GET screen.
		$page    = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1;
		$request = new WP_REST_Request( 'GET', '/vendor-payout-schedule/v1/statements/' . $payout_id );
		$request->set_query_params(
			array(
				'page'     => $page,
				'per_page' => self::PER_PAGE,
			)
		);
		$response = rest_do_request( $request );
		printf( '<p class="vps-record__back"><a href="%1$s">%2$s</a></p>', esc_url( Run_Record_Screen::url( $run_id ) ), esc_html__( '← Back to the payout run', 'vendor-payout-schedule' ) );
		if ( $response->is_error() ) {
			printf( '<h1>%1$s</h1><div class="notice notice-warning inline"><p>%2$s</p></div>', esc_html__( 'What makes up this payout', 'vendor-payout-schedule' ), esc_html( $response->as_error()->get_error_message() ) );
			return;
		}
		$statement = (array) $response->get_data();
		$vendor    = get_userdata( (int) $statement['vendor_id'] );
		$title     = sprintf(
			/* translators: 1: the vendor's name. 2: the payout's date. */
			__( 'What makes up the payout of %1$s on %2$s', 'vendor-payout-schedule' ),
			$vendor ? $vendor->display_name : '#' . (int) $statement['vendor_id'],
			$statement['date_label']
		);
		?>
		<h1 class="wp-heading-inline"><?php echo esc_html( $title ); ?></h1>
		<hr class="wp-header-end" />
		<section class="vps-record vps-statement-screen" aria-labelledby="vps-statement-title">
			<h2 id="vps-statement-title" class="screen-reader-text"><?php echo esc_html( $title ); ?></h2>
			<p class="vps-record__state"><strong><?php esc_html_e( 'Period', 'vendor-payout-schedule' ); ?></strong> <?php echo esc_html( self::period( $statement ) ); ?></p>
			<?php
			Figure_Cards::render( __( 'Figures of this payout', 'vendor-payout-schedule' ), self::figures( $statement ) );
			self::render_differences( $statement['differences'] );
			self::render_entries( $statement['entries'] );
			self::render_pages( $run_id, $payout_id, $page, (int) $statement['total_entries'] );
			?>
			<p>
				<a class="button" href="<?php echo esc_url( self::csv_url( $payout_id ) ); ?>"><?php esc_html_e( 'Download CSV', 'vendor-payout-schedule' ); ?></a>
			</p>
		</section>
		<?php
	}

	/**
	 * The period, as the vendor's dialog says it.
	 *
	 * @param array<string, mixed> $statement The route's answer.
	 */
	private static function period( array $statement ): string {
		if ( '' === (string) $statement['period_label'] ) {
			/* translators: %s: when this payout read the balance. */
			return sprintf( __( 'From the first entry to %s', 'vendor-payout-schedule' ), $statement['read_at_label'] );
		}
		/* translators: 1: when the previous payout read the balance. 2: when this one did. */
		return sprintf( __( '%1$s to %2$s', 'vendor-payout-schedule' ), $statement['period_label'], $statement['read_at_label'] );
	}

	/**
	 * The statement's figures as cards: the balances, what was earned and deducted, and what the
	 * run kept and requested (or why it requested nothing), then what was not available yet.
	 *
	 * @param array<string, mixed> $statement The route's answer.
	 * @return array<int, array{label: string, value: string, detail?: string}>
	 */
	private static function figures( array $statement ): array {
		$price   = static fn ( $amount ): string => Price_Text::format( (float) $amount );
		$figures = array(
			array(
				'label' => __( 'Opening balance', 'vendor-payout-schedule' ),
				'value' => $price( $statement['opening'] ),
			),
			array(
				'label' => __( 'Earned', 'vendor-payout-schedule' ),
				'value' => $price( $statement['earned'] ),
			),
			array(
				'label' => __( 'Deducted', 'vendor-payout-schedule' ),
				'value' => $price( $statement['deducted'] ),
			),
			array(
				'label' => __( 'Closing balance', 'vendor-payout-schedule' ),
				'value' => $price( $statement['closing'] ),
			),
		);
		if ( 'requested' === $statement['outcome'] ) {
			$request   = $statement['request'];
			$figures[] = array(
				'label' => __( 'Reserve kept', 'vendor-payout-schedule' ),
				'value' => $price( $statement['reserve'] ),
			);
			$figures[] = array(
				'label'  => __( 'Requested', 'vendor-payout-schedule' ),
				'value'  => $price( $statement['requested'] ),
				'detail' => null === $request ? Admin_Wording::request_status( '' ) : sprintf(
					/* translators: 1: payment method, e.g. "PayPal". 2: Dokan's withdraw request number. 3: its status now, e.g. "Awaiting approval". */
					__( 'To %1$s: request #%2$d, %3$s', 'vendor-payout-schedule' ),
					$statement['method_title'],
					$request['id'],
					Admin_Wording::request_status( (string) $request['status'] )
				),
			);
		} else {
			$figures[] = array(
				'label'  => __( 'Skipped', 'vendor-payout-schedule' ),
				'value'  => $price( 0 ),
				'detail' => (string) $statement['skip_message'],
			);
		}
		$apart = $statement['not_available'];
		if ( $apart['count'] > 0 ) {
			$figures[] = array(
				'label'  => __( 'Not yet available', 'vendor-payout-schedule' ),
				'value'  => $price( $apart['amount'] ),
				/* translators: %d: number of entries. */
				'detail' => sprintf( _n( 'In %d entry', 'In %d entries', (int) $apart['count'], 'vendor-payout-schedule' ), (int) $apart['count'] ),
			);
		}
		return $figures;
	}

	/**
	 * Where Dokan's ledger and the run's record differ, each in a sentence.
	 *
	 * @param array<int, array{message: string}> $differences The route's differences.
	 */
	private static function render_differences( array $differences ): void {
		if ( array() === $differences ) {
			return;
		}
		?>
		<div class="notice notice-warning inline">
			<p><strong><?php esc_html_e( 'Dokan’s ledger and the payout’s record differ', 'vendor-payout-schedule' ); ?></strong></p>
			<ul>
				<?php foreach ( $differences as $difference ) : ?>
					<li><?php echo esc_html( $difference['message'] ); ?></li>
				<?php endforeach; ?>
			</ul>
		</div>
		<?php
	}

	/**
	 * The page's lines: the entries counted in the payout with the balance after each, then those
	 * not available to withdraw at it with why.
	 *
	 * @param array<int, array<string, mixed>> $entries The route's entries of this page.
	 */
	private static function render_entries( array $entries ): void {
		if ( array() === $entries ) {
			printf( '<p>%s</p>', esc_html__( 'No entry of Dokan’s ledger since the previous payout.', 'vendor-payout-schedule' ) );
			return;
		}
		$counted = array_filter( $entries, static fn ( array $entry ): bool => (bool) $entry['counted'] );
		$apart   = array_filter( $entries, static fn ( array $entry ): bool => ! $entry['counted'] );
		$price   = static fn ( $amount ): string => 0.0 === (float) $amount ? '' : Price_Text::format( (float) $amount );
		if ( array() !== $counted ) {
			self::render_table(
				__( 'Entries counted in this payout', 'vendor-payout-schedule' ),
				array( __( 'Earned', 'vendor-payout-schedule' ), __( 'Deducted', 'vendor-payout-schedule' ), __( 'Balance', 'vendor-payout-schedule' ) ),
				$counted,
				static fn ( array $entry ): array => array( $price( $entry['earned'] ), $price( $entry['deducted'] ), Price_Text::format( (float) $entry['balance'] ) )
			);
		}
		if ( array() !== $apart ) {
			self::render_table(
				__( 'Not available to withdraw at this payout', 'vendor-payout-schedule' ),
				array( __( 'Amount', 'vendor-payout-schedule' ), __( 'Why', 'vendor-payout-schedule' ) ),
				$apart,
				static fn ( array $entry ): array => array( $price( $entry['pending'] ), (string) $entry['note'] )
			);
		}
	}

	/**
	 * One table of lines: date, entry (linked to its order), Dokan's status, then its own columns.
	 *
	 * @param string                           $caption  The table's name.
	 * @param string[]                         $headings Its own columns' headings.
	 * @param array<int, array<string, mixed>> $entries  Lines.
	 * @param callable                         $cells    Given a line, its own cells as text (string[]).
	 */
	private static function render_table( string $caption, array $headings, array $entries, callable $cells ): void {
		?>
		<table class="wp-list-table widefat fixed striped vps-statement-screen__entries">
			<caption><?php echo esc_html( $caption ); ?></caption>
			<thead>
				<tr>
					<?php foreach ( array_merge( array( __( 'Date', 'vendor-payout-schedule' ), __( 'Entry', 'vendor-payout-schedule' ), __( 'Dokan status', 'vendor-payout-schedule' ) ), $headings ) as $heading ) : ?>
						<th scope="col"><?php echo esc_html( $heading ); ?></th>
					<?php endforeach; ?>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $entries as $entry ) : ?>
					<tr>
						<td><?php echo esc_html( $entry['date_label'] ); ?></td>
						<td>
							<?php if ( '' !== (string) $entry['link'] ) : ?>
								<a href="<?php echo esc_url( $entry['link'] ); ?>"><?php echo esc_html( $entry['label'] ); ?></a>
							<?php else : ?>
								<?php echo esc_html( $entry['label'] ); ?>
							<?php endif; ?>
						</td>
						<td><?php echo esc_html( $entry['status_label'] ); ?></td>
						<?php foreach ( $cells( $entry ) as $cell ) : ?>
							<td><?php echo esc_html( $cell ); ?></td>
						<?php endforeach; ?>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php
	}

	/**
	 * WordPress's page links, when the statement has more lines than a page.
	 *
	 * @param int $run_id    The run's id.
	 * @param int $payout_id The payout's id.
	 * @param int $page      This page.
	 * @param int $lines     Lines of the whole statement.
	 */
	private static function render_pages( int $run_id, int $payout_id, int $page, int $lines ): void {
		$pages = (int) ceil( $lines / self::PER_PAGE );
		if ( $pages <= 1 ) {
			return;
		}
		$links = paginate_links(
			array(
				'base'    => add_query_arg( 'paged', '%#%', self::url( $run_id, $payout_id ) ),
				'format'  => '',
				'current' => $page,
				'total'   => $pages,
			)
		);
		printf(
			'<nav class="vps-statement-screen__pages" aria-label="%1$s">%2$s</nav>',
			esc_attr__( 'Statement pages', 'vendor-payout-schedule' ),
			wp_kses_post( (string) $links )
		);
	}

	/**
	 * The whole statement as CSV, from its REST route with the admin's REST nonce.
	 *
	 * @param int $payout_id The payout's id.
	 */
	private static function csv_url( int $payout_id ): string {
		return add_query_arg(
			array(
				'format'   => 'csv',
				'_wpnonce' => wp_create_nonce( 'wp_rest' ),
			),
			rest_url( 'vendor-payout-schedule/v1/statements/' . $payout_id )
		);
	}
}
