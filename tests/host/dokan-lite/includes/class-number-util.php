<?php
/**
 * WooCommerce 9.9.5's NumberUtil::round() (src/Utilities/NumberUtil.php), which Dokan's balance uses.
 *
 * @package DokanStandIn
 */

namespace Automattic\WooCommerce\Utilities;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( NumberUtil::class, false ) ) {
	/**
	 * Rounding that accepts what the database returns (strings, NULL).
	 */
	final class NumberUtil {

		/**
		 * round() after casting anything not numeric to float.
		 *
		 * @param mixed $val       Value.
		 * @param int   $precision Decimals.
		 * @param int   $mode      PHP rounding mode.
		 */
		public static function round( $val, int $precision = 0, int $mode = PHP_ROUND_HALF_UP ): float {
			if ( ! is_numeric( $val ) ) {
				$val = floatval( $val );
			}
			return round( $val, $precision, $mode );
		}
	}
}
