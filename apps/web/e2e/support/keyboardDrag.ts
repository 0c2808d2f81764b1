import type { Page } from 'playwright-core';

/**
 * After a keyboard pick-up has been announced, waits until dnd-kit listens for the next key: it
 * attaches that listener on a zero-delay timer, which can still be pending when the announcement
 * shows. A timer queued now runs after it. A person never presses the next key that fast.
 */
export async function untilDragHearsKeys(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
