<?php
/**
 * The demo shop offers scheduled payouts: all four schedules, the default amount lists, 23:00.
 *
 * @package VendorPayoutSchedule
 */

require dirname( __DIR__, 2 ) . '/integration/php/seed-disbursement.php';
