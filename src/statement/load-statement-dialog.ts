/**
 * The statement dialog and what only it uses come in a chunk of their own, fetched the first time
 * a vendor asks to see a statement: most vendors never open it, so the withdraw page does not
 * load it.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { StatementDialogProps } from './statement-dialog/types';

export type StatementDialogComponent = ComponentType< StatementDialogProps >;

let pending: Promise< StatementDialogComponent > | null = null;

/**
 * Fetches the dialog's chunk once; later calls share the same download, and a failed one is
 * tried again on the next call.
 *
 * @return The dialog component.
 */
export function loadStatementDialog(): Promise< StatementDialogComponent > {
	pending ??= import(
		/* webpackChunkName: "statement-dialog" */ './statement-dialog'
	).then(
		( module ) => module.StatementDialog,
		( error: unknown ) => {
			pending = null;
			throw error;
		}
	);
	return pending;
}
