<?php
/**
 * The administrator's Withdraw Schedule page saved as its form posts, through the Settings API.
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Settings_Page;
use VendorPayoutSchedule\Settings\Withdraw_Settings;

require_once ABSPATH . 'wp-admin/includes/template.php';

/**
 * The page shows the amount lists as vendors are offered them; a save that leaves a list as shown
 * keeps what is stored, so the default list stays the default and follows Dokan's minimum withdraw.
 */
final class Settings_Page_Test extends Engine_Test_Case {

	/** The default ladder from Dokan's minimum withdraw of 50, as the page shows it. */
	private const DEFAULT_FROM_50 = '50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000';

	/** The default ladder from a minimum withdraw of 12.50. */
	private const DEFAULT_FROM_12_50 = array( 12.5, 15, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000 );

	protected function setUp(): void {
		parent::setUp();
		( new Settings_Page() )->register_settings();
	}

	protected function tearDown(): void {
		global $wp_settings_sections, $wp_settings_fields;
		unregister_setting( Settings_Page::GROUP, Withdraw_Settings::OWN_OPTION );
		unset( $wp_settings_sections[ Settings_Page::SLUG ], $wp_settings_fields[ Settings_Page::SLUG ] );
		parent::tearDown();
	}

	public function test_a_save_leaving_the_default_lists_as_shown_keeps_them_following_dokans_minimum(): void {
		$form = $this->form();
		$this->assertSame( self::DEFAULT_FROM_50, $form['minimum_amounts'], 'the default list as vendors are offered it' );

		$form['admin_mail'] = Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST;
		$this->post( $form );

		$own = ( new Withdraw_Settings() )->own_values();
		$this->assertSame( Withdraw_Settings::ADMIN_MAIL_EACH_REQUEST, $own['admin_mail'], 'the change was saved' );
		$this->assertNull( $own['minimum_amounts'] ?? null, 'no minimum list of the admin’s own' );
		$this->assertNull( $own['reserve_amounts'] ?? null, 'no reserve list of the admin’s own' );

		$this->set_dokan_minimum( '12.50' );
		$this->assertSame( self::DEFAULT_FROM_12_50, ( new Withdraw_Settings() )->minimum_amounts(), 'vendors’ minimums start at Dokan’s minimum' );
		$this->assertSame( implode( ', ', self::DEFAULT_FROM_12_50 ), $this->form()['minimum_amounts'] );
	}

	public function test_a_list_of_the_admins_own_left_as_shown_keeps_its_amounts_below_dokans_minimum(): void {
		( new Withdraw_Settings() )->save( array( 'minimum_amounts' => array( 0, 75, 150 ) ) );
		$form = $this->form();
		$this->assertSame( '50, 75, 150', $form['minimum_amounts'], 'shown from Dokan’s minimum of 50' );

		$form['payout_time'] = '18:30';
		$this->post( $form );
		$this->set_dokan_minimum( '12.50' );

		$this->assertSame( array( 12.5, 75, 150 ), ( new Withdraw_Settings() )->minimum_amounts() );
	}

	public function test_a_list_the_admin_changed_or_emptied_is_saved_as_such(): void {
		$form                    = $this->form();
		$form['minimum_amounts'] = '0, 75, 150';
		$form['reserve_amounts'] = '0, 25';
		$this->post( $form );
		$own = ( new Withdraw_Settings() )->own_values();
		$this->assertSame( array( 0, 75, 150 ), $own['minimum_amounts'] );
		$this->assertSame( array( 0, 25 ), $own['reserve_amounts'] );

		$form                    = $this->form();
		$form['reserve_amounts'] = '';
		$this->post( $form );
		$own = ( new Withdraw_Settings() )->own_values();
		$this->assertSame( array( 0, 75, 150 ), $own['minimum_amounts'], 'left as shown' );
		$this->assertNull( $own['reserve_amounts'], 'emptied: the default list again' );
	}

	/**
	 * The settings form as a browser posts it when nothing is changed: text, time and hidden inputs,
	 * ticked boxes and radios, selected options; with the hidden marker the page prints above the
	 * sections.
	 *
	 * @return array<string, mixed> The fields below the plugin's option.
	 */
	private function form(): array {
		ob_start();
		do_settings_sections( Settings_Page::SLUG );
		$document = new DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><form>' . ob_get_clean() . '</form>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );

		$xpath = new DOMXPath( $document );
		$pairs = array( rawurlencode( Withdraw_Settings::OWN_OPTION . '[' . Settings_Page::MARKER . ']' ) . '=1' );
		foreach ( $xpath->query( '//input[@name] | //select[@name]' ) as $control ) {
			if ( 'select' === $control->nodeName ) {
				$option = $xpath->query( './/option[@selected]', $control )->item( 0 ) ?? $xpath->query( './/option', $control )->item( 0 );
				$value  = $option->getAttribute( 'value' );
			} elseif ( in_array( $control->getAttribute( 'type' ), array( 'checkbox', 'radio' ), true ) && ! $control->hasAttribute( 'checked' ) ) {
				continue;
			} else {
				$value = $control->getAttribute( 'value' );
			}
			$pairs[] = rawurlencode( $control->getAttribute( 'name' ) ) . '=' . rawurlencode( $value );
		}
		parse_str( implode( '&', $pairs ), $posted );
		return $posted[ Withdraw_Settings::OWN_OPTION ];
	}

	/**
	 * Saves the form as options.php does: the posted option through the Settings API's sanitize
	 * callback.
	 *
	 * @param array<string, mixed> $form Fields below the plugin's option.
	 */
	private function post( array $form ): void {
		update_option( Withdraw_Settings::OWN_OPTION, $form );
		$this->assertSame( array(), get_settings_errors( Withdraw_Settings::OWN_OPTION ), 'the form was accepted' );
	}

	/**
	 * Dokan's minimum withdraw amount, as Dokan's settings screen stores it (a string).
	 *
	 * @param string $amount Amount.
	 */
	private function set_dokan_minimum( string $amount ): void {
		$dokan                   = get_option( Withdraw_Settings::DOKAN_OPTION );
		$dokan['withdraw_limit'] = $amount;
		update_option( Withdraw_Settings::DOKAN_OPTION, $dokan );
	}
}
