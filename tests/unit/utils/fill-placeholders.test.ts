/**
 * Internal dependencies
 */
import { fillPlaceholders } from '../../../src/utils';

describe( 'fillPlaceholders', () => {
	it( 'puts values in place of numbered placeholders, in the order the sentence asks', () => {
		expect( fillPlaceholders( '%2$s before %1$s', [ 'A', 'B' ] ) ).toEqual(
			[ 'B', ' before ', 'A' ]
		);
	} );

	it( 'fills plain %s in turn and keeps a literal %%', () => {
		expect( fillPlaceholders( '%s is 100%% %s', [ 1, 2 ] ) ).toEqual( [
			1,
			' is 100',
			'%',
			' ',
			2,
		] );
	} );

	it( 'inserts values as they are, markup included, and drops placeholders without a value', () => {
		expect( fillPlaceholders( '<b>%1$s</b>%3$s', [ '<i>' ] ) ).toEqual( [
			'<b>',
			'<i>',
			'</b>',
		] );
	} );
} );
