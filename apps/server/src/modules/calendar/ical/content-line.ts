/**
 * RFC 5545 content lines: TEXT escaping, parameter quoting and folding at 75 octets (never
 * inside a UTF-8 character), joined with CRLF.
 */

export type PropertyParams = Record<string, string | undefined>;

/** TEXT values: backslash, semicolon, comma and newlines are escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value is quoted when it holds a colon, semicolon or comma; quotes are dropped. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** `NAME;PARAM=value:VALUE` (the value already formatted and escaped as its type needs). */
export function property(name: string, value: string, params: PropertyParams = {}): string {
  const paramText = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, param]) => `;${key}=${paramValue(param)}`)
    .join('');
  return `${name}${paramText}:${value}`;
}

/** Splits a line into chunks of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line has 75 octets; the following have 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The lines of an iCalendar object, folded, each ending with CRLF. */
export function joinLines(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
