import {
  FALLBACK_EDITOR_SIZE,
  IMAGE_FIT_RATIO,
  IMAGE_MIN_SIDE_PX,
  NEW_ITEM_OFFSET_PX,
  NUDGE_STEP_PX,
  NUDGE_STEP_SHIFT_PX,
  RESIZE_MIN_PX,
  Z_INDEX_MIN,
  Z_INDEX_STEP,
} from './editorConstants';

export type Size = { width: number; height: number };
export type Point = { left: number; top: number };

/** How a textbox or image sits: in the text flow, or at left/top of its page. */
export type MediaPosition = 'relative' | 'absolute';

export type PositionAttributes = { position: MediaPosition; left: string; top: string };

/** Text wrapping of an item in the text: on its own line, or floated with text beside it. */
export const MEDIA_WRAPS = ['inline', 'left', 'right'] as const;
export type MediaWrap = (typeof MEDIA_WRAPS)[number];

/**
 * A wrapping mode chosen from the toolbar: the item goes back into the text (as the inline
 * toggle does, left and top auto) and floats as asked.
 */
export function applyWrap(wrap: MediaWrap): PositionAttributes & { wrap: MediaWrap } {
  return { position: 'relative', left: 'auto', top: 'auto', wrap };
}

/**
 * The size an inserted image starts at: one larger than half the editor (width or height) is
 * scaled down, keeping its shape, to fit that half; no side below 60 px. An editor that has no
 * size yet counts as 800x600.
 */
export function fitImageSize(natural: Size, editor: Size | null | undefined): Size {
  const area = editor && editor.width > 0 && editor.height > 0 ? editor : FALLBACK_EDITOR_SIZE;
  const maxWidth = area.width * IMAGE_FIT_RATIO;
  const maxHeight = area.height * IMAGE_FIT_RATIO;
  let { width, height } = natural;
  if (!(width > 0) || !(height > 0)) return { width: IMAGE_MIN_SIDE_PX, height: IMAGE_MIN_SIDE_PX };
  if (width > maxWidth || height > maxHeight) {
    const scale = Math.min(maxWidth / width, maxHeight / height);
    width *= scale;
    height *= scale;
  }
  return {
    width: Math.max(IMAGE_MIN_SIDE_PX, Math.round(width)),
    height: Math.max(IMAGE_MIN_SIDE_PX, Math.round(height)),
  };
}

/** A size after dragging the resize handle by dx/dy: never below 20 px either way. */
export function resizeBy(start: Size, dx: number, dy: number): Size {
  return {
    width: Math.max(RESIZE_MIN_PX, Math.round(start.width + dx)),
    height: Math.max(RESIZE_MIN_PX, Math.round(start.height + dy)),
  };
}

/** The move of an arrow key: 1 px, 10 px with Shift; null for any other key. */
export function nudgeFor(key: string, shiftKey: boolean): Point | null {
  const step = shiftKey ? NUDGE_STEP_SHIFT_PX : NUDGE_STEP_PX;
  switch (key) {
    case 'ArrowLeft':
      return { left: -step, top: 0 };
    case 'ArrowRight':
      return { left: step, top: 0 };
    case 'ArrowUp':
      return { left: 0, top: -step };
    case 'ArrowDown':
      return { left: 0, top: step };
    default:
      return null;
  }
}

/** Keeps an item of this size wholly inside its page (or as far in as it fits). */
export function clampToArea(point: Point, item: Size, area: Size): Point {
  const clamp = (value: number, max: number) =>
    Math.round(Math.min(Math.max(value, 0), Math.max(max, 0)));
  return {
    left: clamp(point.left, area.width - item.width),
    top: clamp(point.top, area.height - item.height),
  };
}

/** Bring forward: one step up. */
export function bringForward(zIndex: number): number {
  return Math.max(Z_INDEX_MIN, zIndex + Z_INDEX_STEP);
}

/** Send backward: one step down, never under 1. */
export function sendBackward(zIndex: number): number {
  return Math.max(Z_INDEX_MIN, zIndex - Z_INDEX_STEP);
}

/**
 * Inline/absolute toggle: inline resets left and top to auto; absolute keeps a position it has
 * and defaults to 10px/10px.
 */
export function togglePosition(current: PositionAttributes): PositionAttributes {
  if (current.position === 'absolute') return { position: 'relative', left: 'auto', top: 'auto' };
  const fallback = `${NEW_ITEM_OFFSET_PX}px`;
  return {
    position: 'absolute',
    left: isPixels(current.left) ? current.left : fallback,
    top: isPixels(current.top) ? current.top : fallback,
  };
}

/** A CSS length in px as a number ('12px' → 12); anything else (auto, '') → 0. */
export function pixelsOf(value: string | null | undefined): number {
  const match = /^(-?\d+(?:\.\d+)?)px$/.exec((value ?? '').trim());
  return match ? Number(match[1]) : 0;
}

function isPixels(value: string): boolean {
  return /^-?\d+(?:\.\d+)?px$/.test(value.trim());
}
