/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface NextPaymentProps {
	/** Next payout date of the schedule chosen in the modal, as the server formats it. */
	date: string;
}

/**
 * A read-only line, not a field: the date follows the chosen schedule. An `<output>` so screen
 * readers hear the new date when the vendor picks another schedule.
 *
 * @param root0
 * @param root0.date
 */
export function NextPayment( { date }: NextPaymentProps ) {
	const labelId = useId();
	return (
		<div className="vps-edit-schedule__next">
			<span id={ labelId } className="vps-edit-schedule__next-label">
				{ __( 'Next Payment', 'vendor-payout-schedule' ) }
			</span>
			<output
				aria-labelledby={ labelId }
				className="vps-edit-schedule__next-value"
			>
				{ date && (
					<strong className="vps-edit-schedule__next-date">
						{ date }
					</strong>
				) }{ ' ' }
				<span className="vps-edit-schedule__next-hint">
					{ __( 'based on your schedule', 'vendor-payout-schedule' ) }
				</span>
			</output>
		</div>
	);
}
