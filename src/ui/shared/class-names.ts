/**
 * Joins the class names that are set, so a modifier can be written `isOpen && 'vps-x--open'`.
 *
 * @param names Class names, or falsy values for the ones that do not apply.
 * @return The class attribute value.
 */
export function classNames(
	...names: Array< string | false | null | undefined >
): string {
	return names.filter( Boolean ).join( ' ' );
}
