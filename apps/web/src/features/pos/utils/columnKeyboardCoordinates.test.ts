import type { ClientRect } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { nextColumn } from './columnKeyboardCoordinates';

const column = (left: number): ClientRect => ({
  left,
  width: 200,
  right: left + 200,
  top: 100,
  bottom: 600,
  height: 500,
});
const columns = [column(420), column(0), column(210)];

describe('moving a held card by keyboard', () => {
  it('goes to the next column to the right or left', () => {
    expect(nextColumn(columns, { left: 20, width: 160 }, 1)?.left).toBe(210);
    expect(nextColumn(columns, { left: 230, width: 160 }, -1)?.left).toBe(0);
    expect(nextColumn(columns, { left: 440, width: 160 }, 1)).toBeUndefined();
  });

  it('starts from the nearest column when the card is between two', () => {
    expect(nextColumn(columns, { left: 110, width: 200 }, 1)?.left).toBe(420);
  });
});
