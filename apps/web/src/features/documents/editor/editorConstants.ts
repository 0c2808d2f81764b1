/** The editor's numbers (spec 2 §9), in one place. */

/** Narrow-screen breakpoint: below it most toolbar actions move into More Options. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

export const NUDGE_STEP_PX = 1;
export const NUDGE_STEP_SHIFT_PX = 10;

export const Z_INDEX_MIN = 1;
export const Z_INDEX_STEP = 1;

export const RESIZE_MIN_PX = 20;
export const RESIZE_HANDLE_PX = 10;

export const TEXTBOX_WIDTH_PX = 240;
export const TEXTBOX_MIN_HEIGHT_PX = 60;
export const TEXTBOX_TEXT = 'Edit me';
export const NEW_ITEM_OFFSET_PX = 10;
/** The gap between a square-wrapped item and the text beside and below it. */
export const INLINE_ITEM_MARGIN_PX = 12;

export const IMAGE_ALT = 'Inserted Image';
export const IMAGE_FIT_RATIO = 0.5;
export const IMAGE_MIN_SIDE_PX = 60;
export const FALLBACK_EDITOR_SIZE = { width: 800, height: 600 } as const;

export const TABLE_CELL_MIN_WIDTH = 50;
export const TABLE_DEFAULT_SIZE = 2;
/** Ours: a larger table is refused with the spec's message (a 1000-row table freezes a tab). */
export const TABLE_MAX_SIZE = 100;

export const CODE_INDENT = 2;
export const CODE_WRAP = 80;

export const PLACEHOLDER_DEFAULT_NAME = 'name';
export const PLACEHOLDER_EMPTY_NAME = 'placeholder';

/** The editor's own toast area (spec 2 §2). */
export const EDITOR_TOAST_CONTAINER_ID = 'document-editor-toasts';
export const EDITOR_TOAST_AUTO_CLOSE_MS = 5000;
export const EDITOR_TOAST_DRAG_PERCENT = 80;
