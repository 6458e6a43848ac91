/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { RadioGroup, Select } from '../../../../src/ui';
import { AMOUNTS, METHODS, SCHEDULES } from './data';

/** The choice fields outside a modal, in their error, required and loading states. */
export function Fields() {
	const [ method, setMethod ] = useState< string | null >( null );
	const [ reserve, setReserve ] = useState< number | null >( null );
	const [ schedule, setSchedule ] = useState< string | null >( null );

	return (
		<>
			<Select
				label="Payment method"
				options={ METHODS }
				value={ method }
				onChange={ setMethod }
				required
				errors={ [ 'Choose a method' ] }
			/>
			<Select
				label="Loading method"
				options={ [] }
				value={ null }
				onChange={ () => {} }
				isLoading
			/>
			<Select
				label="Maintain A Reserve Balance"
				options={ AMOUNTS }
				value={ reserve }
				onChange={ setReserve }
				required
				helperText="Kept in your balance after each payout."
			/>
			<RadioGroup
				label="Schedule"
				options={ SCHEDULES }
				value={ schedule }
				onChange={ setSchedule }
				required
				errors={ [ 'Choose a schedule' ] }
			/>
		</>
	);
}
