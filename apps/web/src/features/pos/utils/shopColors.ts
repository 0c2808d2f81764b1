/** Dark or white text, whichever reads on a #rrggbb background (relative luminance). */
export function readableTextOn(background: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) return '#ffffff';
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // The luminance where black and white text have the same contrast.
  return luminance > 0.179 ? '#111827' : '#ffffff';
}
