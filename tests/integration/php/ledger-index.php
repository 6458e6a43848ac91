<?php
/**
 * The indexes on the vendor of Dokan's balance ledger, as JSON: {"ours": bool, "on_vendor": [names]}.
 * With "remove", ours is removed first (to leave the site as it was).
 *   php tests/env/wp-php.php tests/integration/php/ledger-index.php [remove]
 *
 * @package VendorPayoutSchedule
 */

use VendorPayoutSchedule\Admin\Ledger_Index;

global $wpdb;
if ( 'remove' === ( $args[0] ?? '' ) ) {
	( new Ledger_Index() )->remove();
}
$vps_names = array();
foreach ( $wpdb->get_results( 'SHOW INDEX FROM `' . Ledger_Index::table() . '`' ) as $vps_row ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	if ( 1 === (int) $vps_row->Seq_in_index && 'vendor_id' === $vps_row->Column_name ) {
		$vps_names[] = $vps_row->Key_name;
	}
}
echo wp_json_encode(
	array(
		'ours'      => in_array( Ledger_Index::NAME, $vps_names, true ),
		'on_vendor' => $vps_names,
	)
);
