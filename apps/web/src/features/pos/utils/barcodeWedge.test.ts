import { describe, expect, it } from 'vitest';
import { createWedgeDetector } from './barcodeWedge';

function type(keys: string[], gap: number, start = 1000) {
  const detector = createWedgeDetector();
  return keys.map((key, index) => detector.key(key, start + index * gap));
}

describe('keyboard-wedge barcode detector', () => {
  it('answers a fast burst ending with Enter', () => {
    const results = type([...'4006381333931', 'Enter'], 5);
    expect(results.at(-1)).toBe('4006381333931');
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
  });

  it('ignores a person typing, short bursts and a pause before Enter', () => {
    expect(type([...'12345', 'Enter'], 150).at(-1)).toBeNull();
    expect(type([...'123', 'Enter'], 5).at(-1)).toBeNull();
    const detector = createWedgeDetector();
    [...'123456'].forEach((key, index) => detector.key(key, index * 5));
    expect(detector.key('Enter', 500)).toBeNull();
  });

  it('starts a new code after a slow key', () => {
    const detector = createWedgeDetector();
    detector.key('x', 0);
    [...'987654'].forEach((key, index) => detector.key(key, 1000 + index * 5));
    expect(detector.key('Enter', 1035)).toBe('987654');
  });
});
