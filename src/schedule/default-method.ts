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
 * The label of the default method with the vendor's account details, for the summary line — or
 * null when the vendor cannot be paid with it (they removed it from their payment settings, or
 * the marketplace switched it off), so the line never names a method the run would skip. The
 * vendor's methods are the page's choosable ones, else (while the page still loads them) those
 * the server says the vendor can be paid with (`method_additional_info`, the list the run decides
 * on). The shop's list (`active_methods`) is not the vendor's: it holds methods they never set up.
 *
 * @param disbursement   The vendor's schedule settings.
 * @param methodOptions  The payment methods of the page.
 * @param fallbackMethod The page's default method, used when the schedule names none.
 */
export function defaultMethodLabel(
	disbursement: DisbursementSettings,
	methodOptions: MethodOption[],
	fallbackMethod: string
): string | null {
	const key = disbursement.defaultMethod || fallbackMethod;
	const option = methodOptions.find(
		( candidate ) => candidate.value === key && ! candidate.isDisabled
	);
	return (
		option?.label ??
		ownValue( disbursement.methodAdditionalInfo, key ) ??
		null
	);
}
