import { INLINE_ITEM_MARGIN_PX } from './editorConstants';
import type { MediaPosition, MediaWrap } from './mediaGeometry';

/** The attributes textboxes and images share: where they sit and how large they are. */
export type MediaAttributes = {
  position: MediaPosition;
  left: string;
  top: string;
  width: number;
  height: number;
  zIndex: number;
  /** How text flows around an item in the text (not absolute): its own line, or beside it. */
  wrap: MediaWrap;
};

export const MEDIA_NODE_NAMES = ['textbox', 'positionedImage'] as const;
export type MediaNodeName = (typeof MEDIA_NODE_NAMES)[number];

export function isMediaNodeName(name: string): name is MediaNodeName {
  return (MEDIA_NODE_NAMES as readonly string[]).includes(name);
}

function numberOf(value: string, fallback: number): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed > 0 ? Math.round(parsed) : fallback;
}

/** The media attributes written in an element's style (what the saved HTML carries). */
export function readMediaAttributes(
  element: HTMLElement,
  defaults: { width: number; height: number },
): MediaAttributes {
  const { style } = element;
  const position: MediaPosition = style.position === 'absolute' ? 'absolute' : 'relative';
  return {
    position,
    left: position === 'absolute' ? style.left || '10px' : 'auto',
    top: position === 'absolute' ? style.top || '10px' : 'auto',
    width: numberOf(style.width || element.getAttribute('width') || '', defaults.width),
    height: numberOf(
      style.minHeight || style.height || element.getAttribute('height') || '',
      defaults.height,
    ),
    zIndex: Math.max(1, Number.parseInt(style.zIndex, 10) || 1),
    wrap: style.cssFloat === 'left' ? 'left' : style.cssFloat === 'right' ? 'right' : 'inline',
  };
}

/**
 * The positioning part of a media item's style. In the text, square wrapping floats the item
 * left or right with a margin on the text side (as Google Docs does); absolute items never float.
 */
export function positionStyle(attrs: MediaAttributes): Record<string, string> {
  const style: Record<string, string> = {
    position: attrs.position,
    left: attrs.position === 'absolute' ? attrs.left : 'auto',
    top: attrs.position === 'absolute' ? attrs.top : 'auto',
    'z-index': String(attrs.zIndex),
  };
  if (attrs.position !== 'absolute' && attrs.wrap !== 'inline') {
    const gap = `${INLINE_ITEM_MARGIN_PX}px`;
    style.float = attrs.wrap;
    style.margin = attrs.wrap === 'left' ? `0 ${gap} ${gap} 0` : `0 0 ${gap} ${gap}`;
  }
  return style;
}

export function styleText(style: Record<string, string>): string {
  return Object.entries(style)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}

/** TipTap attribute specs for the media attributes: parsed from and rendered into `style`. */
export function mediaAttributeSpecs(defaults: { width: number; height: number }) {
  const spec = (key: keyof MediaAttributes, fallback: unknown) => ({
    default: fallback,
    parseHTML: (element: HTMLElement) => readMediaAttributes(element, defaults)[key],
    // Written into `style` by the node's renderHTML, not as attributes of their own.
    renderHTML: () => ({}),
  });
  return {
    position: spec('position', 'absolute'),
    left: spec('left', '10px'),
    top: spec('top', '10px'),
    width: spec('width', defaults.width),
    height: spec('height', defaults.height),
    zIndex: spec('zIndex', 1),
    wrap: spec('wrap', 'inline'),
  };
}

/** Where a new textbox or image starts: in the text at the cursor, on its own line, on top. */
export const NEW_ITEM_PLACEMENT = {
  position: 'relative',
  left: 'auto',
  top: 'auto',
  wrap: 'inline',
  zIndex: 1,
} as const satisfies Partial<MediaAttributes>;
