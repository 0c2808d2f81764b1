import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow keys move a held card one whole column left or right (dnd-kit's default moves 25 px a
 * press, ten presses per column): the card's centre goes to the next column's, near its top.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const card = context.collisionRect;
  if (step === 0 || !card) return undefined;
  event.preventDefault();
  const target = nextColumn([...context.droppableRects.values()], card, step);
  if (!target) return currentCoordinates;
  return {
    x: currentCoordinates.x + target.left + target.width / 2 - (card.left + card.width / 2),
    y: currentCoordinates.y + target.top + 40 - card.top,
  };
};

/** The column `step` places from the one under the card's centre (or the nearest one). */
export function nextColumn(
  columns: readonly ClientRect[],
  card: Pick<ClientRect, 'left' | 'width'>,
  step: number,
): ClientRect | undefined {
  const sorted = [...columns].sort((a, b) => a.left - b.left);
  const centre = card.left + card.width / 2;
  let index = sorted.findIndex((column) => centre >= column.left && centre <= column.right);
  if (index === -1) {
    const distances = sorted.map((column) => Math.abs(column.left + column.width / 2 - centre));
    index = distances.indexOf(Math.min(...distances));
  }
  return sorted[index + step];
}
