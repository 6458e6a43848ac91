/**
 * Internal dependencies
 */
import { toGooberStyles } from '../../../../src/ui/library-adapters/emotion-react/to-goober-styles';

describe( 'emotion styles for goober', () => {
	it( 'writes properties hyphenated, vendor prefixes included', () => {
		expect(
			toGooberStyles( {
				minHeight: '40px',
				WebkitOverflowScrolling: 'touch',
				msOverflowStyle: 'none',
				'--vps-x': 'red',
			} )
		).toEqual( {
			'min-height': '40px',
			'-webkit-overflow-scrolling': 'touch',
			'-ms-overflow-style': 'none',
			'--vps-x': 'red',
		} );
	} );

	it( 'adds px to numeric lengths, not to zero, unitless properties or custom properties', () => {
		expect(
			toGooberStyles( {
				minHeight: 38,
				borderWidth: 1,
				margin: 0,
				zIndex: 9999,
				opacity: 0.5,
				flex: 1,
				lineHeight: 1,
				fontWeight: 600,
				'--vps-gap': 4,
			} )
		).toEqual( {
			'min-height': '38px',
			'border-width': '1px',
			margin: 0,
			'z-index': 9999,
			opacity: 0.5,
			flex: 1,
			'line-height': 1,
			'font-weight': 600,
			'--vps-gap': 4,
		} );
	} );

	it( 'anchors pseudo selectors to the element, as emotion does, and keeps the others', () => {
		expect(
			toGooberStyles( {
				':hover': { borderColor: '#999' },
				'&:after': { content: 'attr(data-value) " "' },
				':hover, :focus-within': { color: 'red' },
				'& input, & input:focus': { border: 0 },
				':is(a, b)': { color: 'blue' },
				svg: { fill: 'currentColor' },
			} )
		).toEqual( {
			'&:hover': { 'border-color': '#999' },
			'&:after': { content: 'attr(data-value) " "' },
			'&:hover,&:focus-within': { color: 'red' },
			'& input, & input:focus': { border: 0 },
			'&:is(a, b)': { color: 'blue' },
			svg: { fill: 'currentColor' },
		} );
	} );

	it( 'keeps at-rules and converts what is inside them', () => {
		expect(
			toGooberStyles( {
				'@media (max-width: 600px)': { paddingTop: 8 },
			} )
		).toEqual( { '@media (max-width: 600px)': { 'padding-top': '8px' } } );
	} );

	it( 'leaves out labels and values that are not set', () => {
		expect(
			toGooberStyles( {
				label: 'control',
				color: undefined,
				background: null,
				cursor: false,
				display: 'flex',
			} )
		).toEqual( { display: 'flex' } );
	} );

	it( 'takes styles serialised at build time as text, without their labels', () => {
		expect(
			toGooberStyles( {
				name: '7pg0cj-a11yText',
				styles: 'label:a11yText;z-index:9999;clip:rect(1px, 1px, 1px, 1px);label:A11yText;',
			} )
		).toBe( 'z-index:9999;clip:rect(1px, 1px, 1px, 1px);' );
	} );
} );
