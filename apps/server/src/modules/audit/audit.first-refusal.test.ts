import { describe, expect, it } from 'vitest';
import { createLocalFirstRefusalGate } from './audit.first-refusal.js';

describe('first refusal gate', () => {
  it('says yes once per key per window, again once the window is over', async () => {
    let now = 1_000;
    const gate = createLocalFirstRefusalGate(() => now);
    expect(await gate.first('a', 60_000)).toBe(true);
    expect(await gate.first('a', 60_000)).toBe(false);
    expect(await gate.first('b', 60_000)).toBe(true);
    now += 59_999;
    expect(await gate.first('a', 60_000)).toBe(false);
    now += 1;
    expect(await gate.first('a', 60_000)).toBe(true);
    expect(await gate.first('a', 60_000)).toBe(false);
  });
});
