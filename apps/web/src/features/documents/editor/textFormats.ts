import { editorMessages as messages } from '../documents.messages';

type ColorChoice = { id: keyof typeof messages.colors; value: string };

/** Text colours of the colour menu: dark enough to read on the white page. */
export const TEXT_COLORS: readonly ColorChoice[] = [
  { id: 'black', value: '#18181b' },
  { id: 'grey', value: '#71717a' },
  { id: 'red', value: '#dc2626' },
  { id: 'orange', value: '#c2410c' },
  { id: 'green', value: '#15803d' },
  { id: 'blue', value: '#1d4ed8' },
  { id: 'purple', value: '#7e22ce' },
];

/** Highlights: light marker colours black text stays readable on. */
export const HIGHLIGHT_COLORS: readonly ColorChoice[] = [
  { id: 'yellow', value: '#fef08a' },
  { id: 'green', value: '#bbf7d0' },
  { id: 'blue', value: '#bfdbfe' },
  { id: 'pink', value: '#fbcfe8' },
  { id: 'orange', value: '#fed7aa' },
];

/** Font sizes of the size control, in px; '' is the document's default (16 px). */
export const FONT_SIZES = ['10px', '12px', '14px', '16px', '18px', '24px', '32px', '48px'] as const;

export const fontSizeOptions = [
  { value: '', label: messages.defaultFontSize },
  ...FONT_SIZES.map((size) => ({ value: size, label: size.replace('px', '') })),
];

/**
 * A colour as '#rrggbb', however the style wrote it (a browser reads '#dc2626' back as
 * 'rgb(220, 38, 38)'), so the menu can tick the current one. '' when none.
 */
export function normalizeColor(value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(text);
  if (!rgb) return text;
  return `#${rgb
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}
