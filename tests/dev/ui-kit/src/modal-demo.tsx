/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Button, Modal, RadioGroup, Select } from '../../../../src/ui';
import { AMOUNTS, METHODS, SCHEDULES } from './data';

/** The modal as the panel uses it: a select whose menu must show above it, and a footer. */
export function ModalDemo() {
	const [ isOpen, setOpen ] = useState( false );
	const [ method, setMethod ] = useState< string | null >( null );
	const [ schedule, setSchedule ] = useState< string | null >( 'weekly' );
	const [ minimum, setMinimum ] = useState< number | null >( 50 );

	return (
		<>
			<Button onClick={ () => setOpen( true ) }>Edit schedule</Button>
			<Modal
				isOpen={ isOpen }
				onClose={ () => setOpen( false ) }
				title="Edit Withdraw Schedule"
				footer={
					<>
						<Button
							variant="secondary"
							onClick={ () => setOpen( false ) }
						>
							Close
						</Button>
						<Button onClick={ () => setOpen( false ) }>
							Change Schedule
						</Button>
					</>
				}
			>
				<Select
					label="Withdraw method"
					options={ METHODS }
					value={ method }
					onChange={ setMethod }
				/>
				<RadioGroup
					label="Preferred Payment Schedule"
					options={ SCHEDULES }
					value={ schedule }
					onChange={ setSchedule }
					helperText="Earning will be released upon your request."
				/>
				<Select
					label="Only When Balance Is"
					options={ AMOUNTS }
					value={ minimum }
					onChange={ setMinimum }
				/>
			</Modal>
		</>
	);
}
