/**
 * The lazily loaded modal, as the panel sees it: the component once it is here (null before),
 * and a preload to call on intent.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useLazyChunk } from '../utils/use-lazy-chunk';
import {
	editModalChunk,
	whenIdle,
	type EditScheduleModalComponent,
} from './load-edit-modal';

export interface EditModalLoader {
	/** The modal, or null while its chunk has not arrived. */
	EditScheduleModal: EditScheduleModalComponent | null;
	/** Starts fetching the modal's chunk (intent: pointer over or focus on "Edit schedule"). */
	preload: () => void;
}

/**
 * @param isShown  Whether the panel is on the page (a hidden panel fetches nothing).
 * @param isOpen   Whether the vendor has asked for the modal.
 * @param onFailed Called when the modal was asked for and its chunk could not be fetched, so
 *                 that the panel can take the request back and the next click tries again.
 */
export function useEditModal(
	isShown: boolean,
	isOpen: boolean,
	onFailed: () => void
): EditModalLoader {
	const { value: EditScheduleModal, load } = useLazyChunk(
		editModalChunk,
		onFailed
	);

	// Asked for: fetch now. Otherwise fetch when the browser is idle.
	useEffect( () => {
		if ( EditScheduleModal || ! isShown ) {
			return undefined;
		}
		if ( isOpen ) {
			return load();
		}
		let stopLoading = () => {};
		const cancelIdle = whenIdle( () => {
			stopLoading = load();
		} );
		return () => {
			cancelIdle();
			stopLoading();
		};
	}, [ EditScheduleModal, isShown, isOpen, load ] );

	const preload = useCallback( () => {
		if ( ! EditScheduleModal ) {
			load();
		}
	}, [ EditScheduleModal, load ] );

	return { EditScheduleModal, preload };
}
