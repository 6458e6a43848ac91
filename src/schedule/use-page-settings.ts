/**
 * The payment methods come from the withdraw page's settings, never from the disbursement call:
 * handed over by the React page, or loaded here where the page gives nothing.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	EMPTY_PAGE_SETTINGS,
	fetchWithdrawSettings,
	normalisePageSettings,
	useLoad,
} from '../api';
import type { PageSettings } from '../api';
import type { SchedulePanelProps } from './types';

export interface PageSettingsState {
	settings: PageSettings;
	isLoading: boolean;
}

export function usePageSettings( {
	pageSettings,
	isPageSettingsLoading = false,
}: SchedulePanelProps ): PageSettingsState {
	const isGiven = pageSettings !== undefined;
	const loaded = useLoad(
		isGiven ? null : fetchWithdrawSettings,
		EMPTY_PAGE_SETTINGS
	);
	const given = useMemo(
		() => normalisePageSettings( pageSettings ),
		[ pageSettings ]
	);

	return isGiven
		? { settings: given, isLoading: isPageSettingsLoading }
		: { settings: loaded.data, isLoading: loaded.isLoading };
}
