import { useEffect, useState } from 'react';

/** How long the browser may keep the idle moment to itself before what waits loads anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * False until the page has painted and the browser has a quiet moment: what only matters later
 * (the toast library) is fetched then, so it never delays the first paint (issue 22). The frame
 * callback runs before the paint; the idle callback (a timer where there is none: Safari) after.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      const done = () => setPainted(true);
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      } else {
        timer = setTimeout(done, 0);
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
