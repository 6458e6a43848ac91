/**
 * Internal dependencies
 */
import { decodeEntities } from '../../../src/utils';

describe( 'decodeEntities', () => {
	it.each( [
		[ '&#36;', '$' ],
		[ '&euro;', '€' ],
		[ '&#x20AC;', '€' ],
		[ '&#X20ac;', '€' ],
		[ '&amp;', '&' ],
		[ '&#2547;&nbsp;', '৳\u00a0' ],
		[ '&#x62f;.&#x625;', 'د.إ' ],
		[ 'kr.', 'kr.' ],
		[ '&yen;', '¥' ],
		[ '&fnof;', 'ƒ' ],
	] )( 'decodes %s', ( input, expected ) => {
		expect( decodeEntities( input ) ).toBe( expected );
	} );

	it( 'leaves unknown, broken and out-of-range entities as written', () => {
		expect( decodeEntities( '&nosuchthing; & &#xD800; &#99999999;' ) ).toBe(
			'&nosuchthing; & &#xD800; &#99999999;'
		);
	} );

	it( 'decodes markup into text without creating elements', () => {
		const before = document.body.innerHTML;
		expect( decodeEntities( '&lt;img src=x onerror=alert(1)&gt;' ) ).toBe(
			'<img src=x onerror=alert(1)>'
		);
		expect( document.body.innerHTML ).toBe( before );
	} );
} );
