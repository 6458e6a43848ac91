/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Whether the user closed the card, and the handler that closes it.
 *
 * @param onClose Told after the card was closed.
 * @return `[ dismissed, dismiss ]`.
 */
export function useDismissed( onClose?: () => void ): [ boolean, () => void ] {
	const [ dismissed, setDismissed ] = useState( false );
	const dismiss = useCallback( () => {
		setDismissed( true );
		onClose?.();
	}, [ onClose ] );
	return [ dismissed, dismiss ];
}
