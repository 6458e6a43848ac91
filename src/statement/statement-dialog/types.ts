/**
 * Internal dependencies
 */
import type { PayoutStatement, StatementEntry } from '../../api';

export interface StatementDialogProps {
	/** Whether the dialog is shown. */
	isOpen: boolean;
	/** Called when the vendor closes it (Close, the X, Escape or a click outside). */
	onClose: () => void;
	/** The statement's id. */
	statementId: number;
}

export interface StatementPageProps {
	/** The statement's id. */
	statementId: number;
	/** The page of lines to show, from 1. */
	page: number;
	/** Told how many lines the whole statement has, once the page has loaded. */
	onLoaded: ( totalEntries: number ) => void;
}

export interface StatementSummaryProps {
	statement: PayoutStatement;
}

export interface StatementEntriesProps {
	/** This page's lines, counted ones first. */
	entries: StatementEntry[];
}
