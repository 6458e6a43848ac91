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
 */
final class Disbursement_Controller extends WP_REST_Controller {

	/**
	 * Filter applied to the GET answer (see get_item()).
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
		add_filter( 'rest_request_before_callbacks', array( Disbursement_Access::class, 'ask_who_before_what' ), 10, 3 );
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
	 * Who may read the vendor's schedule: see Disbursement_Access::check().
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return ( new Disbursement_Access( $this->settings ) )->check();
	}

	/**
	 * Who may change the vendor's schedule: see Disbursement_Access::check().
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return ( new Disbursement_Access( $this->settings ) )->check();
	}

	/**
	 * The vendor's schedule settings and choices (Dokan Pro's answer shape).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		$vendor_id = (int) dokan_get_current_user_id();
		$data      = ( new Disbursement_Response( $this->settings, $this->choice, $this->methods, new Schedule_Catalog( $this->settings ) ) )->for_vendor( $vendor_id );

		/**
		 * Filters the GET answer for the vendor (fields are added; Dokan Pro's stay as they are).
		 *
		 * @param array           $data      The answer.
		 * @param int             $vendor_id The vendor it is for.
		 * @param WP_REST_Request $request   The request.
		 */
		$data = (array) apply_filters( self::RESPONSE_FILTER, $data, $vendor_id, $request );
		// Fields other code registers with register_rest_field( 'withdraw_disbursement', … ).
		$data = $this->add_additional_fields_to_object( $data, $request );
		return rest_ensure_response( $data );
	}

	/**
	 * Saves the vendor's choice when every field is one the vendor may pick; otherwise nothing.
	 *
	 * @param WP_REST_Request $request Request with `schedule`, `minimum`, `reserve`, `method`.
	 * @return WP_REST_Response|WP_Error 400 naming every field that is not an offered choice; 503 when
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
		return rest_ensure_response( array( 'success' => true ) );
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
			$this->schema = Disbursement_Schema::answer();
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
}
