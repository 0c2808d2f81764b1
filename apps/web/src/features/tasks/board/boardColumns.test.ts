import { describe, expect, it } from 'vitest';
import {
  cardsOfGroups,
  columnLabelOf,
  columnOfCard,
  moveCardAcross,
  moveCardWithin,
} from './boardColumns';
import { boardGroup, boardTask } from './boardTestTasks';

const cards = { todo: ['todo|a', 'todo|b'], done: ['done|c'], empty: [] };

describe('board columns while dragging', () => {
  it('lists each column’s card ids', () => {
    expect(cardsOfGroups([boardGroup('todo', [boardTask('a')])])).toEqual({ todo: ['todo|a'] });
  });

  it('finds the column of a card, or of a column id', () => {
    expect(columnOfCard(cards, 'done|c')).toBe('done');
    expect(columnOfCard(cards, 'empty')).toBe('empty');
    expect(columnOfCard(cards, 'nowhere|x')).toBeUndefined();
  });

  it('moves a card over another column to the card it is over, or to the end', () => {
    expect(moveCardAcross(cards, 'todo|a', 'done|c')).toMatchObject({
      todo: ['todo|b'],
      done: ['todo|a', 'done|c'],
    });
    expect(moveCardAcross(cards, 'todo|a', 'empty')).toMatchObject({ empty: ['todo|a'] });
    expect(moveCardAcross(cards, 'todo|a', 'todo|b')).toBe(cards);
  });

  it('moves a card within its column to the place of the card it is dropped on', () => {
    expect(moveCardWithin(cards, 'todo|a', 'todo|b').todo).toEqual(['todo|b', 'todo|a']);
    expect(moveCardWithin(cards, 'todo|a', 'done|c')).toBe(cards);
  });

  it('names columns by state, priority text or project', () => {
    const state = { id: 's', name: 'In review', color: '#000000', type: 'started' as const };
    expect(columnLabelOf({ ...boardGroup('s', []), state }, 'state', () => undefined)).toBe(
      'In review',
    );
    expect(columnLabelOf(boardGroup('urgent', []), 'priority', () => undefined)).toBe('Urgent');
    expect(columnLabelOf(boardGroup('p1', []), 'project', () => 'Apollo')).toBe('Apollo');
  });
});
