/**
 * Small readers that take any JSON value and return a value of the wanted type or a fallback.
 */

export type JsonRecord = Record< string, unknown >;

/**
 * A plain object. PHP sends an empty map as `[]`, which is not a record (and has no entries).
 *
 * @param value Any JSON value.
 */
export function isRecord( value: unknown ): value is JsonRecord {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

export function readString( value: unknown, fallback = '' ): string {
	return typeof value === 'string' ? value : fallback;
}

export function readBoolean( value: unknown, fallback = false ): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

export function readNumber( value: unknown, fallback = 0 ): number {
	return typeof value === 'number' && Number.isFinite( value )
		? value
		: fallback;
}

export function readNumberList( value: unknown ): number[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.filter(
		( item ): item is number =>
			typeof item === 'number' && Number.isFinite( item )
	);
}

/**
 * Keeps the entries of a record whose value `read` accepts (returns non-undefined).
 * Object.fromEntries defines own properties, so a `__proto__` key stays a plain key.
 *
 * @param value Any JSON value.
 * @param read  Reads one entry; `undefined` drops it.
 */
export function readRecord< T >(
	value: unknown,
	read: ( entry: unknown, key: string ) => T | undefined
): Record< string, T > {
	if ( ! isRecord( value ) ) {
		return {};
	}
	const entries: Array< [ string, T ] > = [];
	for ( const [ key, entry ] of Object.entries( value ) ) {
		const item = read( entry, key );
		if ( item !== undefined ) {
			entries.push( [ key, item ] );
		}
	}
	return Object.fromEntries( entries );
}
