import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

type SensorContext = Parameters<KeyboardCoordinateGetter>[1]['context'];

const FORWARD = ['ArrowDown', 'ArrowRight'];
const BACKWARD = ['ArrowUp', 'ArrowLeft'];

/**
 * Arrow keys move a held file from one drop target to the next (the folders in the list and
 * the breadcrumbs), in reading order, instead of dnd-kit's 25 px a press. `targetsOf` gives the
 * rectangles of the targets the held item may go to.
 */
export const droppableKeyboardCoordinates =
  (targetsOf: (context: SensorContext) => ClientRect[]): KeyboardCoordinateGetter =>
  (event, { currentCoordinates, context }) => {
    const step = FORWARD.includes(event.code) ? 1 : BACKWARD.includes(event.code) ? -1 : 0;
    const held = context.collisionRect;
    if (step === 0 || !held) return undefined;
    event.preventDefault();
    const target = nextTarget(targetsOf(context), held, step);
    if (!target) return currentCoordinates;
    return {
      x: currentCoordinates.x + target.left + target.width / 2 - (held.left + held.width / 2),
      y: currentCoordinates.y + target.top + target.height / 2 - (held.top + held.height / 2),
    };
  };

/** The target `step` places from the held item's centre in reading order (top, then left). */
export function nextTarget(
  targets: readonly ClientRect[],
  held: Pick<ClientRect, 'left' | 'top' | 'width' | 'height'>,
  step: number,
): ClientRect | undefined {
  const centre = { x: held.left + held.width / 2, y: held.top + held.height / 2 };
  const order = (rect: Pick<ClientRect, 'top' | 'left' | 'height'>) => [
    rect.top + rect.height / 2,
    rect.left,
  ];
  const sorted = [...targets].sort((a, b) => {
    const [ay = 0, ax = 0] = order(a);
    const [by = 0, bx = 0] = order(b);
    return ay - by || ax - bx;
  });
  const isBefore = (rect: ClientRect) => {
    const middle = rect.top + rect.height / 2;
    return (
      middle < centre.y - 1 ||
      (Math.abs(middle - centre.y) <= 1 && rect.left + rect.width / 2 < centre.x - 1)
    );
  };
  const isAfter = (rect: ClientRect) => {
    const middle = rect.top + rect.height / 2;
    return (
      middle > centre.y + 1 ||
      (Math.abs(middle - centre.y) <= 1 && rect.left + rect.width / 2 > centre.x + 1)
    );
  };
  return step > 0 ? sorted.find(isAfter) : sorted.findLast(isBefore);
}
