/**
 * A part of the panel's code that comes in a chunk of its own (a dialog and the widgets only it
 * uses), so that the page does not load it before the panel shows.
 */

export interface LazyChunk< T > {
	/** Fetches the chunk once; later calls share the same download. */
	load: () => Promise< T >;
	/** What the chunk gave, once it has arrived; null before. */
	loaded: () => T | null;
}

/**
 * @param fetchChunk Fetches the chunk and picks what it gives, e.g.
 *                   `() => import( './dialog' ).then( ( module ) => module.Dialog )`.
 * @return The chunk, fetched on the first `load()`.
 */
export function lazyChunk< T >(
	fetchChunk: () => Promise< T >
): LazyChunk< T > {
	let value: T | null = null;
	let pending: Promise< T > | null = null;
	return {
		load() {
			pending ??= fetchChunk().then(
				( result ) => {
					value = result;
					return result;
				},
				( error: unknown ) => {
					// A failed download (offline for a moment, a plugin update in between) is tried
					// again on the next call rather than remembered.
					pending = null;
					throw error;
				}
			);
			return pending;
		},
		loaded: () => value,
	};
}
