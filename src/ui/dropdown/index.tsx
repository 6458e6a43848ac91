/**
 * External dependencies
 */
import {
	FloatingArrow,
	FloatingFocusManager,
	FloatingPortal,
} from '@floating-ui/react';
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import { Button } from '../button';
import { DROPDOWN_AUTO_PLACEMENT, DROPDOWN_PLACEMENT } from '../constants';
import { classNames } from '../shared/class-names';
import { ChevronDownIcon } from '../shared/icons';
import type { DropdownProps } from './types';
import { useDropdown } from './use-dropdown';
import './style.scss';

/**
 * A menu that opens beside its trigger (floating-ui).
 *
 * @param props Component props.
 */
export function Dropdown( props: DropdownProps ) {
	const {
		trigger,
		label,
		items = [],
		children,
		placement = DROPDOWN_PLACEMENT,
		autoPlacement = DROPDOWN_AUTO_PLACEMENT,
		className,
	} = props;
	const dropdown = useDropdown( { placement, autoPlacement } );
	const { isOpen, setOpen, refs, context, activeIndex, listRef } = dropdown;
	const referenceProps = dropdown.getReferenceProps();

	const closeOnMenuItem = ( event: MouseEvent< HTMLElement > ) => {
		if (
			( event.target as Element ).closest(
				'[role="menuitem"]:not([aria-disabled="true"])'
			)
		) {
			setOpen( false );
		}
	};

	return (
		<>
			{ trigger ? (
				trigger( { ...referenceProps, ref: refs.setReference, isOpen } )
			) : (
				<Button
					ref={ refs.setReference }
					variant="secondary"
					{ ...referenceProps }
				>
					{ label }
					<ChevronDownIcon
						className="vps-dropdown__chevron"
						size={ 16 }
					/>
				</Button>
			) }
			{ isOpen && (
				<FloatingPortal>
					{ /* Focus goes back to the trigger on close, unless it left the viewport:
					focusing it would scroll the page back to it. */ }
					<FloatingFocusManager
						context={ context }
						modal={ false }
						returnFocus={ ! dropdown.isReferenceHidden }
					>
						<div
							ref={ refs.setFloating }
							className={ classNames(
								'vps-dropdown',
								className
							) }
							style={ {
								...dropdown.floatingStyles,
								visibility: dropdown.isReferenceHidden
									? 'hidden'
									: undefined,
							} }
							data-placement={ dropdown.placement }
							{ ...dropdown.getFloatingProps( {
								onClick: closeOnMenuItem,
							} ) }
						>
							<FloatingArrow
								ref={ dropdown.arrowRef }
								context={ context }
								className="vps-dropdown__arrow"
							/>
							{ items.map( ( item, index ) => (
								<button
									key={ index }
									type="button"
									role="menuitem"
									className="vps-dropdown__item"
									ref={ ( node ) => {
										listRef.current[ index ] = node;
									} }
									tabIndex={ activeIndex === index ? 0 : -1 }
									aria-disabled={ item.disabled || undefined }
									{ ...dropdown.getItemProps( {
										onClick: () =>
											! item.disabled && item.onClick?.(),
									} ) }
								>
									{ item.label }
								</button>
							) ) }
							{ children }
						</div>
					</FloatingFocusManager>
				</FloatingPortal>
			) }
		</>
	);
}
