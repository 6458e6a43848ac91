/**
 * The "Edit Withdraw Schedule" modal and the widgets only it uses (react-select with emotion,
 * Headless UI's Dialog and RadioGroup) come in a chunk of their own, so the page does not load
 * them before the panel shows. They are fetched when the vendor shows intent (pointer over or
 * focus on "Edit schedule") or once the browser is idle, whichever comes first, so that opening
 * the modal does not wait on the network.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { lazyChunk } from '../utils/lazy-chunk';
import type { EditScheduleModalProps } from './edit-schedule-modal/types';

export type EditScheduleModalComponent =
	ComponentType< EditScheduleModalProps >;

/** The modal's chunk, fetched once; a failed download is tried again on the next intent. */
export const editModalChunk = lazyChunk< EditScheduleModalComponent >( () =>
	import(
		/* webpackChunkName: "edit-schedule-modal" */ './edit-schedule-modal'
	).then( ( module ) => module.EditScheduleModal )
);

/**
 * Runs a task when the browser has nothing better to do (within two seconds at the latest), or
 * shortly after now where requestIdleCallback does not exist.
 *
 * @param task What to run.
 * @return Cancels the task if it has not run yet.
 */
export function whenIdle( task: () => void ): () => void {
	if ( typeof window.requestIdleCallback === 'function' ) {
		const handle = window.requestIdleCallback( task, { timeout: 2000 } );
		return () => window.cancelIdleCallback( handle );
	}
	const handle = window.setTimeout( task, 200 );
	return () => window.clearTimeout( handle );
}
