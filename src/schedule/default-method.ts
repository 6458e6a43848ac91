/**
 * Internal dependencies
 */
import type { DisbursementSettings, MethodOption, PageSettings } from '../api';
import { ownValue } from '../utils';

/**
 * The method a save sends unless the vendor picks another: the schedule's default method, else
 * the page's, else the first one the vendor has — so the choice is always one the select offers
 * and the server accepts (never a malformed entry).
 *
 * @param disbursement The vendor's schedule settings.
 * @param page         The withdraw page's settings.
 */
export function defaultMethodChoice(
	disbursement: DisbursementSettings,
	page: PageSettings
): string {
	const choosable = page.methodOptions.filter(
		( option ) => ! option.isDisabled
	);
	const offered = ( value: string ) =>
		value !== '' && choosable.some( ( option ) => option.value === value );
	if ( offered( disbursement.defaultMethod ) ) {
		return disbursement.defaultMethod;
	}
	if ( offered( page.withdrawMethod ) ) {
		return page.withdrawMethod;
	}
	return choosable[ 0 ]?.value ?? '';
}

/**
 * The label of the default method with the vendor's account details, for the summary line: the
 * page's option label, else what the disbursement call says of it (shown while the page settings
 * are still loading), else its key.
 *
 * @param disbursement   The vendor's schedule settings.
 * @param methodOptions  The payment methods of the page.
 * @param fallbackMethod The page's default method, used when the schedule names none.
 */
export function defaultMethodLabel(
	disbursement: DisbursementSettings,
	methodOptions: MethodOption[],
	fallbackMethod: string
): string {
	const key = disbursement.defaultMethod || fallbackMethod;
	const option = methodOptions.find(
		( candidate ) => candidate.value === key
	);
	return (
		option?.label ??
		ownValue( disbursement.methodAdditionalInfo, key ) ??
		ownValue( disbursement.activeMethods, key ) ??
		key
	);
}
