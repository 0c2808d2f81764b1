import { describe, expect, it } from 'vitest';
import { moveFocus, selectRange, selectedInOrder, toggleSelected } from './taskSelection';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('toggleSelected', () => {
  it('adds a task, and takes it out on the second toggle, leaving the set given untouched', () => {
    const start = new Set(['a']);
    const added = toggleSelected(start, 'c');
    expect([...added]).toEqual(['a', 'c']);
    expect([...toggleSelected(added, 'a')]).toEqual(['c']);
    expect([...start]).toEqual(['a']);
  });
});

describe('selectRange', () => {
  it('adds every task between the anchor and the clicked one, in either direction', () => {
    expect([...selectRange(ids, new Set(['b']), 'b', 'd')].sort()).toEqual(['b', 'c', 'd']);
    expect([...selectRange(ids, new Set(['d']), 'd', 'a')].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps what was selected outside the range', () => {
    expect([...selectRange(ids, new Set(['e', 'a']), 'a', 'b')].sort()).toEqual(['a', 'b', 'e']);
  });

  it('selects only the clicked task without an anchor on screen', () => {
    expect([...selectRange(ids, new Set(), null, 'c')]).toEqual(['c']);
    expect([...selectRange(ids, new Set(), 'gone', 'c')]).toEqual(['c']);
  });

  it('ignores a clicked task that is not on screen', () => {
    expect([...selectRange(ids, new Set(['a']), 'a', 'zz')]).toEqual(['a']);
  });
});

describe('moveFocus', () => {
  it('moves one task down (J) or up (K) and stops at the ends', () => {
    expect(moveFocus(ids, 'b', 1)).toBe('c');
    expect(moveFocus(ids, 'b', -1)).toBe('a');
    expect(moveFocus(ids, 'e', 1)).toBe('e');
    expect(moveFocus(ids, 'a', -1)).toBe('a');
  });

  it('starts at the first task for J and the last for K when nothing is focused', () => {
    expect(moveFocus(ids, null, 1)).toBe('a');
    expect(moveFocus(ids, null, -1)).toBe('e');
    expect(moveFocus(ids, 'gone', 1)).toBe('a');
    expect(moveFocus([], null, 1)).toBeNull();
  });
});

describe('selectedInOrder', () => {
  it('lists the selected tasks still on screen, in screen order', () => {
    expect(selectedInOrder(ids, new Set(['d', 'gone', 'a']))).toEqual(['a', 'd']);
  });
});
