import { emojiImageBase } from 'virtual:emoji-images';

/**
 * The shipped Twemoji image of an emoji: its code points in hexadecimal (at least four digits)
 * joined by "-", as emoji-datasource names its files (e.g. "❤️" is 2764-fe0f.png, "#️⃣" is
 * 0023-fe0f-20e3.png).
 */
export function emojiImageUrl(emoji: string): string {
  const codePoints = Array.from(emoji, (char) =>
    char.codePointAt(0)!.toString(16).padStart(4, '0'),
  );
  return `${emojiImageBase}${codePoints.join('-')}.png`;
}
