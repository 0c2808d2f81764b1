/**
 * The CSS box properties (margins, paddings, borders) that sanitised HTML may keep, in both
 * editor documents (platform/rich-text.ts) and shown e-mail (modules/email/email-html.ts); each
 * pairs them with its own value check.
 */
export const BOX_CSS_PROPERTIES = [
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
] as const;
