<?php
/**
 * How long one go of the engine may work in this request.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * The seconds a go may spend: what the site asks for, cut to what PHP's `max_execution_time` leaves
 * of this request. WP-Cron runs every due event of every plugin in one request, so the time already
 * spent counts too. A go stops only between units of work (a vendor, a row's e-mails), so a share of
 * the limit is kept back for the unit under way and for WordPress's own shutdown.
 */
final class Go_Budget {

	/**
	 * Share of PHP's limit kept back.
	 */
	private const RESERVE_SHARE = 0.25;

	/**
	 * Seconds kept back at least.
	 */
	private const MIN_RESERVE = 5.0;

	/**
	 * Fraction of PHP's memory limit after which a go stops and the work continues in a new request.
	 */
	private const MEMORY_CEILING = 0.8;

	/**
	 * The seconds left for a go that wants `$wanted`.
	 *
	 * @param float $wanted Seconds the site wants a go to take.
	 */
	public static function seconds( float $wanted ): float {
		$limit = (float) ini_get( 'max_execution_time' );
		if ( $limit <= 0 ) {
			return $wanted;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated, WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- set by PHP, not by the client; only read as a number.
		$started = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : microtime( true );
		$spent   = max( 0.0, microtime( true ) - $started );
		$left    = $limit - max( self::MIN_RESERVE, $limit * self::RESERVE_SHARE ) - $spent;
		return max( 0.0, min( $wanted, $left ) );
	}

	/**
	 * Whether a go has time and memory left for another unit of work.
	 *
	 * @param float $deadline `microtime( true )` moment to stop by.
	 */
	public static function has_room( float $deadline ): bool {
		if ( microtime( true ) >= $deadline ) {
			return false;
		}
		$limit = wp_convert_hr_to_bytes( (string) ini_get( 'memory_limit' ) );
		return $limit <= 0 || memory_get_usage( true ) < $limit * self::MEMORY_CEILING;
	}
}
