/**
 * Mounts the panel on Dokan's legacy PHP withdraw page, in the element the plugin's PHP printed.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SchedulePanel } from '../schedule';
import { LEGACY_MOUNT_ID } from './constants';

export function mountLegacyPanel(): void {
	const node = document.getElementById( LEGACY_MOUNT_ID );
	if ( ! node || node.dataset.mounted ) {
		return;
	}
	node.dataset.mounted = 'true';
	// No fillProps here: the panel loads the page settings itself. The page's only heading above
	// the panel is its h1 ("Withdraw"): Dokan's panel titles here are bold text, not headings.
	createRoot( node ).render( <SchedulePanel headingLevel={ 2 } /> );
}
