/**
 * Internal dependencies
 */
import type { DisbursementChoice, DisbursementSettings } from '../../api';
import type { PageSettingsState } from '../use-page-settings';

export interface EditScheduleModalProps {
	/** Whether the modal is shown; each opening starts again from `settings`. */
	isOpen: boolean;
	/** Closes the modal without saving. */
	onClose: () => void;
	/** The vendor's saved choices and the lists to choose from. */
	settings: DisbursementSettings;
	/** The payment methods and the payment settings address, with their loading state. */
	page: PageSettingsState;
	/** Saves the choice. */
	onSubmit: ( choice: DisbursementChoice ) => void;
	/** A save is under way. */
	isSaving: boolean;
	/** Why the last save failed; null when it did not. */
	saveError: string | null;
}
