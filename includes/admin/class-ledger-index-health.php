<?php
/**
 * Tools → Site Health offers the index Dokan's balance ledger lacks, and takes it back.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\Engine\Database_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A Site Health test, where WordPress shows an admin what would make the site better: while
 * Dokan's ledger has no index on the vendor it is "recommended", with a button that adds ours;
 * once ours is there it passes, with a button that removes it. Each button posts to admin-post.php
 * with a nonce and needs `manage_options`, since it changes a table of the database. Nothing is
 * added or removed unless the admin asks.
 */
final class Ledger_Index_Health {

	/** The test's key among Site Health's tests. */
	public const TEST = 'vendor_payout_schedule_ledger_index';

	/** The admin-post action (and nonce action) of both buttons. */
	public const ACTION = 'vendor_payout_schedule_ledger_index';

	/** The query argument that tells Site Health's screen what was done. */
	public const DONE_ARG = 'vendor_payout_schedule_ledger_index_done';

	/** Who may change the database's tables. */
	public const CAPABILITY = 'manage_options';

	/**
	 * Hooks the test, the buttons and the notice after them.
	 */
	public function register_hooks(): void {
		add_filter( 'site_status_tests', array( $this, 'add_test' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'act' ) );
		add_action( 'admin_notices', array( $this, 'notice' ) );
	}

	/**
	 * On `site_status_tests`: the test, run with the screen (two cheap reads of the table's
	 * definition).
	 *
	 * @param array<string, array<string, mixed>> $tests Site Health's tests.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_test( $tests ) {
		$tests                         = is_array( $tests ) ? $tests : array();
		$tests['direct'][ self::TEST ] = array(
			'label' => __( 'Index on the vendor in Dokan’s balance ledger', 'vendor-payout-schedule' ),
			'test'  => array( $this, 'result' ),
		);
		return $tests;
	}

	/**
	 * The test's result, in Site Health's shape.
	 *
	 * @return array<string, mixed>
	 */
	public function result(): array {
		$index = new Ledger_Index();
		try {
			if ( ! $index->table_exists() ) {
				return $this->shape(
					'good',
					__( 'Dokan’s balance ledger needs no index yet', 'vendor-payout-schedule' ),
					__( 'Dokan has not created its balance ledger on this site.', 'vendor-payout-schedule' ),
					''
				);
			}
			$owner   = $index->owner();
			$entries = $index->entries();
		} catch ( Database_Error $e ) {
			return $this->shape(
				'recommended',
				__( 'Dokan’s balance ledger could not be read', 'vendor-payout-schedule' ),
				/* translators: %s: the database's error message. */
				sprintf( __( 'The database answered: %s', 'vendor-payout-schedule' ), $e->getMessage() ),
				''
			);
		}

		$why = sprintf(
			/* translators: 1: a table's name, 2: about how many entries it holds. */
			_n(
				'Dokan reads a vendor’s balance from its ledger, %1$s (about %2$s entry), each time it checks or approves a withdraw request, and so does each payout run for every vendor.',
				'Dokan reads a vendor’s balance from its ledger, %1$s (about %2$s entries), each time it checks or approves a withdraw request, and so does each payout run for every vendor.',
				$entries,
				'vendor-payout-schedule'
			),
			'<code>' . esc_html( Ledger_Index::table() ) . '</code>',
			esc_html( number_format_i18n( $entries ) )
		);

		if ( 'other' === $owner ) {
			return $this->shape(
				'good',
				__( 'Dokan’s balance ledger has an index on the vendor', 'vendor-payout-schedule' ),
				$why . ' ' . __( 'An index on its vendor column, which this plugin did not add, lets the database read only that vendor’s entries.', 'vendor-payout-schedule' ),
				''
			);
		}
		if ( 'ours' === $owner ) {
			return $this->shape(
				'good',
				__( 'Dokan’s balance ledger has an index on the vendor', 'vendor-payout-schedule' ),
				$why . ' ' . __( 'Vendor Payout Schedule added an index on its vendor column when you asked, so the database reads only that vendor’s entries. Removing it changes no data; each balance read then goes through the whole ledger again.', 'vendor-payout-schedule' ),
				$this->button( 'remove', __( 'Remove the index', 'vendor-payout-schedule' ), 'button' )
			);
		}
		return $this->shape(
			'recommended',
			__( 'Dokan’s balance ledger has no index on the vendor', 'vendor-payout-schedule' ),
			$why . ' ' . __( 'The table has no index on its vendor column, so the database goes through every entry of every vendor for each read: the more entries the ledger holds, the longer each check and approval of a payout request takes. Vendor Payout Schedule can add one index on the vendor column. It changes no data, the database builds it while the shop goes on, and you can remove it here at any time.', 'vendor-payout-schedule' ),
			$this->button( 'add', __( 'Add the index', 'vendor-payout-schedule' ), 'button button-primary' )
		);
	}

	/**
	 * On `admin_post_vendor_payout_schedule_ledger_index`: adds or removes the index, then leads
	 * back to Site Health, which shows the test's new result.
	 */
	public function act(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change the database’s indexes.', 'vendor-payout-schedule' ), 403 );
		}
		check_admin_referer( self::ACTION );
		$do    = isset( $_POST['do'] ) ? sanitize_key( wp_unslash( $_POST['do'] ) ) : '';
		$index = new Ledger_Index();
		try {
			if ( 'add' === $do ) {
				$index->add();
				$done = 'added';
			} elseif ( 'remove' === $do ) {
				$index->remove();
				$done = 'removed';
			} else {
				wp_die( esc_html__( 'This index action is not known.', 'vendor-payout-schedule' ), 400 );
			}
		} catch ( Database_Error $e ) {
			wp_die(
				esc_html(
					sprintf(
						/* translators: %s: the database's error message. */
						__( 'The database did not change the index of Dokan’s balance ledger: %s', 'vendor-payout-schedule' ),
						$e->getMessage()
					)
				),
				esc_html__( 'Index not changed', 'vendor-payout-schedule' ),
				array(
					'response'  => 500,
					'back_link' => true,
				)
			);
		}
		wp_safe_redirect( add_query_arg( self::DONE_ARG, $done, admin_url( 'site-health.php' ) ) );
		exit;
	}

	/**
	 * On `admin_notices`: on Site Health's screen after a button, what was done.
	 */
	public function notice(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which message to show.
		$done   = isset( $_GET[ self::DONE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::DONE_ARG ] ) ) : '';
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( '' === $done || null === $screen || 'site-health' !== $screen->id || ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$messages = array(
			'added'   => __( 'The index on the vendor was added to Dokan’s balance ledger.', 'vendor-payout-schedule' ),
			'removed' => __( 'The index on the vendor was removed from Dokan’s balance ledger.', 'vendor-payout-schedule' ),
		);
		if ( isset( $messages[ $done ] ) ) {
			wp_admin_notice( esc_html( $messages[ $done ] ), array( 'type' => 'success' ) );
		}
	}

	/**
	 * A result as Site Health takes it.
	 *
	 * @param string $status      'good' or 'recommended'.
	 * @param string $label       The heading.
	 * @param string $description HTML, escaped.
	 * @param string $actions     HTML, escaped.
	 * @return array<string, mixed>
	 */
	private function shape( string $status, string $label, string $description, string $actions ): array {
		return array(
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'Performance', 'vendor-payout-schedule' ),
				'color' => 'blue',
			),
			'description' => '<p>' . $description . '</p>',
			'actions'     => $actions,
			'test'        => self::TEST,
		);
	}

	/**
	 * A form with one button that posts the action, for users who may change tables.
	 *
	 * @param string $action  'add' or 'remove'.
	 * @param string $label   The button's words.
	 * @param string $classes The button's classes.
	 */
	private function button( string $action, string $label, string $classes ): string {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return '';
		}
		return '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">'
			. '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '">'
			. '<input type="hidden" name="do" value="' . esc_attr( $action ) . '">'
			. wp_nonce_field( self::ACTION, '_wpnonce', true, false )
			. '<button type="submit" class="' . esc_attr( $classes ) . '">' . esc_html( $label ) . '</button>'
			. '</form>';
	}
}
