/**
 * External dependencies
 */
// eslint-disable-next-line import/no-extraneous-dependencies -- react-select's dependency; the test shows it resolves to the adapter.
import { jsx as resolvedJsx } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import ReactSelect from 'react-select';

/**
 * Internal dependencies
 */
import {
	CacheProvider,
	css,
	jsx,
	keyframes,
} from '../../../../src/ui/library-adapters/emotion-react';

/**
 * goober finds its style element again as `window._goober`, which jsdom does not provide; here it
 * may write to several.
 *
 * @return The CSS text goober has written to the page.
 */
const sheet = () =>
	[ ...document.querySelectorAll( 'style#_goober' ) ]
		.map( ( element ) => element.textContent )
		.join( '' );

describe( 'the emotion adapter', () => {
	it( 'is what @emotion/react resolves to', () => {
		expect( resolvedJsx ).toBe( jsx );
	} );

	it( 'turns a css prop into a class with those rules, next to the classes already given', () => {
		render(
			jsx(
				'div',
				{
					'data-testid': 'control',
					className: 'vps-select__control',
					css: {
						minHeight: 40,
						':hover': { borderColor: '#9ca3af' },
					},
				},
				'Search'
			)
		);
		const control = screen.getByTestId( 'control' );
		const classes = [ ...control.classList ];
		expect( classes[ 0 ] ).toBe( 'vps-select__control' );
		const generated = classes[ 1 ];
		expect( generated ).toMatch( /^go\d+$/ );
		expect( sheet() ).toContain( `.${ generated }{min-height:40px;}` );
		expect( sheet() ).toContain(
			`.${ generated }:hover{border-color:#9ca3af;}`
		);
		expect( control ).toHaveTextContent( 'Search' );
		expect( control ).not.toHaveAttribute( 'css' );
	} );

	it( 'gives equal styles one class, and different styles another', () => {
		render(
			<>
				{ jsx( 'span', { 'data-testid': 'a', css: { width: 1 } } ) }
				{ jsx( 'span', { 'data-testid': 'b', css: { width: 1 } } ) }
				{ jsx( 'span', { 'data-testid': 'c', css: { width: 2 } } ) }
			</>
		);
		const a = screen.getByTestId( 'a' ).className;
		expect( screen.getByTestId( 'b' ).className ).toBe( a );
		expect( screen.getByTestId( 'c' ).className ).not.toBe( a );
	} );

	it( 'draws styles serialised at build time', () => {
		render(
			jsx( 'span', {
				'data-testid': 'hidden',
				css: {
					name: 'x-a11yText',
					styles: 'label:a11yText;position:absolute;width:1px;',
				},
			} )
		);
		const generated = screen.getByTestId( 'hidden' ).className;
		expect( sheet() ).toContain(
			`.${ generated }{position:absolute;width:1px;}`
		);
	} );

	it( 'leaves an element without a css prop as it is', () => {
		render( jsx( 'p', { className: 'vps-x' }, 'plain' ) );
		expect( screen.getByText( 'plain' ).className ).toBe( 'vps-x' );
	} );

	it( 'merges css objects, later ones winning, and passes over strings', () => {
		expect(
			css( { color: 'red', top: 0 }, ';label:LoadingDot;', {
				color: 'blue',
			} )
		).toEqual( { color: 'blue', top: 0 } );
	} );

	it( 'draws react-select, and ends every declaration of its serialised styles', () => {
		render(
			<ReactSelect
				aria-label="Method"
				classNamePrefix="probe"
				options={ [ { label: 'Bitcoin', value: 'bitcoin' } ] }
			/>
		);
		const control = document.querySelector( '.probe__control' );
		expect( control?.className ).toMatch( /\bgo\d+\b/ );
		expect( control?.className ).not.toMatch( /\bcss-/ );
		expect( sheet() ).not.toMatch( /[a-z-]+:[^;{}]+}/ );
	} );

	it( 'adds keyframes to the page and returns their name for an animation', () => {
		const name = keyframes`0%, 100% { opacity: 0; } 40% { opacity: 1; }`;
		expect( name ).toMatch( /^go\d+$/ );
		expect( sheet() ).toContain( `@keyframes ${ name }{` );
		expect( sheet() ).toContain( 'opacity:1;' );
	} );

	it( 'has a cache provider that renders what it wraps', () => {
		render(
			<CacheProvider>
				<p>inside</p>
			</CacheProvider>
		);
		expect( screen.getByText( 'inside' ) ).toBeInTheDocument();
	} );
} );
