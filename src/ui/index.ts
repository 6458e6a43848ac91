/**
 * The kit's public API: feature code imports widgets from here only.
 */
export { Button } from './button';
export type { ButtonProps } from './button/types';
export { FieldError } from './field-error';
export type { FieldErrorProps } from './field-error/types';
export { Modal } from './modal';
export type { ModalProps } from './modal/types';
export * from './constants';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select/types';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group/types';
export { ToggleSwitch } from './toggle-switch';
export type {
	ToggleSwitchColor,
	ToggleSwitchProps,
} from './toggle-switch/types';
export { NotificationCard } from './notification-card';
export type {
	NotificationCardProps,
	NotificationType,
} from './notification-card/types';
export { Toaster, showSuccessToast } from './toaster';
export type { ToasterProps } from './toaster/types';
export { Dropdown } from './dropdown';
export type {
	DropdownItem,
	DropdownProps,
	DropdownTriggerProps,
} from './dropdown/types';
