<?php
/**
 * The vendor's scheduled-disbursement endpoints, on Dokan Pro's routes and contract.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Rest;

use VendorPayoutSchedule\Schedule\Schedule_Catalog;
use VendorPayoutSchedule\Settings\Amount;
use VendorPayoutSchedule\Settings\Withdraw_Settings;
use VendorPayoutSchedule\Vendor_Choice;
use VendorPayoutSchedule\Vendor_Methods;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET|POST /dokan/v2/withdraw/disbursement` and `POST /dokan/v2/withdraw/disbursement/disable`.
 *
 * Dokan Lite has the dashboard slot but not these routes; Dokan Pro has both. The routes are only
 * registered when nothing else (Dokan Pro, another plugin) has registered them.
 *
 * Who may ask: a logged-in user who can manage withdrawals, on a marketplace with scheduled payouts
 * on; and that question asked before anything about the request's body, so a caller who may not ask
 * learns nothing about what a valid body looks like. The GET answer puts the settings, the vendor's
 * choice and methods into Dokan Pro's answer shape; a saved value the administrator no longer offers
 * is answered with the first offered one, so the panel preselects a choice that can be saved. A POST
 * body is checked by Choice_Validator.
 */
final class Disbursement_Controller extends WP_REST_Controller {

	/**
	 * The GET answer's object type: its schema's title, under which register_rest_field() adds a
	 * field to it, the one way to extend the plugin's REST answers.
	 */
	public const OBJECT_TYPE = 'withdraw_disbursement';

	/**
	 * The filter that extended the GET answer before its fields were registered fields; still
	 * applied, deprecated (see get_item()).
	 */
	public const RESPONSE_FILTER = 'vendor_payout_schedule_disbursement_response';

	/**
	 * Run after Dokan and its add-ons have registered their routes.
	 */
	private const ROUTE_PRIORITY = 100;

	/**
	 * The administrator's settings.
	 *
	 * @var Withdraw_Settings
	 */
	private Withdraw_Settings $settings;

	/**
	 * The vendors' saved choices.
	 *
	 * @var Vendor_Choice
	 */
	private Vendor_Choice $choice;

	/**
	 * The vendors' withdraw methods.
	 *
	 * @var Vendor_Methods
	 */
	private Vendor_Methods $methods;

	/**
	 * Serves dokan/v2/withdraw/disbursement; each store defaults to the stored one.
	 *
	 * @param Withdraw_Settings|null $settings Settings (the stored ones by default).
	 * @param Vendor_Choice|null     $choice   Choice store.
	 * @param Vendor_Methods|null    $methods  Withdraw methods.
	 */
	public function __construct( ?Withdraw_Settings $settings = null, ?Vendor_Choice $choice = null, ?Vendor_Methods $methods = null ) {
		$this->namespace = 'dokan/v2';
		$this->rest_base = 'withdraw/disbursement';
		$this->settings  = $settings ?? new Withdraw_Settings();
		$this->choice    = $choice ?? new Vendor_Choice();
		$this->methods   = $methods ?? new Vendor_Methods();
	}

	/**
	 * Registers the routes when the REST API starts.
	 */
	public function register_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ), self::ROUTE_PRIORITY );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'ask_who_before_what' ), 10, 3 );
	}

	/**
	 * Registers each route nobody else has registered.
	 */
	public function register_routes(): void {
		$base   = '/' . $this->rest_base;
		$routes = rest_get_server()->get_routes( $this->namespace );

		if ( ! $this->is_taken( $routes, $base ) ) {
			register_rest_route(
				$this->namespace,
				$base,
				array(
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => array( $this, 'get_item' ),
						'permission_callback' => array( $this, 'get_item_permissions_check' ),
						'args'                => array(),
					),
					array(
						'methods'             => WP_REST_Server::CREATABLE,
						'callback'            => array( $this, 'create_item' ),
						'permission_callback' => array( $this, 'create_item_permissions_check' ),
						'args'                => Choice_Validator::args(),
					),
					'schema' => array( $this, 'get_public_item_schema' ),
				)
			);
		}

		if ( ! $this->is_taken( $routes, $base . '/disable' ) ) {
			register_rest_route(
				$this->namespace,
				$base . '/disable',
				array(
					array(
						'methods'             => WP_REST_Server::CREATABLE,
						'callback'            => array( $this, 'disable_item' ),
						'permission_callback' => array( $this, 'create_item_permissions_check' ),
						'args'                => array(),
					),
				)
			);
		}
	}

	/**
	 * Who may read the vendor's schedule: see check_access().
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return $this->check_access();
	}

	/**
	 * Who may change the vendor's schedule: see check_access().
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return $this->check_access();
	}

	/**
	 * The vendor's schedule settings and choices (Dokan Pro's answer shape).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		$vendor_id = (int) dokan_get_current_user_id();
		$data      = $this->answer_for( $vendor_id );

		/**
		 * Filters the GET answer for the vendor (fields are added; Dokan Pro's stay as they are).
		 *
		 * @deprecated 1.1.0 Add a field with register_rest_field( 'withdraw_disbursement', … ), as
		 *                   the plugin adds its own (Vendor_Payout_Status): it is in the answer's schema too.
		 *
		 * @param array           $data      The answer.
		 * @param int             $vendor_id The vendor it is for.
		 * @param WP_REST_Request $request   The request.
		 */
		$data = (array) apply_filters_deprecated( self::RESPONSE_FILTER, array( $data, $vendor_id, $request ), '1.1.0', 'register_rest_field( \'' . self::OBJECT_TYPE . '\', … )' );
		// Fields registered with register_rest_field( 'withdraw_disbursement', … ), the plugin's own among them.
		$data = $this->add_additional_fields_to_object( $data, $request );
		return rest_ensure_response( $data );
	}

	/**
	 * Saves the vendor's choice when every field is one the vendor may pick; otherwise nothing.
	 *
	 * @param WP_REST_Request $request Request with `schedule`, `minimum`, `reserve`, `method`.
	 * @return WP_REST_Response|WP_Error `{ success: true, projected_amount }` (see Vendor_Payout_Status);
	 *                                   400 naming every field that is not an offered choice; 503 when
	 *                                   another save of the vendor's held the lock too long.
	 */
	public function create_item( $request ) {
		$vendor_id = (int) dokan_get_current_user_id();
		$errors    = ( new Choice_Validator( $this->settings, $this->methods ) )->errors( $vendor_id, $request->get_params() );
		if ( array() !== $errors ) {
			return Choice_Validator::to_wp_error( $errors );
		}

		$saved = $this->choice->save(
			$vendor_id,
			(string) $request['schedule'],
			(float) Amount::parse( $request['minimum'] ),
			(float) Amount::parse( $request['reserve'] ),
			(string) $request['method']
		);
		if ( ! $saved ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_choice_busy',
				__( 'Your withdraw schedule is being saved from elsewhere. Please try again.', 'vendor-payout-schedule' ),
				array( 'status' => 503 )
			);
		}
		// Dokan Pro answers `{ success: true }`; the panel also learns what the next run would do
		// with the choice just saved, so its projection follows the save without asking again.
		return rest_ensure_response(
			array(
				'success'          => true,
				'projected_amount' => ( new Vendor_Payout_Status() )->projected_amount( $vendor_id ),
			)
		);
	}

	/**
	 * Turns the vendor's schedule off (the other choices are kept). Idempotent.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function disable_item( $request ) {
		$this->choice->clear_schedule( (int) dokan_get_current_user_id() );
		return rest_ensure_response( array( 'success' => true ) );
	}

	/**
	 * The GET answer's schema, built once.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = self::answer_schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Whether a route of this namespace is already registered.
	 *
	 * @param array<string, mixed> $routes The namespace's routes, from the REST server.
	 * @param string               $route  Route path below the namespace, e.g. `/withdraw/disbursement`.
	 */
	private function is_taken( array $routes, string $route ): bool {
		return isset( $routes[ '/' . $this->namespace . $route ] );
	}

	/**
	 * Whether the current user may read and change their schedule. Cookie-authenticated requests
	 * without a valid REST nonce reach this as logged out.
	 *
	 * @return true|WP_Error 401 when logged out, 403 otherwise.
	 */
	private function check_access() {
		if ( ! is_user_logged_in() ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_not_logged_in',
				__( 'Please log in to manage your withdraw schedule.', 'vendor-payout-schedule' ),
				array( 'status' => 401 )
			);
		}
		if ( ! current_user_can( 'dokan_manage_withdraw' ) ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_cannot_manage_withdraw',
				__( 'Sorry, only vendors can manage a withdraw schedule.', 'vendor-payout-schedule' ),
				array( 'status' => 403 )
			);
		}
		if ( ! $this->settings->is_enabled() ) {
			return new WP_Error(
				'vendor_payout_schedule_rest_schedule_disabled',
				__( 'Scheduled withdrawals are not enabled on this marketplace.', 'vendor-payout-schedule' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * WordPress checks the body (required fields, types, JSON) before the permission callback, so a
	 * logged-out caller with a bad body would hear 400 about the body. On the disbursement routes the
	 * caller is checked first: whoever may not ask hears 401 or 403 whatever the body holds.
	 *
	 * @param mixed                $response The body's error, if any, or what is to be answered.
	 * @param array<string, mixed> $handler  The route handler about to run.
	 * @param WP_REST_Request      $request  Request.
	 * @return mixed
	 */
	public static function ask_who_before_what( $response, $handler, $request ) {
		$permission = $handler['permission_callback'] ?? null;
		if ( ! is_wp_error( $response ) || ! is_array( $permission ) || ! ( ( $permission[0] ?? null ) instanceof self ) ) {
			return $response;
		}
		$allowed = call_user_func( $permission, $request );
		return is_wp_error( $allowed ) ? $allowed : $response;
	}

	/**
	 * The answer for one vendor.
	 *
	 * @param int $vendor_id Vendor id.
	 * @return array<string, mixed>
	 */
	private function answer_for( int $vendor_id ): array {
		$offered  = $this->settings->enabled_schedules();
		$choice   = $this->choice->get( $vendor_id );
		$selected = in_array( $choice['schedule'], $offered, true );
		$minimums = $this->settings->minimum_amounts();
		$reserves = $this->settings->reserve_amounts();

		return array(
			'enabled'                  => $this->settings->is_enabled(),
			'selected_schedule'        => $selected ? $choice['schedule'] : (string) ( $offered[0] ?? '' ),
			'is_schedule_selected'     => $selected,
			'schedules'                => self::as_object( ( new Schedule_Catalog( $this->settings ) )->schedules() ),
			'minimum_amount_list'      => array_map( array( Amount::class, 'exact' ), $minimums ),
			'minimum_amount_selected'  => self::offered_or_first( $choice['minimum'], $minimums ),
			'minimum_amount_needed'    => self::number( $this->settings->withdraw_limit() ),
			'reserve_balance_list'     => array_map( array( Amount::class, 'exact' ), $reserves ),
			'reserve_balance_selected' => self::offered_or_first( $choice['reserve'], $reserves ),
			'default_method'           => $choice['method'],
			'active_methods'           => self::as_object( $this->labels( $this->methods->offered(), false ) ),
			'method_additional_info'   => self::as_object( $this->labels( $this->methods->usable( $vendor_id ), true ) ),
		);
	}

	/**
	 * Method key to title, or to title with account details.
	 *
	 * @param string[] $keys      Method keys.
	 * @param bool     $with_info Whether to add the account details.
	 * @return array<string, string>
	 */
	private function labels( array $keys, bool $with_info ): array {
		$labels = array();
		foreach ( $keys as $key ) {
			$labels[ $key ] = $with_info ? $this->methods->title_with_info( $key ) : $this->methods->title( $key );
		}
		return $labels;
	}

	/**
	 * The saved amount when it is offered, else the first offered; exactly, cents included.
	 *
	 * @param int|float        $saved   Saved amount.
	 * @param array<int|float> $offered Offered amounts.
	 * @return int|float
	 */
	private static function offered_or_first( $saved, array $offered ) {
		return Amount::exact( Amount::is_one_of( (float) $saved, $offered ) ? (float) $saved : (float) ( $offered[0] ?? 0 ) );
	}

	/**
	 * A whole amount as an integer, so JSON says 50 rather than 50.0.
	 *
	 * @param float $amount Amount.
	 * @return int|float
	 */
	private static function number( float $amount ) {
		return floor( $amount ) === $amount ? (int) $amount : $amount;
	}

	/**
	 * A map that stays a JSON object when empty.
	 *
	 * @param array<string, mixed> $map Map.
	 * @return array<string, mixed>|object
	 */
	private static function as_object( array $map ) {
		return array() === $map ? (object) array() : $map;
	}

	/**
	 * The GET answer: Dokan Pro's fields, all read-only.
	 *
	 * @return array<string, mixed>
	 */
	private static function answer_schema(): array {
		$amounts = array(
			'type'  => 'array',
			'items' => array( 'type' => 'number' ),
		);
		$labels  = array(
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => 'string' ),
		);

		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => self::OBJECT_TYPE,
			'type'       => 'object',
			'properties' => array(
				'enabled'                  => self::field( array( 'type' => 'boolean' ), __( 'Whether the administrator has turned scheduled withdrawals on.', 'vendor-payout-schedule' ) ),
				'selected_schedule'        => self::field( array( 'type' => 'string' ), __( 'The vendor’s schedule, or the first offered one when none is chosen.', 'vendor-payout-schedule' ) ),
				'is_schedule_selected'     => self::field( array( 'type' => 'boolean' ), __( 'Whether the vendor has chosen a schedule that is still offered.', 'vendor-payout-schedule' ) ),
				'schedules'                => self::field(
					array(
						'type'                 => 'object',
						'additionalProperties' => array(
							'type'       => 'object',
							'properties' => array(
								'title'       => array( 'type' => 'string' ),
								'description' => array( 'type' => 'string' ),
								'next'        => array( 'type' => 'string' ),
							),
						),
					),
					__( 'The offered schedules by key, with title, description and next payout date.', 'vendor-payout-schedule' )
				),
				'minimum_amount_list'      => self::field( $amounts, __( 'Minimum balances the vendor may choose from.', 'vendor-payout-schedule' ) ),
				'minimum_amount_selected'  => self::field( array( 'type' => 'number' ), __( 'The vendor’s minimum balance.', 'vendor-payout-schedule' ) ),
				'minimum_amount_needed'    => self::field( array( 'type' => 'number' ), __( 'The marketplace’s minimum withdraw amount.', 'vendor-payout-schedule' ) ),
				'reserve_balance_list'     => self::field( $amounts, __( 'Reserve balances the vendor may choose from.', 'vendor-payout-schedule' ) ),
				'reserve_balance_selected' => self::field( array( 'type' => 'number' ), __( 'The vendor’s reserve balance.', 'vendor-payout-schedule' ) ),
				'default_method'           => self::field( array( 'type' => 'string' ), __( 'The vendor’s default withdraw method.', 'vendor-payout-schedule' ) ),
				'active_methods'           => self::field( $labels, __( 'Withdraw methods the marketplace offers, key to title.', 'vendor-payout-schedule' ) ),
				'method_additional_info'   => self::field( $labels, __( 'Methods the vendor has set up, key to title with account details.', 'vendor-payout-schedule' ) ),
			),
		);
	}

	/**
	 * A read-only answer field.
	 *
	 * @param array<string, mixed> $schema      Type part.
	 * @param string               $description Description.
	 * @return array<string, mixed>
	 */
	private static function field( array $schema, string $description ): array {
		return array_merge(
			$schema,
			array(
				'description' => $description,
				'context'     => array( 'view' ),
				'readonly'    => true,
			)
		);
	}
}
