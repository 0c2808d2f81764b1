import { boardMessages } from './board.messages';
import { cardIdOf } from './boardOrder';
import type { BoardGroup, BoardGrouping, BoardPriority } from './boardTypes';

export type ColumnCards = Record<string, string[]>;

/** The card ids of every column, in order: what the drag moves around before it is saved. */
export function cardsOfGroups(groups: readonly BoardGroup[]): ColumnCards {
  return Object.fromEntries(
    groups.map((group) => [group.key, group.tasks.map((task) => cardIdOf(group.key, task.id))]),
  );
}

/** The name a column shows: the state's, a priority's own text, else the server's label. */
export function columnLabelOf(
  group: BoardGroup,
  grouping: BoardGrouping,
  projectNameOf: (id: string) => string | undefined,
): string {
  if (grouping === 'state' && group.state) return group.state.name;
  if (grouping === 'priority' && group.key in boardMessages.priorities) {
    return boardMessages.priorities[group.key as BoardPriority];
  }
  if (grouping === 'project') return projectNameOf(group.key) ?? group.label;
  return group.label;
}

/** The column holding a card, or the column itself when the id is a column's. */
export function columnOfCard(cards: ColumnCards, id: string): string | undefined {
  if (id in cards) return id;
  return Object.keys(cards).find((key) => cards[key]?.includes(id));
}

/**
 * A card dragged over another column joins it (at the card it is over, or at the end when over
 * the column's empty space), so the column makes room while it is dragged.
 */
export function moveCardAcross(cards: ColumnCards, cardId: string, overId: string): ColumnCards {
  const from = columnOfCard(cards, cardId);
  const to = columnOfCard(cards, overId);
  if (!from || !to || from === to) return cards;
  const target = cards[to] ?? [];
  const overIndex = target.indexOf(overId);
  const at = overIndex < 0 ? target.length : overIndex;
  return {
    ...cards,
    [from]: (cards[from] ?? []).filter((id) => id !== cardId),
    [to]: [...target.slice(0, at), cardId, ...target.slice(at)],
  };
}

/** A card dropped on another card of its own column takes that card's place. */
export function moveCardWithin(cards: ColumnCards, cardId: string, overId: string): ColumnCards {
  const column = columnOfCard(cards, cardId);
  if (!column || column !== columnOfCard(cards, overId)) return cards;
  const ids = cards[column] ?? [];
  const from = ids.indexOf(cardId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return cards;
  const next = ids.filter((id) => id !== cardId);
  next.splice(to, 0, cardId);
  return { ...cards, [column]: next };
}
