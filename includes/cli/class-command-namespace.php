<?php
/**
 * `wp payout-schedule`: the namespace the plugin's commands are listed under.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Cli;

use WP_CLI\Dispatcher\CommandNamespace;

defined( 'ABSPATH' ) || exit;

// WP-CLI's class exists only in a WP-CLI process; anywhere else this class is not defined, so a
// class_exists() of it (an autoloader walk, a static analyser) answers false instead of failing.
if ( ! class_exists( CommandNamespace::class ) ) {
	return;
}

/**
 * Runs, payout batches and statements of Dokan's scheduled payouts.
 *
 * Each command needs a user who may manage payouts, named with WP-CLI's --user, as the screens under Dokan → Withdraw Schedule do; each exits non-zero on failure, for cron monitoring.
 */
final class Command_Namespace extends CommandNamespace {
}
