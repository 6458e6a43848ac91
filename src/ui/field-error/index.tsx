/**
 * Internal dependencies
 */
import { classNames } from '../shared/class-names';
import { WarningIcon } from '../shared/icons';
import type { FieldErrorProps } from './types';
import './style.scss';

/**
 * Turns the accepted error shapes into one line of text.
 *
 * @param error A message, a list of messages or nothing.
 * @return The text to show; empty when there is nothing to show.
 */
export function errorText( error: FieldErrorProps[ 'error' ] ): string {
	if ( Array.isArray( error ) ) {
		return error
			.filter( ( message ) => message.trim() !== '' )
			.join( ', ' );
	}
	return error?.trim() ?? '';
}

/**
 * A field's error: a warning icon and the text in small danger colour; nothing when empty.
 *
 * @param props Component props.
 */
export function FieldError( props: FieldErrorProps ) {
	const { error, id, className } = props;
	const text = errorText( error );
	if ( text === '' ) {
		return null;
	}
	return (
		<p id={ id } className={ classNames( 'vps-field-error', className ) }>
			<WarningIcon className="vps-field-error__icon" size={ 16 } />
			<span className="vps-field-error__text">{ text }</span>
		</p>
	);
}
