/**
 * The legacy withdraw page has no Slots: the panel mounts there without WordPress's components
 * and plugins scripts, which only Dokan's React dashboard needs (and loads itself).
 */
import { expect, expectNoProblems, test } from './support/fixtures';
import { openPanel } from './support/withdraw-page';

const SLOT_FILL_SCRIPTS = [
	'/wp-includes/js/dist/components.',
	'/wp-includes/js/dist/plugins.',
];

test( 'the legacy withdraw page shows the panel without the Slot-and-Fill scripts', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	const loaded: string[] = [];
	page.on( 'request', ( request ) => loaded.push( request.url() ) );
	await openPanel( page, '/dashboard/withdraw/' );
	await page.waitForLoadState( 'networkidle' );
	expect(
		loaded.filter( ( url ) =>
			SLOT_FILL_SCRIPTS.some( ( script ) => url.includes( script ) )
		)
	).toEqual( [] );
	expectNoProblems( problems );
} );

test( 'on the React withdraw page the panel’s script runs after them', async ( {
	pageAs,
	problems,
} ) => {
	const page = await pageAs( 'vendor' );
	await openPanel( page, '/dashboard/new/#/withdraw' );
	const order = await page.evaluate( () =>
		Array.from( document.scripts )
			.map( ( script ) => script.src )
			.filter(
				( src ) =>
					src.includes( '/js/dist/components.' ) ||
					src.includes( '/js/dist/plugins.' ) ||
					src.includes( '/vendor-payout-schedule/build/index.js' )
			)
			.map( ( src ) =>
				src.includes( 'vendor-payout-schedule' ) ? 'panel' : 'slot-fill'
			)
	);
	expect( order ).toEqual( [ 'slot-fill', 'slot-fill', 'panel' ] );
	expectNoProblems( problems );
} );
