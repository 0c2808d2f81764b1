// Modules made by scripts/emoji-assets-plugin.ts from the emoji-datasource-twitter package.
declare module 'virtual:emoji-images' {
  /** Where the build serves the Twemoji images, ending in a slash. */
  export const emojiImageBase: string;
}

declare module 'virtual:emoji-catalog' {
  import type { EmojiCatalogEntry } from '../../../../scripts/emoji-assets-plugin.ts';
  /** Every emoji the picker offers, in the Unicode order. */
  export const emojiCatalog: EmojiCatalogEntry[];
}
