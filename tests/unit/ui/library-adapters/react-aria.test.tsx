/**
 * External dependencies
 */
/* eslint-disable import/no-extraneous-dependencies -- Headless UI's dependencies; the test shows they resolve to the adapter. */
import { useFocusRing as resolvedUseFocusRing } from '@react-aria/focus';
import { useHover as resolvedUseHover } from '@react-aria/interactions';
/* eslint-enable import/no-extraneous-dependencies */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { useFocusRing } from '../../../../src/ui/library-adapters/react-aria/focus';
import { useHover } from '../../../../src/ui/library-adapters/react-aria/interactions';
import { pointer } from '../support/pointer';

function FocusProbe( { startFocused = false }: { startFocused?: boolean } ) {
	const { isFocused, isFocusVisible, focusProps } = useFocusRing( {
		autoFocus: startFocused,
	} );
	return (
		<button
			type="button"
			data-focused={ isFocused || undefined }
			data-focus={ isFocusVisible || undefined }
			{ ...focusProps }
		>
			Probe
			<input aria-label="Inner" />
		</button>
	);
}

function HoverProbe( { isDisabled = false }: { isDisabled?: boolean } ) {
	const { isHovered, hoverProps } = useHover( { isDisabled } );
	return (
		<div
			data-testid="hover"
			data-hover={ isHovered || undefined }
			{ ...hoverProps }
		>
			Hover me
		</div>
	);
}

const probe = () => screen.getByRole( 'button', { name: /Probe/ } );

describe( 'the react-aria adapter', () => {
	it( 'is what @react-aria/focus and @react-aria/interactions resolve to', () => {
		expect( resolvedUseFocusRing ).toBe( useFocusRing );
		expect( resolvedUseHover ).toBe( useHover );
	} );

	describe( 'useFocusRing', () => {
		it( 'shows the ring for focus that arrives by keyboard', async () => {
			const user = userEvent.setup();
			render( <FocusProbe /> );
			await user.tab();
			expect( probe() ).toHaveFocus();
			expect( probe() ).toHaveAttribute( 'data-focus' );
		} );

		it( 'does not show it for focus that follows a click, until a key is pressed', async () => {
			const user = userEvent.setup();
			render( <FocusProbe /> );
			await user.click( probe() );
			expect( probe() ).toHaveAttribute( 'data-focused' );
			expect( probe() ).not.toHaveAttribute( 'data-focus' );
			await user.keyboard( '{ArrowDown}' );
			expect( probe() ).toHaveAttribute( 'data-focus' );
		} );

		it( 'ignores modifier keys on their own', async () => {
			const user = userEvent.setup();
			render( <FocusProbe /> );
			await user.click( probe() );
			await user.keyboard( '{Shift}' );
			expect( probe() ).not.toHaveAttribute( 'data-focus' );
		} );

		it( 'shows it for a click from assistive technology, which has no press before it', () => {
			render( <FocusProbe /> );
			fireEvent.mouseDown( document.body );
			fireEvent.click( document.body, { detail: 0 } );
			act( () => probe().focus() );
			expect( probe() ).toHaveAttribute( 'data-focus' );
		} );

		it( 'clears when focus leaves, and ignores focus inside the control', async () => {
			const user = userEvent.setup();
			render( <FocusProbe /> );
			await user.tab();
			await user.tab();
			expect(
				screen.getByRole( 'textbox', { name: 'Inner' } )
			).toHaveFocus();
			expect( probe() ).not.toHaveAttribute( 'data-focused' );
			expect( probe() ).not.toHaveAttribute( 'data-focus' );
		} );

		it( 'is not focused before focus arrives, even when asked to take it on mount', () => {
			render( <FocusProbe startFocused /> );
			expect( probe() ).not.toHaveAttribute( 'data-focused' );
			expect( probe() ).not.toHaveAttribute( 'data-focus' );
			act( () => probe().focus() );
			expect( probe() ).toHaveAttribute( 'data-focus' );
		} );

		it( 'counts Option+Tab as keyboard on a Mac, and Alt shortcuts elsewhere as not', async () => {
			const user = userEvent.setup();
			const platform = vi.spyOn( window.navigator, 'platform', 'get' );
			render( <FocusProbe /> );
			platform.mockReturnValue( 'Win32' );
			await user.click( probe() );
			await user.keyboard( '{Alt>}a{/Alt}' );
			expect( probe() ).not.toHaveAttribute( 'data-focus' );
			platform.mockReturnValue( 'MacIntel' );
			await user.keyboard( '{Alt>}a{/Alt}' );
			expect( probe() ).toHaveAttribute( 'data-focus' );
		} );
	} );

	describe( 'useHover', () => {
		it( 'is hovered while a mouse is over the element', async () => {
			const user = userEvent.setup();
			render( <HoverProbe /> );
			const element = screen.getByTestId( 'hover' );
			await user.hover( element );
			expect( element ).toHaveAttribute( 'data-hover' );
			await user.unhover( element );
			expect( element ).not.toHaveAttribute( 'data-hover' );
		} );

		it( 'does not count a finger as a hover, but does a pen', () => {
			render( <HoverProbe /> );
			const element = screen.getByTestId( 'hover' );
			pointer( element, 'pointerover', 'touch' );
			expect( element ).not.toHaveAttribute( 'data-hover' );
			pointer( element, 'pointerover', 'pen' );
			expect( element ).toHaveAttribute( 'data-hover' );
		} );

		it( 'ignores the mouse entry iOS sends right after a tap, not a real mouse later', () => {
			// A clock in the past, so the echo window it opens is over once real time is back.
			vi.useFakeTimers( { toFake: [ 'Date' ] } );
			vi.setSystemTime( new Date( 2020, 0, 1 ) );
			render( <HoverProbe /> );
			const element = screen.getByTestId( 'hover' );
			pointer( element, 'pointerover', 'touch' );
			pointer( element, 'pointerup', 'touch' );
			pointer( element, 'pointerover', 'mouse' );
			expect( element ).not.toHaveAttribute( 'data-hover' );
			pointer( element, 'pointerout', 'mouse' );
			vi.advanceTimersByTime( 600 );
			pointer( element, 'pointerover', 'mouse' );
			expect( element ).toHaveAttribute( 'data-hover' );
			vi.useRealTimers();
		} );

		it( 'ends when the pointer is over something else, even without leaving', () => {
			render(
				<>
					<HoverProbe />
					<p>Elsewhere</p>
				</>
			);
			const element = screen.getByTestId( 'hover' );
			pointer( element, 'pointerover', 'mouse' );
			expect( element ).toHaveAttribute( 'data-hover' );
			// The control moved from under a resting pointer: no pointerout reaches it.
			act( () => {
				screen.getByText( 'Elsewhere' ).dispatchEvent(
					new window.MouseEvent( 'pointerover', {
						bubbles: true,
					} )
				);
			} );
			expect( element ).not.toHaveAttribute( 'data-hover' );
		} );

		it( 'is never hovered while disabled, and stops being hovered when disabled', async () => {
			const user = userEvent.setup();
			const { rerender } = render( <HoverProbe /> );
			const element = screen.getByTestId( 'hover' );
			await user.hover( element );
			rerender( <HoverProbe isDisabled /> );
			expect( element ).not.toHaveAttribute( 'data-hover' );
			await user.unhover( element );
			await user.hover( element );
			expect( element ).not.toHaveAttribute( 'data-hover' );
		} );
	} );
} );
