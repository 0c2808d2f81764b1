import { DESTRUCTIVE_SAVE_SHARE } from '@worksphere/contracts';

const STYLE_OR_SCRIPT = /<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<[^>]*>/g;
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;
const IMAGE = /<img\b/gi;
const WHITESPACE = /\s+/g;

/**
 * How much a document holds, to notice a save that wipes most of it: its visible characters
 * (whitespace left out, an entity counting one) plus one per image. Sanitised HTML only: it is
 * well-formed, so stripping tags is exact enough for a measure.
 */
export function documentTextLength(html: string): number {
  const body = html.replace(STYLE_OR_SCRIPT, '').replace(COMMENT, '');
  const images = body.match(IMAGE)?.length ?? 0;
  const text = body.replace(TAG, ' ').replace(ENTITY, '_').replace(WHITESPACE, '');
  return text.length + images;
}

/** A save that keeps less than DESTRUCTIVE_SAVE_SHARE of the text before it. */
export function isDestructiveSave(textBefore: number, textAfter: number): boolean {
  return textBefore > 0 && textAfter < textBefore * DESTRUCTIVE_SAVE_SHARE;
}
