/**
 * The modal's choices. Only what the vendor changed is kept as state; everything else follows the
 * loaded settings, so method options arriving after the modal opened still give it a default.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	DisbursementChoice,
	DisbursementSettings,
	PageSettings,
} from '../../api';
import { formatPrice, ownValue } from '../../utils';
import { defaultMethodChoice } from '../default-method';

export interface Option< V > {
	label: string;
	value: V;
}

export interface ScheduleForm {
	choice: DisbursementChoice;
	/** Next payout date of the schedule currently chosen in the form. */
	nextPayment: string;
	scheduleOptions: Option< string >[];
	minimumOptions: Option< number >[];
	reserveOptions: Option< number >[];
	change: < K extends keyof DisbursementChoice >(
		field: K,
		value: DisbursementChoice[ K ]
	) => void;
}

function firstKey( record: Record< string, unknown > ): string {
	return Object.keys( record )[ 0 ] ?? '';
}

/**
 * @param settings The vendor's saved settings and the lists to choose from.
 * @param page     The withdraw page's settings (payment methods).
 * @param isOpen   The form starts again from the saved settings each time the modal opens.
 */
export function useScheduleForm(
	settings: DisbursementSettings,
	page: PageSettings,
	isOpen: boolean
): ScheduleForm {
	const [ changes, setChanges ] = useState< Partial< DisbursementChoice > >(
		{}
	);

	useEffect( () => {
		if ( isOpen ) {
			setChanges( {} );
		}
	}, [ isOpen ] );

	const choice: DisbursementChoice = {
		schedule: ownValue( settings.schedules, settings.selectedSchedule )
			? settings.selectedSchedule
			: firstKey( settings.schedules ),
		minimum: settings.minimumAmountSelected,
		reserve: settings.reserveBalanceSelected,
		method: defaultMethodChoice( settings, page ),
		...changes,
	};

	const scheduleOptions = useMemo(
		() =>
			Object.entries( settings.schedules ).map(
				( [ key, schedule ] ) => ( {
					value: key,
					label: schedule.description
						? sprintf(
								/* translators: 1: schedule title, e.g. "Weekly". 2: when it runs, e.g. "on Monday of every week." */
								__( '%1$s (%2$s)', 'vendor-payout-schedule' ),
								schedule.title,
								schedule.description
							)
						: schedule.title,
				} )
			),
		[ settings.schedules ]
	);

	const minimumOptions = useMemo(
		() =>
			settings.minimumAmountList.map( ( amount ) => ( {
				value: amount,
				label: sprintf(
					/* translators: %s: an amount of money, e.g. "$50.00". */
					__( '%s or more', 'vendor-payout-schedule' ),
					formatPrice( amount )
				),
			} ) ),
		[ settings.minimumAmountList ]
	);

	const reserveOptions = useMemo(
		() =>
			settings.reserveBalanceList.map( ( amount ) => ( {
				value: amount,
				label: formatPrice( amount ),
			} ) ),
		[ settings.reserveBalanceList ]
	);

	const change = useCallback(
		< K extends keyof DisbursementChoice >(
			field: K,
			value: DisbursementChoice[ K ]
		) => setChanges( ( current ) => ( { ...current, [ field ]: value } ) ),
		[]
	);

	return {
		choice,
		nextPayment:
			ownValue( settings.schedules, choice.schedule )?.next ?? '',
		scheduleOptions,
		minimumOptions,
		reserveOptions,
		change,
	};
}
