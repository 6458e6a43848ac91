/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';

/**
 * Internal dependencies
 */
import { Toaster, showSuccessToast } from '../../../src/ui';
import { TOAST_DURATION_MS } from '../../../src/ui/constants';
import { startFakeClock } from './support/fake-clock';
import { installMatchMedia } from './support/match-media';

// The library keeps a dismissed toast on the page this long for its exit animation.
const REMOVE_DELAY_MS = 1000;

// What docs/SPEC.md §9 says of the toast library the kit keeps: each kind's length when no
// duration is given, and how many toasts it shows at once.
const LIBRARY_DEFAULT_DURATIONS_MS = {
	blank: 4000,
	error: 4000,
	success: 2000,
	custom: 4000,
} as const;
const LIBRARY_TOAST_LIMIT = 20;

const statuses = () => screen.queryAllByRole( 'status' );
const toastWrapper = ( text: string ) =>
	screen
		.getByText( text )
		.closest( '[data-rht-toaster] > div' ) as HTMLElement;

/**
 * Moves the clock in small steps, letting React run its effects between them as the browser
 * would: the library starts the removal timer of a toast from an effect.
 * @param ms
 */
async function advance( ms: number ): Promise< void > {
	for ( let elapsed = 0; elapsed < ms; elapsed += 10 ) {
		await act( () =>
			vi.advanceTimersByTimeAsync( Math.min( 10, ms - elapsed ) )
		);
	}
}

/**
 * Advances the clock to just before and just after the moment a toast should leave the page,
 * and says whether it was there each time.
 * @param text
 * @param duration
 */
async function presenceAround(
	text: string,
	duration: number
): Promise< [ boolean, boolean ] > {
	const leavesAt = duration + REMOVE_DELAY_MS;
	await advance( leavesAt - 50 );
	const before = screen.queryByText( text ) !== null;
	await advance( 100 );
	return [ before, screen.queryByText( text ) !== null ];
}

beforeEach( () => {
	installMatchMedia();
} );

afterEach( () => {
	act( () => toast.remove() );
	vi.useRealTimers();
	vi.unstubAllGlobals();
} );

describe( 'Toaster', () => {
	it( 'announces a success toast politely', () => {
		render( <Toaster /> );
		act( () => {
			showSuccessToast( 'Withdraw schedule updated successfully' );
		} );
		const status = screen.getByRole( 'status' );
		expect( status ).toHaveTextContent(
			'Withdraw schedule updated successfully'
		);
		expect( status ).toHaveAttribute( 'aria-live', 'polite' );
	} );

	it( 'shows the panel toasts at the bottom right', () => {
		render( <Toaster /> );
		act( () => {
			showSuccessToast( 'Withdraw schedule disabled successfully' );
		} );
		expect(
			toastWrapper( 'Withdraw schedule disabled successfully' )
		).toHaveStyle( {
			bottom: '0px',
			justifyContent: 'flex-end',
		} );
	} );

	it( 'lets a panel success toast go after 2 seconds', async () => {
		startFakeClock();
		render( <Toaster /> );
		act( () => {
			showSuccessToast( 'Withdraw schedule updated successfully' );
		} );
		expect(
			await presenceAround(
				'Withdraw schedule updated successfully',
				TOAST_DURATION_MS
			)
		).toEqual( [ true, false ] );
		expect( TOAST_DURATION_MS ).toBe( 2000 );
	} );

	it.each( [
		[ 'blank', () => toast( 'Plain' ), 'Plain' ],
		[ 'error', () => toast.error( 'Failed' ), 'Failed' ],
		[ 'success', () => toast.success( 'Done' ), 'Done' ],
		[ 'custom', () => toast.custom( <p>Custom</p> ), 'Custom' ],
	] as const )(
		'keeps the library default length for a %s toast',
		async ( type, show, text ) => {
			startFakeClock();
			render( <Toaster /> );
			act( () => {
				show();
			} );
			expect(
				await presenceAround(
					text,
					LIBRARY_DEFAULT_DURATIONS_MS[ type ]
				)
			).toEqual( [ true, false ] );
		}
	);

	it( 'keeps a loading toast until it is settled', async () => {
		startFakeClock();
		render( <Toaster /> );
		act( () => {
			toast.loading( 'Saving' );
		} );
		await act( () => vi.advanceTimersByTimeAsync( 60_000 ) );
		expect( screen.getByText( 'Saving' ) ).toBeInTheDocument();
	} );

	it( 'shows at most 20 toasts at once', () => {
		render( <Toaster /> );
		act( () => {
			for ( let index = 1; index <= 25; index++ ) {
				toast( `Toast ${ index }` );
			}
		} );
		expect( statuses() ).toHaveLength( LIBRARY_TOAST_LIMIT );
		expect( screen.getByText( 'Toast 25' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Toast 5' ) ).not.toBeInTheDocument();
	} );

	it( 'draws each toast once when several roots mount a toaster', () => {
		render( <Toaster /> );
		render( <Toaster /> );
		act( () => {
			showSuccessToast( 'Withdraw schedule updated successfully' );
		} );
		expect( statuses() ).toHaveLength( 1 );
		expect(
			document.querySelectorAll( '[data-rht-toaster]' )
		).toHaveLength( 1 );
	} );

	it( 'hands the page to the next toaster when the live one unmounts', () => {
		const first = render( <Toaster /> );
		render( <Toaster /> );
		first.unmount();
		act( () => {
			showSuccessToast( 'Withdraw schedule disabled successfully' );
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Withdraw schedule disabled successfully'
		);
	} );

	it( 'renders its layer at the end of the page, outside the root that mounts it', () => {
		const { container } = render( <Toaster /> );
		const layer = document.querySelector( '[data-rht-toaster]' );
		expect( layer?.parentElement ).toBe( document.body );
		expect( container ).not.toContainElement( layer as HTMLElement );
	} );
} );
