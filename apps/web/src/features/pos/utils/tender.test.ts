import { describe, expect, it } from 'vitest';
import { changeOf, remainingOf, tipOf } from './tender';

describe('tender', () => {
  it('rounds a percentage tip to a whole minor unit', () => {
    expect(tipOf(1155, 10)).toBe(116);
    expect(tipOf(1155, 15)).toBe(173);
    expect(tipOf(-100, 10)).toBe(0);
  });

  it('works out what is left across split parts', () => {
    expect(remainingOf(1300, [{ method: 'cash', amount: 500, tendered: 2000 }])).toBe(800);
    expect(
      remainingOf(1300, [
        { method: 'cash', amount: 500, tendered: null },
        { method: 'card', amount: 900, tendered: null },
      ]),
    ).toBe(-100);
    expect(remainingOf(1300, [{ method: 'card', amount: null, tendered: null }])).toBeNull();
  });

  it('gives change on cash only, and none when too little was handed over', () => {
    expect(changeOf({ method: 'cash', amount: 500, tendered: 2000 })).toBe(1500);
    expect(changeOf({ method: 'cash', amount: 500, tendered: 400 })).toBeNull();
    expect(changeOf({ method: 'cash', amount: 500, tendered: null })).toBe(0);
    expect(changeOf({ method: 'card', amount: 500, tendered: 900 })).toBe(0);
  });
});
