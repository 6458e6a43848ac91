/**
 * Vitest's reporter calls Map.groupBy, which Node 20 (Debian's and this project's Node) lacks; without
 * it a failing test crashes the reporter instead of being reported.
 */
if ( typeof Map.groupBy !== 'function' ) {
	Map.groupBy = function groupBy( items, keyOf ) {
		const groups = new Map();
		let index = 0;
		for ( const item of items ) {
			const key = keyOf( item, index++ );
			if ( ! groups.has( key ) ) {
				groups.set( key, [] );
			}
			groups.get( key ).push( item );
		}
		return groups;
	};
}
