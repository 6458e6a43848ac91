<?php
/**
 * The PayPal section's webhook field: where PayPal delivers, and the id PayPal gave it.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Admin;

use VendorPayoutSchedule\PayPal\Webhook_Id;
use VendorPayoutSchedule\Rest\Paypal_Webhook_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * A field of "PayPal Payouts" (Paypal_Section) under its own option (PayPal\Webhook_Id), saved by
 * the same form (the settings group's nonce and capability): it shows the address to add as a
 * webhook of the app in PayPal's developer dashboard and the events to choose, and takes the
 * webhook ID PayPal shows for it. The site owner adds the webhook in PayPal, not the plugin: it is
 * one step in a page the owner has open anyway to create the app, and it keeps the plugin from
 * writing to the app's settings in PayPal. An ID PayPal could not have given is refused, the saved
 * one kept, and said so.
 */
final class Paypal_Webhook_Field {

	/** The field's id on the page. */
	private const FIELD = 'vps-paypal-webhook-id';

	/**
	 * Hooks the field after the section's own fields.
	 */
	public function register_hooks(): void {
		add_action( 'admin_init', array( $this, 'register_settings' ), 12 );
	}

	/**
	 * Registers the option and the field.
	 */
	public function register_settings(): void {
		register_setting(
			Settings_Page::GROUP,
			Webhook_Id::OPTION,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => '',
				'show_in_rest'      => false,
			)
		);
		add_settings_field( Paypal_Section::SECTION . '_webhook_id', esc_html__( 'Webhook ID', 'vendor-payout-schedule' ), array( $this, 'field' ), Settings_Page::SLUG, Paypal_Section::SECTION, array( 'label_for' => self::FIELD ) );
	}

	/**
	 * The ID as typed, trimmed; the saved one when the form did not send it or it cannot be PayPal's.
	 *
	 * @param mixed $input The posted value.
	 */
	public function sanitize( $input ): string {
		if ( ! is_string( $input ) ) {
			return Webhook_Id::stored();
		}
		$typed = trim( sanitize_text_field( $input ) );
		if ( '' !== $typed && ! Webhook_Id::is_valid( $typed ) ) {
			add_settings_error( Webhook_Id::OPTION, Paypal_Section::SECTION . '_webhook_id', __( 'Webhook ID: this is not a PayPal webhook ID (letters and digits, as PayPal shows it beside the webhook’s URL). The saved one was kept.', 'vendor-payout-schedule' ) );
			return Webhook_Id::stored();
		}
		return $typed;
	}

	/**
	 * The address for PayPal, the events to choose, and the ID.
	 */
	public function field(): void {
		$url = Paypal_Webhook_Controller::url();
		printf(
			'<input type="text" class="regular-text" id="%1$s" name="%2$s" value="%3$s" autocomplete="off" spellcheck="false" aria-describedby="%1$s-help" />',
			esc_attr( self::FIELD ),
			esc_attr( Webhook_Id::OPTION ),
			esc_attr( Webhook_Id::stored() )
		);
		printf(
			'<div id="%1$s-help" class="description"><p>%2$s</p><p><code>%3$s</code></p><p>%4$s</p>',
			esc_attr( self::FIELD ),
			esc_html__( 'So that PayPal tells the site at once what became of each payout: in PayPal’s developer dashboard, open the app, add a webhook with this address, choose the events “Payouts item” (all PAYMENT.PAYOUTS-ITEM events) and “Payouts batch” (all PAYMENT.PAYOUTSBATCH events), and copy the webhook ID PayPal shows here.', 'vendor-payout-schedule' ),
			esc_html( $url ),
			esc_html__( 'The site asks PayPal whether each delivery is PayPal’s before it acts on it. Without a webhook the site still reads PayPal every few minutes.', 'vendor-payout-schedule' )
		);
		if ( ! str_starts_with( $url, 'https://' ) ) {
			printf( '<p>%s</p>', esc_html__( 'PayPal delivers webhooks only to an https address: the live app needs the site on https.', 'vendor-payout-schedule' ) );
		}
		echo '</div>';
	}
}
