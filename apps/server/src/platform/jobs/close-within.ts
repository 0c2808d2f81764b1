/** How long a graceful close may wait for Redis before the connections are cut. */
export const CLOSE_GRACE_MS = 2000;

/** Waits for `closing` at most `ms`: a Redis that is away must not hold a shutdown forever. */
export async function closeWithin(closing: Promise<unknown>, ms = CLOSE_GRACE_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    closing.catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}
