import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authMessages } from '../src/features/auth/auth.messages';
import { tasksMessages } from '../src/features/tasks/tasks.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const screenMessages = tasksMessages.screen;
/** An upright phone of today (iPhone 12 to 15). */
const PHONE = { width: 390, height: 844 };

describe('Tasks on a phone, and signing in back to the page asked for', () => {
  let browser: Browser;
  const kim = makeAccount('Kim');

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('folds the filters into one button and shows tasks on the first screen', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'), PHONE);
    await registerOrganization(page, kim);
    // Three tasks through the API with the session the page holds.
    await page.evaluate(async () => {
      const token = window.localStorage.getItem('token');
      for (const title of ['Call the bank', 'Water the plants', 'Book the venue']) {
        const response = await fetch('/api/tasks', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ title }),
        });
        if (response.status !== 201) throw new Error(`task not created: ${response.status}`);
      }
    });

    await page.goto('/tasks');
    const firstRow = page.getByTestId('task-row').first();
    await firstRow.waitFor();
    const filtersButton = page.getByRole('button', { name: screenMessages.filtersButton });
    expect(await filtersButton.isVisible()).toBe(true);
    expect(await page.getByLabel(screenMessages.searchLabel).count()).toBe(0);
    const rowBox = await firstRow.boundingBox();
    expect(rowBox && rowBox.y + rowBox.height).toBeLessThanOrEqual(PHONE.height);
    await saveScreenshot(page, 'phone-tasks-filters-button');

    await filtersButton.click();
    const sheet = page.getByRole('dialog', { name: screenMessages.filtersSheetTitle });
    await sheet.waitFor();
    await sheet.getByLabel(screenMessages.searchLabel).fill('bank');
    await saveScreenshot(page, 'phone-tasks-filters-sheet');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('bank');
    await sheet.getByRole('button', { name: screenMessages.filtersDone }).click();
    await sheet.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: screenMessages.filtersButtonCount(1) }).waitFor();
    await expect.poll(() => page.getByTestId('task-row').count()).toBe(1);
    expect(await page.getByTestId('task-row').textContent()).toContain('Call the bank');
    await context.close();
  });

  it('after sign-in lands on the protected page it came from, path and query', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'), PHONE);

    await page.goto('/tasks?status=all&q=venue');
    await page.waitForURL(
      (url) =>
        url.pathname === '/login' && url.searchParams.get('next') === '/tasks?status=all&q=venue',
    );
    await page.getByLabel(authMessages.login.identifierLabel).fill(kim.username);
    await page.getByLabel(authMessages.login.passwordLabel, { exact: true }).fill(kim.password);
    await page.getByRole('button', { name: authMessages.login.submit }).click();

    await page.waitForURL((url) => url.pathname === '/tasks');
    expect(new URL(page.url()).search).toBe('?status=all&q=venue');
    await page.getByTestId('task-row').filter({ hasText: 'Book the venue' }).waitFor();
    await context.close();
  });
});
