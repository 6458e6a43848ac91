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
import type { EditScheduleModalProps } from './edit-schedule-modal/types';

export type EditScheduleModalComponent =
	ComponentType< EditScheduleModalProps >;

let loaded: EditScheduleModalComponent | null = null;
let pending: Promise< EditScheduleModalComponent > | null = null;

/**
 * Fetches the modal's chunk once; later calls share the same download.
 *
 * @return The modal component.
 */
export function loadEditModal(): Promise< EditScheduleModalComponent > {
	if ( ! pending ) {
		pending = import(
			/* webpackChunkName: "edit-schedule-modal" */ './edit-schedule-modal'
		).then(
			( module ) => {
				loaded = module.EditScheduleModal;
				return loaded;
			},
			( error: unknown ) => {
				// A failed download (offline for a moment, a plugin update in between) is tried
				// again on the next intent rather than remembered.
				pending = null;
				throw error;
			}
		);
	}
	return pending;
}

/**
 * @return The modal component when its chunk has arrived, else null.
 */
export function loadedEditModal(): EditScheduleModalComponent | null {
	return loaded;
}

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
