/**
 * The "Edit Withdraw Schedule" modal.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, Modal, NotificationCard, RadioGroup, Select } from '../../ui';
import { NextPayment } from './next-payment';
import { NoMethodsWarning } from './no-methods-warning';
import type { EditScheduleModalProps } from './types';
import { useScheduleForm } from './use-schedule-form';
import './style.scss';

export function EditScheduleModal( {
	isOpen,
	onClose,
	settings,
	page,
	onSubmit,
	isSaving,
	saveError,
}: EditScheduleModalProps ) {
	const form = useScheduleForm( settings, page.settings, isOpen );
	const { methodOptions, setupUrl } = page.settings;
	// Malformed entries are shown but cannot be sent, so they do not count as methods.
	const hasMethods = methodOptions.some( ( option ) => ! option.isDisabled );

	const footer = (
		<div className="vps-edit-schedule__actions">
			<Button variant="secondary" onClick={ onClose }>
				{ __( 'Close', 'vendor-payout-schedule' ) }
			</Button>
			<Button
				variant="primary"
				isBusy={ isSaving }
				disabled={ isSaving || ! hasMethods }
				onClick={ () => onSubmit( form.choice ) }
			>
				{ __( 'Change Schedule', 'vendor-payout-schedule' ) }
			</Button>
		</div>
	);

	return (
		<Modal
			isOpen={ isOpen }
			onClose={ onClose }
			title={ __( 'Edit Withdraw Schedule', 'vendor-payout-schedule' ) }
			footer={ footer }
		>
			<div className="vps-edit-schedule">
				{ saveError !== null && (
					<NotificationCard
						type="error"
						title={ __(
							'Your change was not saved',
							'vendor-payout-schedule'
						) }
						subtitle={ saveError }
					/>
				) }
				{ ! hasMethods && ! page.isLoading && (
					<NoMethodsWarning setupUrl={ setupUrl } />
				) }
				<Select< string >
					id="vps-edit-schedule-method"
					label={ __( 'Withdraw method', 'vendor-payout-schedule' ) }
					options={ methodOptions }
					value={ form.choice.method || null }
					onChange={ ( method ) => form.change( 'method', method ) }
					isLoading={ page.isLoading }
				/>
				<RadioGroup< string >
					label={ __(
						'Preferred Payment Schedule',
						'vendor-payout-schedule'
					) }
					options={ form.scheduleOptions }
					value={ form.choice.schedule }
					onChange={ ( schedule ) =>
						form.change( 'schedule', schedule )
					}
					helperText={ __(
						'Earning will be released upon your request.',
						'vendor-payout-schedule'
					) }
				/>
				<Select< number >
					id="vps-edit-schedule-minimum"
					label={ __(
						'Only When Balance Is',
						'vendor-payout-schedule'
					) }
					options={ form.minimumOptions }
					value={ form.choice.minimum }
					onChange={ ( minimum ) =>
						form.change( 'minimum', minimum )
					}
				/>
				<Select< number >
					id="vps-edit-schedule-reserve"
					label={ __(
						'Maintain A Reserve Balance',
						'vendor-payout-schedule'
					) }
					options={ form.reserveOptions }
					value={ form.choice.reserve }
					onChange={ ( reserve ) =>
						form.change( 'reserve', reserve )
					}
				/>
				<NextPayment date={ form.nextPayment } />
			</div>
		</Modal>
	);
}
