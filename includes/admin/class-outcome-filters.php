<?php
/**
 * The search and filters above a run's vendor table.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Skip_Reason;

defined( 'ABSPATH' ) || exit;

/**
 * A GET form laid out as WordPress's list tables lay theirs: filters on the left ("Filter"), the
 * search box on the right. Its own form, apart from the settings form (which posts to options.php).
 */
final class Outcome_Filters {

	/**
	 * Prints the form.
	 *
	 * @param array<string, string> $hidden    Query arguments the form keeps (page, run, schedule).
	 * @param Outcome_Filter        $filter    What is shown now.
	 * @param array<string, string> $arg_names Query arguments: search, and outcome and reason when filterable.
	 */
	public static function render( array $hidden, Outcome_Filter $filter, array $arg_names ): void {
		$id = 'vps-outcomes-search-' . sanitize_html_class( $arg_names['search'] );
		?>
		<form method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>" class="vps-outcomes__filters">
			<?php foreach ( $hidden as $name => $value ) : ?>
				<input type="hidden" name="<?php echo esc_attr( $name ); ?>" value="<?php echo esc_attr( $value ); ?>" />
			<?php endforeach; ?>
			<div class="tablenav top">
				<?php if ( isset( $arg_names['outcome'], $arg_names['reason'] ) ) : ?>
					<div class="alignleft actions">
						<label for="vps-outcomes-outcome" class="screen-reader-text"><?php esc_html_e( 'Filter by outcome', 'vendor-payout-schedule' ); ?></label>
						<select id="vps-outcomes-outcome" name="<?php echo esc_attr( $arg_names['outcome'] ); ?>">
							<?php foreach ( Outcome::filters() as $value => $label ) : ?>
								<option value="<?php echo esc_attr( $value ); ?>" <?php selected( $value, $filter->outcome ); ?>><?php echo esc_html( $label ); ?></option>
							<?php endforeach; ?>
						</select>
						<label for="vps-outcomes-reason" class="screen-reader-text"><?php esc_html_e( 'Filter by skip reason', 'vendor-payout-schedule' ); ?></label>
						<select id="vps-outcomes-reason" name="<?php echo esc_attr( $arg_names['reason'] ); ?>">
							<option value=""><?php esc_html_e( 'All skip reasons', 'vendor-payout-schedule' ); ?></option>
							<?php foreach ( Skip_Reason::cases() as $reason ) : ?>
								<option value="<?php echo esc_attr( $reason->value ); ?>" <?php selected( $reason->value, $filter->reason ); ?>><?php echo esc_html( Admin_Wording::reason_label( $reason ) ); ?></option>
							<?php endforeach; ?>
						</select>
						<button type="submit" class="button"><?php esc_html_e( 'Filter', 'vendor-payout-schedule' ); ?></button>
					</div>
				<?php endif; ?>
				<p class="search-box" role="search">
					<label for="<?php echo esc_attr( $id ); ?>"><?php esc_html_e( 'Search vendors', 'vendor-payout-schedule' ); ?></label>
					<input type="search" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $arg_names['search'] ); ?>" value="<?php echo esc_attr( $filter->search ); ?>" aria-describedby="<?php echo esc_attr( $id ); ?>-help" />
					<button type="submit" class="button"><?php esc_html_e( 'Search', 'vendor-payout-schedule' ); ?></button>
					<span id="<?php echo esc_attr( $id ); ?>-help" class="screen-reader-text"><?php esc_html_e( 'Name, username or e-mail', 'vendor-payout-schedule' ); ?></span>
				</p>
				<br class="clear" />
			</div>
		</form>
		<?php
	}
}
