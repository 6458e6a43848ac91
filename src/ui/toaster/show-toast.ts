/**
 * External dependencies
 */
import toast from 'react-hot-toast';

/**
 * Internal dependencies
 */
import { TOAST_DURATION_MS, TOAST_POSITION } from '../constants';

const PANEL_TOAST = { duration: TOAST_DURATION_MS, position: TOAST_POSITION };

/**
 * Shows a success toast at the bottom right for two seconds.
 *
 * @param message Text of the toast.
 * @return Id of the toast.
 */
export function showSuccessToast( message: string ): string {
	return toast.success( message, PANEL_TOAST );
}
