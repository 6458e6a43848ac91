<?php
/**
 * Removes what the engine tests left on a site that is not a scratch site (run through wp-php.php
 * by run.sh): the created vendors, the engine's rows, the withdraw requests and stale rewrite rules.
 *
 * @package VendorPayoutSchedule
 */

require_once __DIR__ . '/class-engine-site.php';
require_once __DIR__ . '/class-site-choices.php';

Engine_Site::reset_data();
Site_Choices::put_back();
// After the suite's activations and uninstalls on the real host, Dokan's React dashboard
// (/dashboard/new/, a rewrite rule of includes/Rewrites.php) answered 404: the next request rebuilds
// the rules with every active plugin's.
delete_option( 'rewrite_rules' );
