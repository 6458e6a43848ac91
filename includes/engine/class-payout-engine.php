<?php
/**
 * The payout engine as one service of the plugin.
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Engine;

use VendorPayoutSchedule\Admin\Run_Alert;
use VendorPayoutSchedule\Admin\Runs_Report;
use VendorPayoutSchedule\Dokan_Host;
use VendorPayoutSchedule\Rest\Vendor_Payout_Status;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the engine's parts into WordPress, and sets it up and takes it down with the plugin.
 */
final class Payout_Engine {

	/**
	 * Hooks the scheduler, the vendor's payout status, the admin's run list and its alert.
	 */
	public function register_hooks(): void {
		// Brings the tables up to date after an update that did not go through activation.
		Schema::maybe_install();

		( new Payout_Scheduler() )->register_hooks();
		( new Vendor_Payout_Status() )->register_hooks();
		( new Runs_Report() )->register_hooks();
		( new Run_Alert() )->register_hooks();
	}

	/**
	 * Plugin activation: tables, then the plan, and runs left unfinished at deactivation resume
	 * (services are not registered at activation).
	 */
	public static function activate(): void {
		Schema::install();
		if ( Dokan_Host::is_active() && ! Dokan_Host::pro_schedule_is_active() ) {
			$scheduler = new Payout_Scheduler();
			$scheduler->plan();
			$scheduler->resume_open_runs();
		}
	}

	/**
	 * Plugin deactivation: no event may fire while the plugin is off. Data stays for reactivation.
	 */
	public static function deactivate(): void {
		Payout_Scheduler::unschedule_all();
	}

	/**
	 * Plugin removal: events, tables and the schema version go.
	 */
	public static function uninstall(): void {
		Payout_Scheduler::unschedule_all();
		Schema::uninstall();
	}
}
