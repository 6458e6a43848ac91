import { installCssTransitions } from './support/css-transitions';

/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Modal } from '../../../src/ui';
import {
	MODAL_ENTER_DURATION_MS,
	MODAL_LEAVE_DURATION_MS,
} from '../../../src/ui/constants';
import { startFakeClock } from './support/fake-clock';
import { installMatchMedia } from './support/match-media';

function Page( { initiallyOpen = false } ) {
	const [ isOpen, setOpen ] = useState( initiallyOpen );
	return (
		<>
			<button onClick={ () => setOpen( true ) }>Edit schedule</button>
			<Modal
				isOpen={ isOpen }
				onClose={ () => setOpen( false ) }
				title="Edit Withdraw Schedule"
				footer={
					<button onClick={ () => setOpen( false ) }>
						Change Schedule
					</button>
				}
			>
				<p>Next Payment</p>
				<button>Inside</button>
			</Modal>
		</>
	);
}

const dialog = () =>
	screen.queryByRole( 'dialog', { name: 'Edit Withdraw Schedule' } );
const durationOf = ( element: HTMLElement ) =>
	element.style.getPropertyValue( '--vps-modal-transition-duration' );

async function openModal() {
	const user = userEvent.setup();
	render( <Page /> );
	await user.click( screen.getByRole( 'button', { name: 'Edit schedule' } ) );
	await waitFor( () => expect( dialog() ).toBeInTheDocument() );
	return user;
}

beforeEach( () => {
	installMatchMedia();
} );

afterEach( () => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	resetLocaleData();
} );

describe( 'Modal', () => {
	it( 'is a dialog named after its title, with its content and footer inside', async () => {
		await openModal();
		expect( dialog() ).toHaveTextContent( 'Next Payment' );
		expect(
			screen.getByRole( 'button', { name: 'Change Schedule' } )
		).toBeInTheDocument();
	} );

	it( 'closes when its X button is clicked', async () => {
		const user = await openModal();
		await user.click(
			screen.getByRole( 'button', {
				name: 'Close Edit Withdraw Schedule',
			} )
		);
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
	} );

	it( 'closes when the backdrop is clicked', async () => {
		const user = await openModal();
		const panel = screen
			.getByText( 'Next Payment' )
			.closest( '.vps-modal__panel' );
		const backdrop = panel?.parentElement as HTMLElement;
		await user.click( backdrop );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
	} );

	it( 'stays open when its content is clicked', async () => {
		const user = await openModal();
		await user.click( screen.getByText( 'Next Payment' ) );
		expect( dialog() ).toBeInTheDocument();
	} );

	it( 'closes on Escape', async () => {
		const user = await openModal();
		await user.keyboard( '{Escape}' );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
	} );

	it( 'takes focus when it opens and keeps it inside while open', async () => {
		const user = await openModal();
		expect( dialog() ).toHaveFocus();
		const close = screen.getByRole( 'button', {
			name: 'Close Edit Withdraw Schedule',
		} );
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Inside' } )
		).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Change Schedule' } )
		).toHaveFocus();
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab( { shift: true } );
		expect(
			screen.getByRole( 'button', { name: 'Change Schedule' } )
		).toHaveFocus();
	} );

	it( 'gives focus back to the button that opened it', async () => {
		const user = await openModal();
		await user.keyboard( '{Escape}' );
		await waitFor( () => expect( dialog() ).not.toBeInTheDocument() );
		expect(
			screen.getByRole( 'button', { name: 'Edit schedule' } )
		).toHaveFocus();
	} );

	it( 'names its X button in the site language', async () => {
		setLocaleData(
			{ 'Close %s': [ 'Fermer %s' ] },
			'vendor-payout-schedule'
		);
		await openModal();
		expect(
			screen.getByRole( 'button', {
				name: 'Fermer Edit Withdraw Schedule',
			} )
		).toBeInTheDocument();
	} );

	it( 'enters in 300 ms and leaves in 200 ms', async () => {
		const user = await openModal();
		const root = dialog() as HTMLElement;
		expect( durationOf( root ) ).toBe( `${ MODAL_ENTER_DURATION_MS }ms` );
		expect( MODAL_ENTER_DURATION_MS ).toBe( 300 );
		await user.keyboard( '{Escape}' );
		expect( durationOf( root ) ).toBe( `${ MODAL_LEAVE_DURATION_MS }ms` );
		expect( MODAL_LEAVE_DURATION_MS ).toBe( 200 );
	} );

	it( 'has no transition when the user prefers reduced motion', async () => {
		installMatchMedia( { reducedMotion: true } );
		const user = await openModal();
		const root = dialog() as HTMLElement;
		expect( durationOf( root ) ).toBe( '0ms' );
		await user.keyboard( '{Escape}' );
		expect( durationOf( root ) ).toBe( '0ms' );
	} );

	// A transition starts a frame or two after the state changes, so each check leaves a margin
	// smaller than the gap to any other plausible length.
	it( 'stays on the page until its 200 ms leave transition has run', async () => {
		installCssTransitions();
		const user = startFakeClock();
		render( <Page initiallyOpen /> );
		await act( () =>
			vi.advanceTimersByTimeAsync( MODAL_ENTER_DURATION_MS + 100 )
		);
		await user.keyboard( '{Escape}' );
		await act( () => vi.advanceTimersByTimeAsync( 190 ) );
		expect( screen.getByText( 'Next Payment' ) ).toBeInTheDocument();
		await act( () => vi.advanceTimersByTimeAsync( 100 ) );
		expect( screen.queryByText( 'Next Payment' ) ).not.toBeInTheDocument();
	} );

	it( 'leaves the page when closed while still entering, and when reopened while leaving', async () => {
		installCssTransitions();
		const user = startFakeClock();
		render( <Page initiallyOpen /> );
		await act( () => vi.advanceTimersByTimeAsync( 60 ) );
		await user.keyboard( '{Escape}' );
		await act( () =>
			vi.advanceTimersByTimeAsync( MODAL_LEAVE_DURATION_MS + 100 )
		);
		expect( dialog() ).not.toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Edit schedule' } )
		);
		await act( () => vi.advanceTimersByTimeAsync( 50 ) );
		expect( dialog() ).toBeInTheDocument();
		await user.keyboard( '{Escape}' );
		await act( () => vi.advanceTimersByTimeAsync( 50 ) );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Edit schedule',
				hidden: true,
			} )
		);
		await act( () =>
			vi.advanceTimersByTimeAsync( MODAL_ENTER_DURATION_MS + 100 )
		);
		const panel = screen
			.getByText( 'Next Payment' )
			.closest( '.vps-modal__panel' );
		expect( panel ).not.toHaveAttribute( 'data-closed' );
		await user.keyboard( '{Escape}' );
		await act( () =>
			vi.advanceTimersByTimeAsync( MODAL_LEAVE_DURATION_MS + 100 )
		);
		expect( dialog() ).not.toBeInTheDocument();
	} );

	it( 'plays its enter transition for 300 ms', async () => {
		installCssTransitions();
		startFakeClock();
		render( <Page initiallyOpen /> );
		const panel = screen
			.getByText( 'Next Payment' )
			.closest( '.vps-modal__panel' );
		await act( () => vi.advanceTimersByTimeAsync( 290 ) );
		expect( panel ).toHaveAttribute( 'data-enter' );
		await act( () => vi.advanceTimersByTimeAsync( 100 ) );
		expect( panel ).not.toHaveAttribute( 'data-enter' );
	} );
} );
