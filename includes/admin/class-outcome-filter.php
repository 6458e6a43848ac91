<?php
/**
 * What the admin narrowed a run's vendors to.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Skip_Reason;

defined( 'ABSPATH' ) || exit;

/**
 * A search (name, username or e-mail), an outcome (Outcome::FILTERS key) and a skip reason; each
 * '' for all. Values from the request are kept only when they are known ones.
 */
final class Outcome_Filter {

	/**
	 * Part of a vendor's name, username or e-mail.
	 *
	 * @var string
	 */
	public string $search;

	/**
	 * An Outcome::filters() key.
	 *
	 * @var string
	 */
	public string $outcome;

	/**
	 * A stored Skip_Reason value.
	 *
	 * @var string
	 */
	public string $reason;

	/**
	 * Takes the three values ('' for all).
	 *
	 * @param string $search  Search.
	 * @param string $outcome Outcome filter.
	 * @param string $reason  Skip reason.
	 */
	public function __construct( string $search = '', string $outcome = '', string $reason = '' ) {
		$this->search  = trim( $search );
		$this->outcome = array_key_exists( $outcome, Outcome::filters() ) ? $outcome : '';
		$this->reason  = null === Skip_Reason::tryFrom( $reason ) ? '' : $reason;
	}

	/**
	 * The filter a GET request carries under the given argument names.
	 *
	 * @param string $search_arg  Argument of the search.
	 * @param string $outcome_arg Argument of the outcome.
	 * @param string $reason_arg  Argument of the reason.
	 */
	public static function from_request( string $search_arg, string $outcome_arg = '', string $reason_arg = '' ): self {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only filters of a GET screen.
		$read = static fn ( string $arg ): string => '' !== $arg && isset( $_GET[ $arg ] ) ? sanitize_text_field( wp_unslash( $_GET[ $arg ] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		return new self( $read( $search_arg ), sanitize_key( $read( $outcome_arg ) ), sanitize_key( $read( $reason_arg ) ) );
	}

	/**
	 * Whether anything narrows the list.
	 */
	public function is_narrowed(): bool {
		return '' !== $this->search || '' !== $this->outcome || '' !== $this->reason;
	}
}
