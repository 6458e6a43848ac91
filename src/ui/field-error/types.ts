export interface FieldErrorProps {
	/** The error to show: a message, a list of messages (joined with commas) or nothing. */
	error?: string | string[] | null;
	/** Id of the message element, so a control can point at it with `aria-errormessage`. */
	id?: string;
	/** Extra class of the message element. */
	className?: string;
}
