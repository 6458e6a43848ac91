<?php
/**
 * Dokan Lite's withdraw request (includes/Withdraw/Withdraw.php): one row of `{prefix}dokan_withdraw`,
 * with the charge figures Dokan keeps inside its serialized `details` since 3.9.6.
 *
 * @package DokanStandIn
 */

namespace WeDevs\Dokan\Withdraw;

defined( 'ABSPATH' ) || exit;

/**
 * A withdraw request; save() inserts a new one (and fires `dokan_withdraw_created`) or updates.
 */
class Withdraw {

	/**
	 * Request fields.
	 *
	 * @var array
	 */
	protected $data = array();

	/**
	 * @param array $data Row or new request fields.
	 */
	public function __construct( $data = array() ) {
		$defaults = array(
			'id'      => 0,
			'user_id' => 0,
			'amount'  => 0,
			'date'    => dokan_current_datetime()->format( 'Y-m-d H:i:s' ),
			'status'  => dokan()->withdraw->get_status_code( 'pending' ),
			'method'  => 'paypal',
			'note'    => '',
			'details' => '',
			'ip'      => '',
		);
		$data     = wp_parse_args( $data, $defaults );

		$this->data = array(
			'id'      => absint( $data['id'] ),
			'user_id' => absint( $data['user_id'] ),
			'amount'  => wc_format_decimal( $data['amount'] ),
			'date'    => $data['date'],
			'status'  => absint( $data['status'] ),
			'method'  => $data['method'],
			'note'    => $data['note'],
			'details' => $data['details'],
			'ip'      => $data['ip'],
		);

		$details = maybe_unserialize( $data['details'] );
		$this->set_charge( isset( $details['charge'] ) ? wc_format_decimal( $details['charge'] ) : 0 )
			->set_recivable( isset( $details['receivable'] ) ? wc_format_decimal( $details['receivable'] ) : $this->get_amount() )
			->set_charge_data( isset( $details['charge_data'] ) ? $details['charge_data'] : array() );
	}

	/** @return array */
	public function get_withdraw() {
		return $this->data;
	}

	/** @return int */
	public function get_id() {
		return $this->data['id'] ?? 0;
	}

	/** @return int */
	public function get_user_id() {
		return $this->data['user_id'];
	}

	/** @return string */
	public function get_amount() {
		return $this->data['amount'];
	}

	/** @return string */
	public function get_date() {
		return $this->data['date'];
	}

	/** @return int */
	public function get_status() {
		return $this->data['status'];
	}

	/** @return string */
	public function get_method() {
		return $this->data['method'];
	}

	/** @return string */
	public function get_note() {
		return $this->data['note'];
	}

	/** @return string */
	public function get_details() {
		return $this->data['details'];
	}

	/** @return string */
	public function get_ip() {
		return $this->data['ip'];
	}

	/** @return float */
	public function get_charge() {
		return $this->data['charge'];
	}

	/** @return float */
	public function get_receivable_amount() {
		return $this->data['receivable'];
	}

	/**
	 * The method's charge settings, looked up once a method is known.
	 *
	 * @return array
	 */
	public function get_charge_data() {
		$charge_data = $this->data['charge_data'];
		if ( ! empty( $this->get_method() ) && empty( $this->data['charge_data'] ) ) {
			$all_charges = dokan_withdraw_get_method_charges();
			$charge_data = $all_charges[ $this->get_method() ] ?? array(
				'fixed'      => 0.00,
				'percentage' => 0.00,
			);
			$this->set_charge_data( $charge_data );
		}
		return $charge_data;
	}

	/**
	 * @param int $user_id Vendor id.
	 * @return $this
	 */
	public function set_user_id( $user_id ) {
		$this->data['user_id'] = $user_id;
		return $this;
	}

	/**
	 * @param string $amount Amount.
	 * @return $this
	 */
	public function set_amount( $amount ) {
		$this->data['amount'] = wc_format_decimal( $amount );
		return $this;
	}

	/**
	 * @param string $date Site-time date.
	 * @return $this
	 */
	public function set_date( $date ) {
		$this->data['date'] = $date;
		return $this;
	}

	/**
	 * @param int $status Status code.
	 * @return $this
	 */
	public function set_status( $status ) {
		$this->data['status'] = $status;
		return $this;
	}

	/**
	 * @param string $method Method key.
	 * @return $this
	 */
	public function set_method( $method ) {
		$this->data['method'] = $method;
		return $this;
	}

	/**
	 * @param string $note Note.
	 * @return $this
	 */
	public function set_note( $note ) {
		$this->data['note'] = $note;
		return $this;
	}

	/**
	 * @param string $details Serialized details.
	 * @return $this
	 */
	public function set_details( $details ) {
		$this->data['details'] = $details;
		return $this;
	}

	/**
	 * @param string $ip Client address.
	 * @return $this
	 */
	public function set_ip( $ip ) {
		$this->data['ip'] = $ip;
		return $this;
	}

	/**
	 * @param float $amount Charge.
	 * @return $this
	 */
	public function set_charge( $amount ) {
		$this->data['charge'] = floatval( $amount );
		return $this;
	}

	/**
	 * Dokan's own spelling.
	 *
	 * @param float $receivable Amount after the charge.
	 * @return $this
	 */
	public function set_recivable( $receivable ) {
		$this->data['receivable'] = floatval( $receivable );
		return $this;
	}

	/**
	 * @param array $charge_data Charge settings.
	 * @return $this
	 */
	public function set_charge_data( $charge_data ) {
		$this->data['charge_data'] = $charge_data;
		return $this;
	}

	/**
	 * Computes the charge and the receivable amount from the method's charge settings.
	 *
	 * @return $this
	 */
	public function calculate_charge() {
		$charge_data = $this->get_charge_data();
		$charge      = 0;
		if ( ! empty( $charge_data['fixed'] ) ) {
			$charge += (float) $charge_data['fixed'];
		}
		if ( ! empty( $charge_data['percentage'] ) ) {
			$charge += $charge_data['percentage'] / 100 * (float) $this->get_amount();
		}
		$this->set_charge( $charge );
		$this->set_recivable( floatval( $this->get_amount() - floatval( $charge ) ) );
		return $this;
	}

	/** @return array */
	public function get_data(): array {
		return $this->data;
	}

	/**
	 * Inserts a new request or updates an existing one.
	 *
	 * @return Withdraw|\WP_Error
	 */
	public function save() {
		return $this->data['id'] ? $this->update() : $this->create();
	}

	/**
	 * Inserts the request, with the payment details and charges serialized in `details`.
	 *
	 * @return Withdraw|\WP_Error
	 */
	protected function create() {
		global $wpdb;

		$this->calculate_charge();

		$details                = dokan()->withdraw->get_formatted_details( $this->data['method'], absint( $this->data['user_id'] ) );
		$details['charge']      = $this->get_charge();
		$details['receivable']  = $this->get_receivable_amount();
		$details['charge_data'] = $this->get_charge_data();
		$this->data['details']  = maybe_serialize( apply_filters( 'dokan_withdraw_request_details_data', $details, $this ) );

		unset( $this->data['id'] );

		$inserted = $wpdb->insert(
			$wpdb->prefix . 'dokan_withdraw',
			array(
				'user_id' => $this->get_user_id(),
				'amount'  => $this->get_amount(),
				'date'    => $this->get_date(),
				'status'  => $this->get_status(),
				'method'  => $this->get_method(),
				'note'    => $this->get_note(),
				'details' => $this->get_details(),
				'ip'      => $this->get_ip(),
			),
			array( '%d', '%s', '%s', '%d', '%s', '%s', '%s', '%s' )
		);

		if ( 1 !== $inserted ) {
			return new \WP_Error( 'dokan_withdraw_create_error', __( 'Could not create new withdraw', 'dokan-lite' ) );
		}

		$withdraw = dokan()->withdraw->get( $wpdb->insert_id );
		do_action( 'dokan_withdraw_created', $withdraw );
		return $withdraw;
	}

	/**
	 * Updates the request and fires the status action (`dokan_withdraw_request_approved` …).
	 *
	 * @return Withdraw|\WP_Error
	 */
	protected function update() {
		global $wpdb;

		$wpdb->update(
			$wpdb->prefix . 'dokan_withdraw',
			array(
				'user_id' => $this->get_user_id(),
				'amount'  => $this->get_amount(),
				'date'    => $this->get_date(),
				'status'  => $this->get_status(),
				'method'  => $this->get_method(),
				'note'    => $this->get_note(),
				'ip'      => $this->get_ip(),
			),
			array( 'id' => $this->get_id() ),
			array( '%d', '%s', '%s', '%d', '%s', '%s', '%s' ),
			array( '%d' )
		);

		if ( $wpdb->last_error ) {
			return new \WP_Error( 'dokan_withdraw_update_error', __( 'Could not update withdraw', 'dokan-lite' ) );
		}

		do_action( 'dokan_withdraw_request_' . dokan()->withdraw->get_status_name( $this->get_status() ), $this );
		do_action( 'dokan_withdraw_updated', $this );
		return $this;
	}

	/**
	 * Deletes the request.
	 *
	 * @return Withdraw|\WP_Error
	 */
	public function delete() {
		global $wpdb;
		$deleted = $wpdb->delete( $wpdb->prefix . 'dokan_withdraw', array( 'id' => $this->data['id'] ), array( '%d' ) );
		if ( ! $deleted ) {
			return new \WP_Error( 'dokan_withdraw_delete_error', __( 'Could not delete withdraw', 'dokan-lite' ) );
		}
		do_action( 'dokan_withdraw_deleted', $this );
		return $this;
	}
}
