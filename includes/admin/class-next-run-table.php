<?php
/**
 * The vendors table of the "Next run" section and its page links.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Price_Text;
use VendorPayoutSchedule\Engine\Skip_Message;
use VendorPayoutSchedule\Engine\Skip_Reason;

defined( 'ABSPATH' ) || exit;

/**
 * One row per vendor: name and e-mail, balance, the amount that would be requested, the method,
 * or the reason the vendor would be skipped.
 */
final class Next_Run_Table {

	/**
	 * The page's vendors.
	 *
	 * @param array<int, array<string, mixed>> $rows   Outcomes.
	 * @param string                           $search The search, if any.
	 */
	public function render( array $rows, string $search ): void {
		?>
		<table class="widefat striped vps-next-run__table">
			<caption class="screen-reader-text"><?php esc_html_e( 'Vendors of the next run', 'vendor-payout-schedule' ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Vendor', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Balance', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Would request', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Method', 'vendor-payout-schedule' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Skipped because', 'vendor-payout-schedule' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php if ( array() === $rows ) : ?>
					<tr>
						<td colspan="5">
							<?php '' === $search ? esc_html_e( 'No vendor is on this schedule.', 'vendor-payout-schedule' ) : esc_html_e( 'No vendor of this schedule matches the search.', 'vendor-payout-schedule' ); ?>
						</td>
					</tr>
				<?php endif; ?>
				<?php foreach ( $rows as $row ) : ?>
					<tr>
						<th scope="row">
							<a href="<?php echo esc_url( get_edit_user_link( $row['vendor_id'] ) ); ?>"><?php echo esc_html( $row['name'] ); ?></a>
							<br /><span class="vps-next-run__email"><?php echo esc_html( $row['email'] ); ?></span>
						</th>
						<td><?php echo esc_html( Price_Text::format( $row['balance'] ) ); ?></td>
						<td><?php echo null === $row['reason'] ? esc_html( Price_Text::format( $row['amount'] ) ) : '—'; ?></td>
						<td><?php echo '' === $row['method_title'] ? '—' : esc_html( $row['method_title'] ); ?></td>
						<td>
							<?php if ( null !== $row['reason'] ) : ?>
								<strong><?php echo esc_html( Skip_Reason::label( $row['reason'] ) ); ?></strong>
								<br /><?php echo esc_html( Skip_Message::past( $row['reason'], $row['figures'], $row['note'] ) ); ?>
							<?php endif; ?>
						</td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php
	}

	/**
	 * Page links, as WordPress's list tables draw them.
	 *
	 * @param string $schedule Schedule key.
	 * @param string $search   Search.
	 * @param int    $page     Current page.
	 * @param int    $pages    Number of pages.
	 * @param int    $total    Vendors listed.
	 */
	public function render_pagination( string $schedule, string $search, int $page, int $pages, int $total ): void {
		$links = paginate_links(
			array(
				'base'      => add_query_arg( Next_Run_Screen::PAGE_ARG, '%#%', Next_Run_Screen::url( $schedule, $search ) ),
				'format'    => '',
				'current'   => min( $page, $pages ),
				'total'     => $pages,
				'prev_text' => __( '‹ Previous', 'vendor-payout-schedule' ),
				'next_text' => __( 'Next ›', 'vendor-payout-schedule' ),
			)
		);
		?>
		<nav class="vps-next-run__pages" aria-label="<?php esc_attr_e( 'Pages of the next run', 'vendor-payout-schedule' ); ?>">
			<p>
				<?php
				/* translators: 1: current page, 2: number of pages, 3: number of vendors. */
				echo esc_html( sprintf( _n( 'Page %1$s of %2$s (%3$s vendor)', 'Page %1$s of %2$s (%3$s vendors)', $total, 'vendor-payout-schedule' ), number_format_i18n( min( $page, $pages ) ), number_format_i18n( $pages ), number_format_i18n( $total ) ) );
				?>
			</p>
			<?php echo $links ? wp_kses_post( $links ) : ''; ?>
		</nav>
		<?php
	}
}
