/**
 * The statement of a scheduled payout: the control the panel shows, and the dialog it loads.
 */
export { StatementLink } from './statement-link';
export type { StatementLinkProps } from './statement-link';
