/**
 * The schedule panel of the withdraw page: heading with its switch, summary line, "Edit schedule"
 * button and the modal.
 */

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, ToggleSwitch } from '../ui';
import { PayoutStatus } from './payout-status';
import { ScheduleSummary } from './schedule-summary';
import type { SchedulePanelProps } from './types';
import { useEditModal } from './use-edit-modal';
import { useSchedulePanel } from './use-schedule-panel';
import './style.scss';

export type { SchedulePanelProps } from './types';

export function SchedulePanel( props: SchedulePanelProps ) {
	const panel = useSchedulePanel( props );
	const headingId = useId();
	const Heading = `h${ props.headingLevel ?? 3 }` as const;
	const { settings } = panel;
	const { EditScheduleModal, preload } = useEditModal(
		settings.enabled,
		panel.isModalOpen,
		panel.closeModal
	);

	// Hidden unless the server says the feature is on; a failed load leaves it off.
	if ( ! settings.enabled ) {
		return null;
	}

	return (
		<section className="vps-schedule" aria-labelledby={ headingId }>
			<div className="vps-schedule__details">
				<div className="vps-schedule__heading-row">
					<Heading id={ headingId } className="vps-schedule__heading">
						{ __( 'Schedule', 'vendor-payout-schedule' ) }
					</Heading>
					<ToggleSwitch
						checked={ settings.isScheduleSelected }
						onChange={ panel.toggle }
						label={ __( 'Schedule', 'vendor-payout-schedule' ) }
						hideLabel
					/>
				</div>
				<ScheduleSummary
					settings={ settings }
					page={ panel.page.settings }
				/>
				{ settings.isScheduleSelected && (
					<PayoutStatus
						lastPayout={ settings.lastPayout }
						projectedAmount={ settings.projectedAmount }
						statementId={ settings.lastPayoutStatement }
					/>
				) }
			</div>
			<Button
				variant="primary"
				className="vps-schedule__edit"
				onClick={ panel.openModal }
				onPointerEnter={ preload }
				onFocus={ preload }
				disabled={ ! settings.isScheduleSelected }
			>
				{ __( 'Edit schedule', 'vendor-payout-schedule' ) }
			</Button>
			{ EditScheduleModal && (
				<EditScheduleModal
					isOpen={ panel.isModalOpen }
					onClose={ panel.closeModal }
					settings={ settings }
					page={ panel.page }
					onSubmit={ panel.submit }
					isSaving={ panel.isSaving }
					saveError={ panel.saveError }
				/>
			) }
		</section>
	);
}
