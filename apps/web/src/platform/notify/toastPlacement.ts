/**
 * Where the toast stack goes so that it never covers what the user is working with (issue 22):
 * it starts at the top right and steps below bars and to the left of panels marked
 * `data-toast-keep-clear`. Pure geometry, so the rules are unit-tested apart from the DOM.
 */

export type Box = { top: number; left: number; width: number; height: number };

/** A region toasts must not cover; a soft one (the top bar) may be covered when nothing else fits. */
export type KeepClearRegion = Box & { isSoft?: boolean };

export type ToastStackPlacement = { top: number; right: number };

/** Toasts are this wide on larger screens (react-toastify's --toastify-toast-width). */
export const TOAST_WIDTH = 320;
/** At or below this width react-toastify spreads toasts over the whole width, with no margin. */
export const PHONE_MAX_WIDTH = 480;
const MARGIN = 16;
const GAP = 8;
const MAX_STEPS = 12;

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/**
 * The first place, stepping from the top right, where a stack of `stackHeight` touches no region:
 * a panel taller than a third of the screen is passed on its left, anything else (a bar) below.
 * Without such a place the soft regions may be covered; null when even that leaves no room.
 */
function findPlacement(
  viewport: { width: number; height: number },
  stackHeight: number,
  regions: readonly KeepClearRegion[],
): ToastStackPlacement | null {
  const { width, margin } = stackGeometry(viewport);
  const solve = (obstacles: readonly KeepClearRegion[]): ToastStackPlacement | null => {
    let top = margin;
    let right = margin;
    for (let step = 0; step < MAX_STEPS; step++) {
      const stack = { top, left: viewport.width - right - width, width, height: stackHeight };
      if (stack.left < 0 || stack.top + stack.height > viewport.height) return null;
      const hit = obstacles.find((region) => overlaps(stack, region));
      if (!hit) return { top, right };
      const canPassOnLeft = hit.left - GAP - width >= 0;
      if (hit.height > viewport.height / 3 && canPassOnLeft) {
        right = viewport.width - hit.left + GAP;
      } else {
        top = hit.top + hit.height + GAP;
      }
    }
    return null;
  };
  return solve(regions) ?? solve(regions.filter((region) => !region.isSoft));
}

function stackGeometry(viewport: { width: number }) {
  const isPhone = viewport.width <= PHONE_MAX_WIDTH;
  return {
    width: isPhone ? viewport.width : TOAST_WIDTH,
    margin: isPhone ? 0 : MARGIN,
    // react-toastify's space between toasts: none on phones, 1rem elsewhere.
    toastGap: isPhone ? 0 : 16,
  };
}

/**
 * The stack's top and right offsets (see findPlacement); with no free place at all it stays just
 * below the top bar.
 */
export function placeToastStack(
  viewport: { width: number; height: number },
  stackHeight: number,
  regions: readonly KeepClearRegion[],
): ToastStackPlacement {
  const { margin } = stackGeometry(viewport);
  const bars = regions.filter((region) => region.isSoft);
  const belowBars = Math.max(margin, ...bars.map((bar) => bar.top + bar.height + GAP));
  return findPlacement(viewport, stackHeight, regions) ?? { top: belowBars, right: margin };
}

/**
 * How many toasts may show at once (react-toastify's `limit`; the rest wait their turn): as many
 * as fit clear of the regions, from `max` down to one.
 */
export function toastLimitFor(
  viewport: { width: number; height: number },
  toastHeight: number,
  regions: readonly KeepClearRegion[],
  max: number,
): number {
  const { toastGap } = stackGeometry(viewport);
  for (let count = max; count > 1; count--) {
    const height = count * toastHeight + (count - 1) * toastGap;
    if (findPlacement(viewport, height, regions)) return count;
  }
  return 1;
}
