/**
 * Renders the panel as a page does: with the plugin's toaster, for a vendor on a US-dollar shop.
 */
import '../ui/support/css-transitions';

/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';

/**
 * Internal dependencies
 */
import { SchedulePanel } from '../../../src/schedule';
import type { SchedulePanelProps } from '../../../src/schedule';
import { Toaster } from '../../../src/ui';
import { installMatchMedia } from '../ui/support/match-media';
import { USD, clearPageGlobals, page } from '../utils/page-globals';

export { EUR, USD, page } from '../utils/page-globals';

export const PAYMENT_SETTINGS_URL =
	'http://127.0.0.1:8888/dashboard/settings/payment/';

/** Call from the test file's top level. */
export function setUpPanelEnvironment(): void {
	beforeEach( () => {
		// No transition to wait for: the modal opens and closes at once.
		installMatchMedia( { reducedMotion: true } );
		page.dokanFrontend = {
			currency: USD,
			withdraw: { paymentSettingUrl: PAYMENT_SETTINGS_URL },
		};
	} );
	afterEach( () => {
		act( () => toast.remove() );
		clearPageGlobals();
		vi.useRealTimers();
		vi.unstubAllGlobals();
	} );
}

export function renderPanel(
	props: SchedulePanelProps = {},
	user = userEvent.setup()
) {
	const view = render(
		<>
			<SchedulePanel { ...props } />
			<Toaster />
		</>
	);
	return { user, ...view };
}

/** The panel's landmark once the disbursement settings arrived. */
export const findPanel = () =>
	screen.findByRole( 'region', { name: 'Schedule' } );
export const scheduleSwitch = () =>
	screen.getByRole( 'switch', { name: 'Schedule' } );
/** The switch while the modal is open: the modal hides the rest of the page from assistive tech. */
export const scheduleSwitchBehindModal = () =>
	screen.getByRole( 'switch', { name: 'Schedule', hidden: true } );
export const editButton = () =>
	screen.getByRole( 'button', { name: 'Edit schedule' } );
export const summary = () =>
	screen
		.getByRole( 'region', { name: 'Schedule' } )
		.querySelector( '.vps-schedule-summary' );
export const dialog = () =>
	screen.queryByRole( 'dialog', { name: 'Edit Withdraw Schedule' } );
export const changeButton = () =>
	within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
		name: 'Change Schedule',
	} );
export const methodSelect = () =>
	screen.getByRole( 'combobox', { name: 'Withdraw method' } );
export const minimumSelect = () =>
	screen.getByRole( 'combobox', { name: 'Only When Balance Is' } );
export const reserveSelect = () =>
	screen.getByRole( 'combobox', { name: 'Maintain A Reserve Balance' } );

export const weeklyRadio = () =>
	screen.getByRole( 'radio', { name: 'Weekly (on Monday of every week.)' } );
export const monthlyRadio = () =>
	screen.getByRole( 'radio', {
		name: 'Monthly (on first Monday of every month.)',
	} );

export async function openModal( user: ReturnType< typeof userEvent.setup > ) {
	await user.click( editButton() );
	await waitFor( () => expect( dialog() ).toBeInTheDocument() );
	return dialog() as HTMLElement;
}

/**
 * Renders the panel, waits for its settings and opens the edit modal, as a vendor who came to edit.
 *
 * @param props The panel's props.
 */
export async function renderPanelWithModalOpen(
	props: SchedulePanelProps = {}
) {
	const view = renderPanel( props );
	await findPanel();
	const modal = await openModal( view.user );
	return { ...view, modal };
}

/**
 * Picks an option of one of the modal's selects, as a user does: open it, click the option.
 *
 * @param user     The test's user-event instance.
 * @param combobox The select's combobox.
 * @param option   Accessible name of the option.
 */
export async function choose(
	user: ReturnType< typeof userEvent.setup >,
	combobox: HTMLElement,
	option: string
) {
	await user.click( combobox );
	await user.click( await screen.findByRole( 'option', { name: option } ) );
}

/** Texts of the toasts on the page. */
export const toasts = () =>
	Array.from(
		document.querySelectorAll( '[data-rht-toaster] [role="status"]' )
	).map( ( item ) => item.textContent );
