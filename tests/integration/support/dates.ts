/**
 * Reading the dates the server formats with the site's date format (`F j, Y` on the local site).
 */

const WEEKDAYS = [
	'sunday',
	'monday',
	'tuesday',
	'wednesday',
	'thursday',
	'friday',
	'saturday',
];

/**
 * A `F j, Y` date (e.g. "November 23, 2026") as a UTC midnight.
 * @param text A date as the site prints it.
 */
export function parseSiteDate( text: string ): Date {
	const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec( text );
	if ( ! match ) {
		throw new Error( `Not a site date: ${ text }` );
	}
	const month = new Date( `${ match[ 1 ] } 1, 2000 UTC` ).getUTCMonth();
	return new Date(
		Date.UTC( Number( match[ 3 ] ), month, Number( match[ 2 ] ) )
	);
}

/**
 * The lowercase weekday key of a parsed date.
 * @param date A date from parseSiteDate().
 */
export function weekdayOf( date: Date ): string {
	return WEEKDAYS[ date.getUTCDay() ] ?? '';
}

/**
 * Whole days from today (UTC, the local site's timezone) to the date.
 * @param date A date from parseSiteDate().
 */
export function daysFromToday( date: Date ): number {
	const now = new Date();
	const today = Date.UTC(
		now.getUTCFullYear(),
		now.getUTCMonth(),
		now.getUTCDate()
	);
	return Math.round( ( date.getTime() - today ) / 86_400_000 );
}
