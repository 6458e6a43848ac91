/**
 * The plugin's parts on the real site, read through the real WP-CLI: a site leaves a part out with
 * the `vendor_payout_schedule_parts` filter, or takes one of a part's hooks off once the parts are
 * hooked (`vendor_payout_schedule_loaded`, Plugin::part()), as docs/engine.md shows. `--exec` runs
 * the site's code before WordPress loads, where a must-use plugin would.
 */
import { expect, test } from '@playwright/test';

import { WP_CLI_MISSING, wp } from '../e2e/support/wp-cli';

interface Hooked {
	parts: string[];
	/** Classes of the plugin's callbacks on each hook read, short names. */
	callbacks: Record< string, string[] >;
}

// What the site has hooked, once WordPress has loaded: the plugin's parts, and the plugin's
// callbacks on the wp-admin notice and under the settings form.
const READ_HOOKS = `
$read = static function ( string $hook ): array {
	$found = array();
	foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks ?? array() as $callbacks ) {
		foreach ( $callbacks as $callback ) {
			$function = $callback['function'];
			if ( is_array( $function ) && is_object( $function[0] ) && str_starts_with( get_class( $function[0] ), 'VendorPayoutSchedule\\\\' ) ) {
				$found[] = substr( strrchr( get_class( $function[0] ), '\\\\' ), 1 ) . '::' . $function[1];
			}
		}
	}
	return $found;
};
echo wp_json_encode( array(
	'parts'     => VendorPayoutSchedule\\Plugin::instance()->part_names(),
	'callbacks' => array(
		'admin_notices' => $read( 'admin_notices' ),
		'settings_form' => $read( 'vendor_payout_schedule_settings_after_form' ),
	),
) );
`;

/**
 * What is hooked when the site runs some code first.
 * @param {...any} exec PHP the site runs before WordPress loads.
 */
function hookedWith( ...exec: string[] ): Hooked {
	const result = wp(
		'eval',
		READ_HOOKS,
		...exec.map( ( code ) => `--exec=${ code }` )
	);
	expect( result.status, result.stderr ).toBe( 0 );
	return JSON.parse( result.stdout ) as Hooked;
}

test.beforeAll( () => {
	const probe = wp( 'cli', 'version' );
	test.skip(
		probe.status === WP_CLI_MISSING,
		`needs WP-CLI: ${ probe.stderr.trim() }`
	);
} );

test( 'every part is started and hooked, and Plugin connects the parts that listen to another', () => {
	const hooked = hookedWith();
	expect( hooked.parts ).toEqual(
		expect.arrayContaining( [ 'scheduler', 'run-alert', 'next-run' ] )
	);
	expect( hooked.callbacks.admin_notices ).toContain( 'Run_Alert::render' );
	expect( hooked.callbacks.settings_form ).toEqual( [
		'Next_Run_Section::render',
		'Runs_Report::render',
	] );
} );

test( 'a part left out through vendor_payout_schedule_parts is not started: none of its hooks, nor what Plugin connects to it', () => {
	const hooked = hookedWith(
		'WP_CLI::add_wp_hook( "vendor_payout_schedule_parts", static fn ( array $parts ): array => array_diff_key( $parts, array( "run-alert" => 1, "next-run" => 1 ) ) );'
	);
	expect( hooked.parts ).not.toContain( 'run-alert' );
	expect( hooked.parts ).not.toContain( 'next-run' );
	expect( hooked.parts ).toContain( 'runs-report' );
	expect( hooked.callbacks.admin_notices ).not.toContain(
		'Run_Alert::render'
	);
	expect( hooked.callbacks.settings_form ).toEqual( [
		'Runs_Report::render',
	] );
} );

test( 'one hook of a part is taken off with remove_action() on vendor_payout_schedule_loaded, as docs/engine.md shows', () => {
	const hooked = hookedWith(
		'WP_CLI::add_wp_hook( "vendor_payout_schedule_loaded", static function ( $plugin ) { remove_action( "admin_notices", array( $plugin->part( "run-alert" ), "render" ) ); } );'
	);
	expect( hooked.parts ).toContain( 'run-alert' );
	expect( hooked.callbacks.admin_notices ).not.toContain(
		'Run_Alert::render'
	);
	expect( hooked.callbacks.settings_form ).toHaveLength( 2 );
} );
