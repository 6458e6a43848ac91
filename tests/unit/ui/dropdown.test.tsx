import './support/resize-observer';

/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Dropdown } from '../../../src/ui';
import type { DropdownProps } from '../../../src/ui';
import { installLayout } from './support/layout';
import type { Box } from './support/layout';

const MENU_SIZE = { width: 200, height: 150 };
const isTrigger = ( element: Element ) =>
	element.tagName === 'BUTTON' &&
	element.getAttribute( 'aria-haspopup' ) === 'menu';
const isMenu = ( element: Element ) =>
	element.getAttribute( 'role' ) === 'menu';

const trigger = () => screen.getByRole( 'button', { name: 'Actions' } );
const menu = () => screen.queryByRole( 'menu' );

function Page( props: Partial< DropdownProps > ) {
	return (
		<>
			<p>Outside</p>
			<Dropdown
				label="Actions"
				items={ [
					{
						label: 'Edit schedule',
						onClick: props.items?.[ 0 ]?.onClick,
					},
					{ label: 'Disable' },
				] }
				{ ...props }
			/>
		</>
	);
}

async function open( props: Partial< DropdownProps > = {} ) {
	const user = userEvent.setup();
	render( <Page { ...props } /> );
	await user.click( trigger() );
	expect( menu() ).toBeInTheDocument();
	return user;
}

let layout: ReturnType< typeof installLayout >;

// Without layout every box is empty and every trigger out of view, which closes any menu at once;
// by default the trigger sits in view and the menu has a size.
beforeEach( () => {
	layout = installLayout();
	layout.place( isTrigger, () => ( {
		x: 500,
		y: 100,
		width: 100,
		height: 40,
	} ) );
	layout.place( isMenu, () => ( { x: 0, y: 0, ...MENU_SIZE } ) );
} );

describe( 'Dropdown', () => {
	it( 'opens and closes on clicks of its trigger', async () => {
		const user = await open();
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.click( trigger() );
		expect( menu() ).not.toBeInTheDocument();
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'names its menu after the trigger and lists its items', async () => {
		await open();
		expect(
			screen.getByRole( 'menu', { name: 'Actions' } )
		).toBeInTheDocument();
		expect(
			screen
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Edit schedule', 'Disable' ] );
	} );

	it( 'closes on a click outside', async () => {
		const user = await open();
		await user.click( screen.getByText( 'Outside' ) );
		expect( menu() ).not.toBeInTheDocument();
	} );

	it( 'runs the chosen item and closes', async () => {
		const onClick = vi.fn();
		const user = await open( {
			items: [ { label: 'Edit schedule', onClick } ],
		} );
		await user.click(
			screen.getByRole( 'menuitem', { name: 'Edit schedule' } )
		);
		expect( onClick ).toHaveBeenCalledTimes( 1 );
		expect( menu() ).not.toBeInTheDocument();
	} );

	it( 'stays open when a disabled item is clicked', async () => {
		const onClick = vi.fn();
		const user = await open( {
			items: [ { label: 'Disable', onClick, disabled: true } ],
		} );
		await user.click( screen.getByRole( 'menuitem', { name: 'Disable' } ) );
		expect( onClick ).not.toHaveBeenCalled();
		expect( menu() ).toBeInTheDocument();
	} );

	it( 'closes when a menu item of its own content is clicked', async () => {
		const user = await open( {
			items: [],
			children: (
				<a role="menuitem" href="#payment">
					Payment settings
				</a>
			),
		} );
		await user.click(
			screen.getByRole( 'menuitem', { name: 'Payment settings' } )
		);
		expect( menu() ).not.toBeInTheDocument();
	} );

	it( 'closes on Escape and gives focus back to its trigger', async () => {
		const user = await open();
		await waitFor( () =>
			expect( screen.getByRole( 'menu' ) ).toContainElement(
				trigger().ownerDocument.activeElement as HTMLElement
			)
		);
		await user.keyboard( '{Escape}' );
		expect( menu() ).not.toBeInTheDocument();
		expect( trigger() ).toHaveFocus();
	} );

	it( 'moves between its items with the arrow keys after opening from the keyboard', async () => {
		const user = userEvent.setup();
		render( <Page /> );
		act( () => trigger().focus() );
		await user.keyboard( '{Enter}' );
		const [ first, second ] = screen.getAllByRole( 'menuitem' );
		await waitFor( () => expect( first ).toHaveFocus() );
		await user.keyboard( '{ArrowDown}' );
		await waitFor( () => expect( second ).toHaveFocus() );
		await user.keyboard( '{ArrowUp}' );
		await waitFor( () => expect( first ).toHaveFocus() );
	} );

	it( 'accepts a trigger of its own', async () => {
		const user = userEvent.setup();
		render(
			<Dropdown
				trigger={ ( { isOpen, ...props } ) => (
					<button { ...props }>
						{ isOpen ? 'Hide options' : 'Show options' }
					</button>
				) }
				items={ [ { label: 'Disable' } ] }
			/>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Show options' } )
		);
		expect(
			screen.getByRole( 'menu', { name: 'Hide options' } )
		).toBeInTheDocument();
	} );

	describe( 'placement', () => {
		function layOut( triggerBox: () => Box ) {
			layout.place( isTrigger, triggerBox );
		}

		const position = () => {
			const match = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(
				menu()?.style.transform ?? ''
			);
			return match
				? { x: Number( match[ 1 ] ), y: Number( match[ 2 ] ) }
				: null;
		};

		it( 'opens below its trigger, aligned to its right edge, 8px away', async () => {
			layOut( () => ( { x: 500, y: 100, width: 100, height: 40 } ) );
			await open();
			await waitFor( () =>
				expect( position() ).toEqual( { x: 600 - 200, y: 140 + 8 } )
			);
			expect( menu() ).toHaveAttribute( 'data-placement', 'bottom-end' );
		} );

		it( 'opens above its trigger when there is no room below', async () => {
			layOut( () => ( { x: 500, y: 700, width: 100, height: 40 } ) );
			await open();
			await waitFor( () =>
				expect( menu() ).toHaveAttribute( 'data-placement', 'top-end' )
			);
			expect( position() ).toEqual( { x: 400, y: 700 - 8 - 150 } );
		} );

		it( 'stays below when asked not to move', async () => {
			layOut( () => ( { x: 500, y: 700, width: 100, height: 40 } ) );
			await open( { autoPlacement: false } );
			await waitFor( () =>
				expect( position() ).toEqual( { x: 400, y: 748 } )
			);
			expect( menu() ).toHaveAttribute( 'data-placement', 'bottom-end' );
		} );

		it( 'keeps 16px from the edge of the viewport, and its arrow 16px from its corner', async () => {
			layOut( () => ( { x: 0, y: 100, width: 40, height: 40 } ) );
			await open();
			await waitFor( () =>
				expect( position() ).toEqual( { x: 16, y: 148 } )
			);
			const arrow = menu()?.querySelector( 'svg' );
			expect( arrow?.style.left ).toBe( '16px' );
		} );

		it( 'closes when its trigger is scrolled out of view', async () => {
			let triggerTop = 100;
			layOut( () => ( {
				x: 500,
				y: triggerTop,
				width: 100,
				height: 40,
			} ) );
			await open();
			await waitFor( () => expect( position() ).not.toBeNull() );
			triggerTop = 300;
			act( () => {
				window.dispatchEvent( new Event( 'scroll' ) );
			} );
			await waitFor( () =>
				expect( position() ).toEqual( { x: 400, y: 348 } )
			);
			triggerTop = -60;
			act( () => {
				window.dispatchEvent( new Event( 'scroll' ) );
			} );
			await waitFor( () => expect( menu() ).not.toBeInTheDocument() );
		} );
	} );
} );
