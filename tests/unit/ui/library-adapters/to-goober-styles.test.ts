/**
 * Internal dependencies
 */
import { toGooberStyles } from '../../../../src/ui/library-adapters/emotion-react/to-goober-styles';

describe( 'emotion styles as CSS text for goober', () => {
	it( 'writes properties hyphenated, vendor prefixes included', () => {
		expect(
			toGooberStyles( {
				minHeight: '40px',
				WebkitOverflowScrolling: 'touch',
				msOverflowStyle: 'none',
				'--vps-x': 'red',
			} )
		).toBe(
			'min-height:40px;-webkit-overflow-scrolling:touch;-ms-overflow-style:none;--vps-x:red;'
		);
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
		).toBe(
			'min-height:38px;border-width:1px;margin:0;z-index:9999;opacity:0.5;flex:1;line-height:1;font-weight:600;--vps-gap:4;'
		);
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
		).toBe(
			'&:hover{border-color:#999;}' +
				'&:after{content:attr(data-value) " ";}' +
				'&:hover,&:focus-within{color:red;}' +
				'& input, & input:focus{border:0;}' +
				'&:is(a, b){color:blue;}' +
				'svg{fill:currentColor;}'
		);
	} );

	it( 'puts declarations before nested rules, and keeps at-rules', () => {
		expect(
			toGooberStyles( {
				'@media (max-width: 600px)': { paddingTop: 8 },
				display: 'flex',
			} )
		).toBe( 'display:flex;@media (max-width: 600px){padding-top:8px;}' );
	} );

	it( 'writes fallback values in order, and Safari’s prefix where it still needs one', () => {
		expect(
			toGooberStyles( {
				display: [ '-webkit-box', 'flex' ],
				userSelect: 'none',
			} )
		).toBe(
			'display:-webkit-box;display:flex;-webkit-user-select:none;user-select:none;'
		);
	} );

	it( 'leaves out labels, empty values and values that are not set', () => {
		expect(
			toGooberStyles( {
				label: 'control',
				color: undefined,
				background: null,
				cursor: false,
				transform: '',
				display: 'flex',
			} )
		).toBe( 'display:flex;' );
	} );

	it( 'gives different nestings different text', () => {
		expect(
			toGooberStyles( {
				':hover': { color: 'red' },
				boxSizing: 'border-box',
			} )
		).not.toBe(
			toGooberStyles( {
				':hover': { color: 'red', boxSizing: 'border-box' },
			} )
		);
	} );

	it( 'takes styles serialised at build time as text, without labels, each declaration ended', () => {
		// As react-select's production build has them: no label, no final semicolon.
		expect(
			toGooberStyles( {
				name: '8mmkcg',
				styles: 'display:inline-block;fill:currentColor;line-height:1;stroke:currentColor;stroke-width:0',
			} )
		).toBe(
			'display:inline-block;fill:currentColor;line-height:1;stroke:currentColor;stroke-width:0;'
		);
		// As its development build has them: labels, and a final semicolon.
		expect(
			toGooberStyles( {
				name: '7pg0cj-a11yText',
				styles: 'label:a11yText;z-index:9999;clip:rect(1px, 1px, 1px, 1px);label:A11yText;',
			} )
		).toBe( 'z-index:9999;clip:rect(1px, 1px, 1px, 1px);' );
	} );
} );
