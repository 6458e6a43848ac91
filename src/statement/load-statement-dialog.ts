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
import { lazyChunk } from '../utils/lazy-chunk';
import type { StatementDialogProps } from './statement-dialog/types';

export type StatementDialogComponent = ComponentType< StatementDialogProps >;

/** The dialog's chunk, fetched once; a failed download is tried again on the next click. */
export const statementDialogChunk = lazyChunk< StatementDialogComponent >( () =>
	import(
		/* webpackChunkName: "statement-dialog" */ './statement-dialog'
	).then( ( module ) => module.StatementDialog )
);
