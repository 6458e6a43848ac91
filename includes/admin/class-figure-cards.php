<?php
/**
 * Figures as a row of cards the admin reads at a glance.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * A description list of cards, each a label, a large figure and an optional line of detail: a
 * run's figures above its list, Next run's totals, a payout batch's steps and a statement's
 * figures all look alike (the `vps-summary` styles of the admin stylesheet).
 */
final class Figure_Cards {

	/**
	 * Prints the cards.
	 *
	 * @param string                                                           $label Accessible name of the figures.
	 * @param array<int, array{label: string, value: string, detail?: string}> $items Figures in reading order.
	 */
	public static function render( string $label, array $items ): void {
		?>
		<dl class="vps-summary" aria-label="<?php echo esc_attr( $label ); ?>">
			<?php foreach ( $items as $item ) : ?>
				<div class="vps-summary__item">
					<dt class="vps-summary__label"><?php echo esc_html( $item['label'] ); ?></dt>
					<dd class="vps-summary__value"><?php echo esc_html( $item['value'] ); ?></dd>
					<?php if ( '' !== ( $item['detail'] ?? '' ) ) : ?>
						<dd class="vps-summary__detail"><?php echo esc_html( $item['detail'] ); ?></dd>
					<?php endif; ?>
				</div>
			<?php endforeach; ?>
		</dl>
		<?php
	}
}
