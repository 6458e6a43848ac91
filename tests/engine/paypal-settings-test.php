<?php
/**
 * The PayPal app saved through the settings' sanitize callback, as options.php saves it.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Paypal_Section;
use VendorPayoutSchedule\Admin\Paypal_Webhook_Field;
use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\PayPal\Paypal_App;
use VendorPayoutSchedule\PayPal\Webhook_Id;

/**
 * The secret goes into its own option, never autoloaded, only when the whole section is valid;
 * it is in no settings error, no REST answer and no personal-data export.
 */
final class Paypal_Settings_Test extends Engine_Test_Case {

	private const SECRET = 'EHk3-secret_0123456789abcdef';

	protected function setUp(): void {
		parent::setUp();
		delete_option( Paypal_App::OPTION );
		Paypal_App::store_secret( '' );
		( new Paypal_Section() )->register_settings();
	}

	protected function tearDown(): void {
		global $wp_settings_errors;
		unregister_setting( Settings_Page::GROUP, Paypal_App::OPTION );
		delete_option( Paypal_App::OPTION );
		Paypal_App::store_secret( '' );
		$wp_settings_errors = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the next test starts without this one's errors.
		parent::tearDown();
	}

	public function test_a_valid_app_is_saved_with_its_secret_apart_and_not_autoloaded(): void {
		update_option( Paypal_App::OPTION, $this->form( 'AbC-client_0123456789', self::SECRET, 'live' ) );

		$this->assertSame(
			array(
				'client_id' => 'AbC-client_0123456789',
				'mode'      => 'live',
			),
			get_option( Paypal_App::OPTION ),
			'the option holds no secret'
		);
		$this->assertSame( self::SECRET, get_option( Paypal_App::SECRET_OPTION ) );
		$this->assertContains( self::autoload( Paypal_App::SECRET_OPTION ), array( 'off', 'no' ), 'the secret is not loaded with every page' );

		update_option( Paypal_App::OPTION, $this->form( 'AbC-client_0123456789', '', 'sandbox' ) );
		$this->assertSame( self::SECRET, get_option( Paypal_App::SECRET_OPTION ), 'an empty field keeps the secret' );
		$this->assertSame( 'sandbox', Paypal_App::stored()->mode );

		update_option( Paypal_App::OPTION, $this->form( 'AbC-client_0123456789', '', 'sandbox' ) + array( 'forget_secret' => '1' ) );
		$this->assertFalse( get_option( Paypal_App::SECRET_OPTION ), 'forgotten on request' );
	}

	public function test_a_wrong_field_saves_nothing_and_no_error_holds_the_secret(): void {
		update_option( Paypal_App::OPTION, $this->form( 'AbC-client_0123456789', self::SECRET, 'sandbox' ) );
		$new_secret = 'new-secret-9876543210';

		update_option( Paypal_App::OPTION, $this->form( 'not a client id!', $new_secret, 'live' ) );

		$this->assertSame( 'AbC-client_0123456789', Paypal_App::stored()->client_id );
		$this->assertSame( 'sandbox', Paypal_App::stored()->mode );
		$this->assertSame( self::SECRET, get_option( Paypal_App::SECRET_OPTION ), 'the typed secret was not saved' );
		$errors = get_settings_errors( Paypal_App::OPTION );
		$this->assertSame( array( 'vendor_payout_schedule_paypal_client_id' ), array_column( $errors, 'code' ) );
		$this->assertStringNotContainsString( $new_secret, (string) wp_json_encode( $errors ) );
	}

	public function test_the_webhook_field_shows_the_address_for_paypal_and_refuses_an_id_paypal_never_gives(): void {
		( new Paypal_Webhook_Field() )->register_settings();
		update_option( Webhook_Id::OPTION, ' 4JH86294D6297924G ' );
		$this->assertSame( '4JH86294D6297924G', Webhook_Id::stored() );

		update_option( Webhook_Id::OPTION, 'WH-4JH8 <b>' );

		$this->assertSame( '4JH86294D6297924G', Webhook_Id::stored(), 'the saved one kept' );
		$this->assertSame( array( 'vendor_payout_schedule_paypal_webhook_id' ), array_column( get_settings_errors( Webhook_Id::OPTION ), 'code' ) );
		$admin   = (int) get_user_by( 'login', 'admin' )->ID;
		$printed = self::on_withdraw_schedule( $admin, static fn () => ( new Paypal_Webhook_Field() )->field() );
		$this->assertStringContainsString( '<code>' . esc_html( rest_url( 'vendor-payout-schedule/v1/paypal/webhook' ) ) . '</code>', $printed );
		$this->assertStringContainsString( 'value="4JH86294D6297924G"', $printed );
		$this->assertStringContainsString( 'PayPal delivers webhooks only to an https address', $printed, 'the test site is on http' );
		$german = html_entity_decode( $this->in_german( static fn (): string => self::on_withdraw_schedule( $admin, static fn () => ( new Paypal_Webhook_Field() )->field() ) ), ENT_QUOTES );
		$this->assertStringContainsString( 'fügen Sie einen Webhook mit dieser Adresse hinzu', $german );
		$this->assertStringContainsString( 'PayPal stellt Webhooks nur an eine https-Adresse zu', $german );
		unregister_setting( Settings_Page::GROUP, Webhook_Id::OPTION );
		Webhook_Id::uninstall();
	}

	public function test_the_secret_is_in_no_rest_answer_nor_personal_data_export(): void {
		Paypal_App::store_secret( self::SECRET );
		update_option(
			Paypal_App::OPTION,
			array(
				'client_id' => 'AbC-client_0123456789',
				'mode'      => 'sandbox',
			)
		);
		wp_set_current_user( 1 );
		$settings = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/settings' ) );
		$this->assertStringNotContainsString( self::SECRET, (string) wp_json_encode( $settings->get_data() ) );

		$admin   = get_userdata( 1 );
		// The plugin's own exporters (Dokan's and WooCommerce's export what they hold).
		$exports = ( new \VendorPayoutSchedule\Privacy\Personal_Data() )->register_exporters( array() );
		$this->assertNotSame( array(), $exports );
		foreach ( $exports as $exporter ) {
			$this->assertStringNotContainsString( self::SECRET, (string) wp_json_encode( call_user_func( $exporter['callback'], $admin->user_email, 1 ) ), $exporter['exporter_friendly_name'] );
		}
	}

	/**
	 * The section's fields as the form posts them.
	 *
	 * @param string $client_id Client ID.
	 * @param string $secret    Secret typed ('' for none).
	 * @param string $mode      Mode.
	 * @return array<string, string>
	 */
	private function form( string $client_id, string $secret, string $mode ): array {
		return array(
			'client_id' => $client_id,
			'secret'    => $secret,
			'mode'      => $mode,
		);
	}

	/**
	 * An option's autoload flag as WordPress stored it.
	 *
	 * @param string $option The option.
	 */
	private static function autoload( string $option ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $option ) );
	}
}
