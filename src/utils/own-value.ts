/**
 * Looks a key up in a record built from server data. Keys come from the server or the vendor's
 * choice, so `constructor` or `toString` must not find what every object inherits.
 *
 * @param record Record built from server data.
 * @param key    Key to look up.
 */
export function ownValue< T >(
	record: Readonly< Record< string, T > >,
	key: string
): T | undefined {
	return Object.prototype.hasOwnProperty.call( record, key )
		? record[ key ]
		: undefined;
}
