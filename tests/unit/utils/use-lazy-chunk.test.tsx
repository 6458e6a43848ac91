/**
 * A dialog's code fetched apart from the panel: one download however many ask, tried again after a
 * failure, and an answer that arrives when the component that asked is gone (or no longer waits
 * for it) touches nothing of that component's.
 */

/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { deferred } from '../schedule/fake-server';
import { lazyChunk, type LazyChunk } from '../../../src/utils/lazy-chunk';
import { useLazyChunk } from '../../../src/utils/use-lazy-chunk';

/** What the owner of a chunk was told: its own callbacks, as a panel's would take a click back. */
interface Told {
	failed: number;
	loaded: string[];
}

/**
 * A control that asks for the chunk and says what it has.
 *
 * @param props       Props.
 * @param props.chunk The chunk.
 * @param props.told  Where the owner's callbacks write.
 */
function Asker( { chunk, told }: { chunk: LazyChunk< string >; told: Told } ) {
	const onFailed = () => {
		told.failed++;
	};
	const { value, load } = useLazyChunk( chunk, onFailed );
	return (
		<button
			type="button"
			onClick={ () => load( ( loaded ) => told.loaded.push( loaded ) ) }
		>
			{ value ?? 'Not here yet' }
		</button>
	);
}

/** A chunk whose downloads are answered by the test, one promise each. */
function controlledChunk() {
	const downloads: Array< ReturnType< typeof deferred< string > > > = [];
	const chunk = lazyChunk( () => {
		const download = deferred< string >();
		downloads.push( download );
		return download.promise;
	} );
	return { chunk, downloads };
}

describe( 'A lazily loaded chunk', () => {
	// Where a failed download is logged for the site owner.
	let logged: ReturnType< typeof vi.spyOn >;
	beforeEach( () => {
		logged = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
	} );

	it( 'arrives in the component that asked, once for every caller', async () => {
		const { chunk, downloads } = controlledChunk();
		const told: Told = { failed: 0, loaded: [] };
		render( <Asker chunk={ chunk } told={ told } /> );
		const user = userEvent.setup();

		await user.click( screen.getByRole( 'button' ) );
		await user.click( screen.getByRole( 'button' ) );
		await act( async () => downloads[ 0 ]!.resolve( 'The dialog' ) );

		expect( screen.getByRole( 'button' ) ).toHaveTextContent(
			'The dialog'
		);
		expect( downloads ).toHaveLength( 1 );
		expect( told.loaded ).toEqual( [ 'The dialog', 'The dialog' ] );
		expect( chunk.loaded() ).toBe( 'The dialog' );
	} );

	it( 'is fetched again after a failed download, which its component is told of', async () => {
		const { chunk, downloads } = controlledChunk();
		const told: Told = { failed: 0, loaded: [] };
		render( <Asker chunk={ chunk } told={ told } /> );
		const user = userEvent.setup();

		await user.click( screen.getByRole( 'button' ) );
		await act( async () =>
			downloads[ 0 ]!.reject( new Error( 'offline' ) )
		);
		expect( told.failed ).toBe( 1 );
		expect( logged ).toHaveBeenCalledWith(
			'[vendor-payout-schedule] Request failed:',
			new Error( 'offline' )
		);

		await user.click( screen.getByRole( 'button' ) );
		await act( async () => downloads[ 1 ]!.resolve( 'The dialog' ) );
		expect( screen.getByRole( 'button' ) ).toHaveTextContent(
			'The dialog'
		);
	} );

	it( 'arriving after its component is gone, runs nothing of that component', async () => {
		const { chunk, downloads } = controlledChunk();
		const told: Told = { failed: 0, loaded: [] };
		const { unmount } = render( <Asker chunk={ chunk } told={ told } /> );
		await userEvent.setup().click( screen.getByRole( 'button' ) );

		unmount();
		await act( async () => downloads[ 0 ]!.resolve( 'The dialog' ) );

		expect( told.loaded ).toEqual( [] );
		// The download itself is kept for whoever asks next.
		expect( chunk.loaded() ).toBe( 'The dialog' );
	} );

	it( 'failing after its component is gone, takes nothing back there and is still logged', async () => {
		const { chunk, downloads } = controlledChunk();
		const told: Told = { failed: 0, loaded: [] };
		const { unmount } = render( <Asker chunk={ chunk } told={ told } /> );
		await userEvent.setup().click( screen.getByRole( 'button' ) );

		unmount();
		await act( async () =>
			downloads[ 0 ]!.reject( new Error( 'offline' ) )
		);

		expect( told.failed ).toBe( 0 );
		expect( logged ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'starts as what has arrived already, for a component mounted after the download', async () => {
		const { chunk, downloads } = controlledChunk();
		const first = chunk.load();
		downloads[ 0 ]!.resolve( 'The dialog' );
		await first;

		render( <Asker chunk={ chunk } told={ { failed: 0, loaded: [] } } /> );

		expect( screen.getByRole( 'button' ) ).toHaveTextContent(
			'The dialog'
		);
	} );
} );
