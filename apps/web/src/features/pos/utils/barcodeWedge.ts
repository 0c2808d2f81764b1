/**
 * A keyboard-wedge scanner types a code much faster than a person (a few ms a key) and ends
 * with Enter. The detector keeps the last burst of printable keys, each at most `maxGapMs`
 * after the one before, and answers the code when Enter follows such a burst.
 */
export function createWedgeDetector({ maxGapMs = 40, minLength = 4 } = {}) {
  let buffer = '';
  let last = -Infinity;
  return {
    /** One keydown: the scanned code on its Enter, else null. */
    key(key: string, at: number): string | null {
      const fast = at - last <= maxGapMs;
      last = at;
      if (key === 'Enter') {
        const code = fast && buffer.length >= minLength ? buffer : null;
        buffer = '';
        return code;
      }
      if (key.length !== 1) {
        buffer = '';
        return null;
      }
      buffer = fast ? buffer + key : key;
      return null;
    },
  };
}
