/**
 * The panel's state and its transitions (docs/SPEC.md §4): the switch, the modal and the save.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	DEFAULT_DISBURSEMENT,
	disableDisbursement,
	getErrorMessage,
	knownDisbursement,
	PAGE_LOAD_VIEW,
	readDisbursement,
	rememberDisbursement,
	saveDisbursement,
	useLoad,
	useMutation,
} from '../api';
import type { DisbursementChoice, DisbursementSettings } from '../api';
import { showSuccessToast } from '../ui';
import type { SchedulePanelProps } from './types';
import { usePageSettings } from './use-page-settings';
import type { PageSettingsState } from './use-page-settings';

export interface SchedulePanelState {
	settings: DisbursementSettings;
	page: PageSettingsState;
	/** A switch-off is waiting for the server. */
	isDisabling: boolean;
	isSaving: boolean;
	isModalOpen: boolean;
	/** Why the last save failed, shown in the modal; null when there is nothing to show. */
	saveError: string | null;
	toggle: ( checked: boolean ) => void;
	openModal: () => void;
	closeModal: () => void;
	submit: ( choice: DisbursementChoice ) => void;
}

const disable = ( _argument: void, signal: AbortSignal ) =>
	disableDisbursement( signal );

type SettingsUpdate = ( current: DisbursementSettings ) => DisbursementSettings;

/**
 * Whether the server holds a schedule for the vendor, as far as the page knows.
 *
 * @param view The panel's view of the page.
 */
function serverHasSchedule( view: unknown ): boolean {
	return knownDisbursement( view )?.isScheduleSelected ?? false;
}

export function useSchedulePanel(
	props: SchedulePanelProps
): SchedulePanelState {
	const view = props.view ?? PAGE_LOAD_VIEW;
	const read = useCallback( () => readDisbursement( view ), [ view ] );
	// A mount after the first one of a view starts from the answer already there, without a request.
	const { data: settings, setData } = useLoad(
		read,
		knownDisbursement( view ) ?? DEFAULT_DISBURSEMENT
	);
	const page = usePageSettings( props );
	const { mutate: requestDisable, isPending: isDisabling } =
		useMutation( disable );
	const { mutate: requestSave, isPending: isSaving } =
		useMutation( saveDisbursement );
	const [ isModalOpen, setIsModalOpen ] = useState( false );
	const [ saveError, setSaveError ] = useState< string | null >( null );

	const markSelected = useCallback(
		( isScheduleSelected: boolean ) =>
			setData( ( current ) => ( { ...current, isScheduleSelected } ) ),
		[ setData ]
	);

	/** Applies what the server now stores, and keeps it for the next mount of this page view. */
	const commit = useCallback(
		( update: SettingsUpdate ) =>
			setData( ( current ) => {
				const next = update( current );
				rememberDisbursement( next );
				return next;
			} ),
		[ setData ]
	);

	const toggle = useCallback(
		async ( checked: boolean ) => {
			// The switch is not disabled while a switch-off waits for the server (a disabled button
			// drops the keyboard focus to the page), so flips in the meantime are ignored here.
			if ( isDisabling ) {
				return;
			}
			markSelected( checked );
			// Switching on is only local: the vendor still has to choose and save a schedule.
			if ( checked ) {
				return;
			}
			const result = await requestDisable();
			if ( result.status === 'success' ) {
				// Without a schedule no run looks at the vendor: nothing is projected any more.
				commit( ( current ) => ( {
					...current,
					isScheduleSelected: false,
					projectedAmount: null,
				} ) );
				showSuccessToast(
					__(
						'Withdraw schedule disabled successfully',
						'vendor-payout-schedule'
					)
				);
			} else if ( result.status === 'error' ) {
				markSelected( true );
			}
		},
		[ isDisabling, markSelected, requestDisable, commit ]
	);

	const submit = useCallback(
		async ( choice: DisbursementChoice ) => {
			setSaveError( null );
			const result = await requestSave( choice );
			if ( result.status === 'success' ) {
				setIsModalOpen( false );
				// What was saved is what was sent; the answer tells what the next run would do with it.
				commit( ( current ) => ( {
					...current,
					isScheduleSelected: true,
					selectedSchedule: choice.schedule,
					minimumAmountSelected: choice.minimum,
					reserveBalanceSelected: choice.reserve,
					defaultMethod: choice.method,
					projectedAmount: result.data.projectedAmount,
				} ) );
				showSuccessToast(
					__(
						'Withdraw schedule updated successfully',
						'vendor-payout-schedule'
					)
				);
			} else if ( result.status === 'error' ) {
				// Nothing was saved: the panel shows what the server still holds, not the choice.
				markSelected( serverHasSchedule( view ) );
				setSaveError(
					getErrorMessage( result.error ) ??
						__(
							'The withdraw schedule could not be saved.',
							'vendor-payout-schedule'
						)
				);
			}
		},
		[ markSelected, requestSave, commit, view ]
	);

	const openModal = useCallback( () => {
		setSaveError( null );
		setIsModalOpen( true );
	}, [] );
	const closeModal = useCallback( () => setIsModalOpen( false ), [] );

	return {
		settings,
		page,
		isDisabling,
		isSaving,
		isModalOpen,
		saveError,
		toggle,
		openModal,
		closeModal,
		submit,
	};
}
