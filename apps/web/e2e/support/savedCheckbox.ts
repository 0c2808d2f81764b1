import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Sets a checkbox whose state the server keeps (shown calendars): clicks it, then waits until
 * it shows the new state. The page redraws it once the change is queued, a moment after the
 * click, where Playwright's own check() and uncheck() read it at once.
 */
export async function setSavedCheckbox(checkbox: Locator, checked: boolean) {
  if ((await checkbox.isChecked()) !== checked) await checkbox.click();
  await expect.poll(() => checkbox.isChecked()).toBe(checked);
}
