/**
 * The numbers the specification fixes for the kit's widgets (docs/SPEC.md §4 and §9), in one place so a
 * change of a duration or an offset is one edit and the tests read the same values.
 */

/** Where the dropdown layer opens when there is room. */
export const DROPDOWN_PLACEMENT = 'bottom-end' as const;

/** Gap in px between the trigger and the dropdown layer. */
export const DROPDOWN_TRIGGER_OFFSET = 8;

/** Space in px the dropdown layer keeps from the edges of the viewport when it shifts. */
export const DROPDOWN_CONTAINER_OFFSET = 16;

/** Least distance in px between the arrow and the corners of the dropdown layer. */
export const DROPDOWN_ARROW_OFFSET = 16;

/** Whether the dropdown layer may leave its placement when it does not fit. */
export const DROPDOWN_AUTO_PLACEMENT = true;

/** Length of the modal's enter transition, in ms. */
export const MODAL_ENTER_DURATION_MS = 300;

/** Length of the modal's leave transition, in ms. */
export const MODAL_LEAVE_DURATION_MS = 200;

/** Minimum height of the select control, in px. */
export const SELECT_CONTROL_MIN_HEIGHT_PX = 40;

/** Font size of the select control and its menu, in px. */
export const SELECT_FONT_SIZE_PX = 14;

/** Stacking level of the select menu layer (above the host's own overlays). */
export const SELECT_MENU_Z_INDEX = 9999;

/**
 * Stacking level of the modal: where WordPress layers its own modals, above the admin bar (99999),
 * which a site may show to vendors. The modal's stylesheet states the same number.
 */
export const MODAL_Z_INDEX = 100000;

/** Stacking level of the select menu layer of a field inside the modal: just above it. */
export const SELECT_MENU_IN_MODAL_Z_INDEX = MODAL_Z_INDEX + 1;

/** Pause in ms after which typed characters start a new type-ahead search. */
export const SELECT_TYPEAHEAD_RESET_MS = 1000;

/** How long the panel's own toasts stay, in ms. */
export const TOAST_DURATION_MS = 2000;

/**
 * Stacking level of the toaster: above the modal, so a toast shown as the modal closes is not
 * dimmed by its backdrop.
 */
export const TOASTER_Z_INDEX = MODAL_Z_INDEX + 1;

/** Where the panel's own toasts appear. */
export const TOAST_POSITION = 'bottom-right' as const;

/** Colour of the on/off switch when none is named. */
export const TOGGLE_SWITCH_DEFAULT_COLOR = 'primary' as const;
