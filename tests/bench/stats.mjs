/**
 * Small statistics for the benchmark's samples.
 */

/**
 * @param {number[]} samples Values.
 * @return {number} The median (mean of the two middle values for an even count).
 */
export function median( samples ) {
	const sorted = [ ...samples ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * @param {number[]} samples Values.
 * @param {number}   p       Percentile between 0 and 100.
 * @return {number} Nearest-rank percentile.
 */
export function percentile( samples, p ) {
	const sorted = [ ...samples ].sort( ( a, b ) => a - b );
	const rank = Math.min(
		sorted.length - 1,
		Math.max( 0, Math.ceil( ( p / 100 ) * sorted.length ) - 1 )
	);
	return sorted[ rank ];
}

/**
 * @param {number} ms Milliseconds.
 * @return {string} E.g. "12.3 ms".
 */
export function formatMs( ms ) {
	return `${ ms.toFixed( 1 ) } ms`;
}

/**
 * @param {number} value A ratio.
 * @return {string} E.g. "1.04×".
 */
export function formatRatio( value ) {
	return `${ value.toFixed( 2 ) }×`;
}
