/**
 * The summary line under the "Schedule" heading.
 */

/**
 * WordPress dependencies
 */
import { Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DisbursementSettings, PageSettings } from '../../api';
import { fillPlaceholders, formatPrice, ownValue } from '../../utils';
import { defaultMethodLabel } from '../default-method';
import { summaryTemplate } from './summary-template';
import './style.scss';

export interface ScheduleSummaryProps {
	/** The vendor's schedule settings; the line follows `isScheduleSelected`. */
	settings: DisbursementSettings;
	/** The page settings, for the default method's label and details. */
	page: PageSettings;
}

export function ScheduleSummary( { settings, page }: ScheduleSummaryProps ) {
	if ( ! settings.isScheduleSelected ) {
		return (
			<p className="vps-schedule-summary">
				{ summaryTemplate(
					__(
						'Please update your withdraw schedule selection to get payment automatically.',
						'vendor-payout-schedule'
					),
					{ isScheduleSelected: false, schedule: '' }
				) }
			</p>
		);
	}

	const schedule = ownValue( settings.schedules, settings.selectedSchedule );
	const parts = fillPlaceholders(
		summaryTemplate(
			/* translators: 1: schedule title, e.g. "Weekly". 2: date of the next payout. 3: payment method with the vendor's account details, e.g. "PayPal ( vendor@example.com )". 4: minimum balance, e.g. "$50.00". */
			__(
				'%1$s, next on %2$s to %3$s. Only when the balance is %4$s or more.',
				'vendor-payout-schedule'
			),
			{ isScheduleSelected: true, schedule: settings.selectedSchedule }
		),
		[
			<strong key="title" className="vps-schedule-summary__value">
				{ schedule?.title ?? settings.selectedSchedule }
			</strong>,
			schedule?.next ?? '',
			<strong key="method" className="vps-schedule-summary__value">
				{ defaultMethodLabel(
					settings,
					page.methodOptions,
					page.withdrawMethod
				) }
			</strong>,
			<strong key="minimum" className="vps-schedule-summary__value">
				{ formatPrice( settings.minimumAmountSelected ) }
			</strong>,
		]
	);

	return (
		<p className="vps-schedule-summary">
			{ parts.map( ( part, index ) => (
				<Fragment key={ index }>{ part }</Fragment>
			) ) }
		</p>
	);
}
