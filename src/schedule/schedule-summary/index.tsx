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
					{
						isScheduleSelected: false,
						schedule: '',
						hasMethod: false,
					}
				) }
			</p>
		);
	}

	const schedule = ownValue( settings.schedules, settings.selectedSchedule );
	const method = defaultMethodLabel(
		settings,
		page.methodOptions,
		page.withdrawMethod
	);
	const context = {
		isScheduleSelected: true,
		schedule: settings.selectedSchedule,
		hasMethod: method !== null,
	};
	// Without a method the vendor can be paid with, the line names none: the status line under it
	// says the payout is on hold and what to do, and the two must not contradict each other.
	const template =
		method === null
			? summaryTemplate(
					/* translators: 1: schedule title, e.g. "Weekly". 2: date of the next payout. 4: minimum balance, e.g. "$50.00". (No payment method: the vendor has none the payout could go to.) */
					__(
						'%1$s, next on %2$s. Only when the balance is %4$s or more.',
						'vendor-payout-schedule'
					),
					context
				)
			: summaryTemplate(
					/* translators: 1: schedule title, e.g. "Weekly". 2: date of the next payout. 3: payment method with the vendor's account details, e.g. "PayPal ( vendor@example.com )". 4: minimum balance, e.g. "$50.00". */
					__(
						'%1$s, next on %2$s to %3$s. Only when the balance is %4$s or more.',
						'vendor-payout-schedule'
					),
					context
				);
	const parts = fillPlaceholders( template, [
		<strong key="title" className="vps-schedule-summary__value">
			{ schedule?.title ?? settings.selectedSchedule }
		</strong>,
		schedule?.next ?? '',
		method === null ? (
			''
		) : (
			<strong key="method" className="vps-schedule-summary__value">
				{ method }
			</strong>
		),
		<strong key="minimum" className="vps-schedule-summary__value">
			{ formatPrice( settings.minimumAmountSelected ) }
		</strong>,
	] );

	return (
		<p className="vps-schedule-summary">
			{ parts.map( ( part, index ) => (
				<Fragment key={ index }>{ part }</Fragment>
			) ) }
		</p>
	);
}
