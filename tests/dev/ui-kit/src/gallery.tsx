/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import {
	Button,
	Dropdown,
	FieldError,
	NotificationCard,
	Toaster,
	showSuccessToast,
} from '../../../../src/ui';
import { Fields } from './fields';
import { ModalDemo } from './modal-demo';
import { Switches } from './switches';

function Card( { title, children }: { title: string; children: ReactNode } ) {
	return (
		<section className="host-card" aria-label={ title }>
			<h2>{ title }</h2>
			{ children }
		</section>
	);
}

export function Gallery() {
	return (
		<>
			<Toaster />
			<Card title="Buttons">
				<div className="host-row">
					<Button>Primary</Button>
					<Button variant="secondary">Secondary</Button>
					<Button isBusy>Saving</Button>
					<Button disabled>Disabled</Button>
				</div>
			</Card>
			<Card title="Dropdown">
				<div className="host-row host-row--end">
					<Dropdown
						label="Actions"
						items={ [
							{ label: 'Edit schedule' },
							{ label: 'Disable' },
						] }
					/>
				</div>
			</Card>
			<Card title="Modal">
				<ModalDemo />
			</Card>
			<Card title="Toasts">
				<div className="host-row">
					<Button
						onClick={ () =>
							showSuccessToast(
								'Withdraw schedule updated successfully'
							)
						}
					>
						Show success toast
					</Button>
				</div>
			</Card>
			<Card title="Switches">
				<Switches />
			</Card>
			<Card title="Fields">
				<Fields />
				<FieldError
					error={ [ 'Choose a method', 'PayPal is paused' ] }
				/>
			</Card>
			<Card title="Notifications">
				<NotificationCard type="success" dismissible />
				<NotificationCard
					type="error"
					subtitle="The schedule could not be saved."
				/>
				<NotificationCard
					type="warning"
					title="No payment methods found."
					subtitle={ <a href="#payment">Set up payment methods</a> }
				/>
				<NotificationCard type="info" dismissible />
			</Card>
			<Card title="Dropdown near the bottom">
				<div className="host-spacer" />
				<div className="host-row host-row--end">
					<Dropdown label="More" items={ [ { label: 'Help' } ] } />
				</div>
			</Card>
		</>
	);
}
