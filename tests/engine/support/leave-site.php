<?php
/**
 * Removes what the engine tests left on a site that is not a scratch site (run through wp-php.php
 * by run.sh): the created vendors, the engine's rows and the withdraw requests.
 *
 * @package VendorPayoutSchedule
 */

require_once __DIR__ . '/class-engine-site.php';

Engine_Site::reset_data();
