import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bulkMessages } from '../src/features/tasks/bulk/bulk.messages';
import { keyboardMessages } from '../src/features/tasks/keyboard/keyboard.messages';
import { tasksMessages } from '../src/features/tasks/tasks.messages';
import { launchBrowser, openContext, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

const PHONE = { width: 390, height: 844 };
/** A loaded machine answers slowly: wait for results up to this long. */
const POLL = { timeout: 15_000 };
const TITLES = ['Write the agenda', 'Book the room', 'Invite the speakers', 'Print the badges'];

type ApiTask = { id: string; title: string; priority: string };

/** Calls the API with the session the page holds. */
function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('token');
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

async function prioritiesOf(page: Page): Promise<Record<string, string>> {
  const { tasks } = await callApi<{ tasks: ApiTask[] }>(page, 'GET', '/tasks?limit=50');
  return Object.fromEntries(tasks.map((task) => [task.title, task.priority]));
}

const rows = (page: Page) => page.getByTestId('task-row');
// The title button of each row, named "Edit <title>".
const EDIT_PREFIX = tasksMessages.row.edit('\u0000').split('\u0000')[0]!;
const rowTitles = (page: Page) =>
  rows(page)
    .locator(`button[aria-label^=${JSON.stringify(EDIT_PREFIX)}]`)
    .allInnerTexts();
const toastUndo = (page: Page, message: string) =>
  page.getByRole('button', { name: bulkMessages.undoLabel(message) });

/** Several tasks changed at once from the keyboard, each change undone with one click. */
describe('bulk work on the task list', () => {
  const ada = makeAccount('Ada');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, ada);
    for (const title of TITLES) await callApi(page, 'POST', '/tasks', { title });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('selects three tasks with X and Shift+click, sets their priority, and Undo puts it back', async () => {
    await page.goto('/tasks');
    await expect.poll(() => rowTitles(page), POLL).toHaveLength(TITLES.length);
    const shown = await rowTitles(page);
    const picked = shown.slice(0, 3);

    await page.keyboard.press('j');
    await rows(page).first().and(page.locator('[data-focused="true"]')).waitFor();
    await page.keyboard.press('x');
    await page
      .getByRole('button', { name: tasksMessages.row.edit(picked[2]!) })
      .click({ modifiers: ['Shift'] });
    const bar = page.getByRole('toolbar', { name: bulkMessages.barLabel });
    await bar.getByText(bulkMessages.selectedCount(3)).waitFor();
    expect(await page.locator('[data-selected="true"]').count()).toBe(3);

    await bar.getByRole('button', { name: bulkMessages.setPriority }).click();
    await page.getByRole('menuitem', { name: bulkMessages.priorities.high }).click();
    await toastUndo(page, bulkMessages.updated(3)).waitFor();
    await expect
      .poll(() => prioritiesOf(page), POLL)
      .toEqual(
        Object.fromEntries(shown.map((title) => [title, picked.includes(title) ? 'high' : 'none'])),
      );
    await saveScreenshot(page, 'desktop-tasks-bulk');

    await toastUndo(page, bulkMessages.updated(3)).click();
    await expect
      .poll(() => prioritiesOf(page), POLL)
      .toEqual(Object.fromEntries(shown.map((title) => [title, 'none'])));
  });

  it('deletes two tasks at once and Undo brings them back', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('toolbar', { name: bulkMessages.barLabel }).waitFor({ state: 'detached' });
    const shown = await rowTitles(page);
    const [first, second] = shown;
    await page.getByRole('button', { name: tasksMessages.row.edit(first!) }).click({
      modifiers: ['ControlOrMeta'],
    });
    await page.getByRole('button', { name: tasksMessages.row.edit(second!) }).click({
      modifiers: ['ControlOrMeta'],
    });
    const bar = page.getByRole('toolbar', { name: bulkMessages.barLabel });
    await bar.getByText(bulkMessages.selectedCount(2)).waitFor();

    await bar.getByRole('button', { name: bulkMessages.delete }).click();
    await expect.poll(() => rowTitles(page), POLL).toEqual(shown.slice(2));
    await toastUndo(page, bulkMessages.deleted(2)).click();
    await expect.poll(() => rowTitles(page), POLL).toEqual(shown);
    // Nothing was deleted on the server: the delete waits for the toast to close without Undo.
    const { tasks } = await callApi<{ tasks: ApiTask[] }>(page, 'GET', '/tasks?limit=50');
    expect(tasks.map((task) => task.title).sort()).toEqual([...TITLES].sort());
  });

  it('shows every shortcut on "?", creates with C, and the assignee list never covers Project', async () => {
    await page.goto('/tasks');
    await expect.poll(() => rowTitles(page), POLL).toHaveLength(TITLES.length);
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: keyboardMessages.sheetTitle });
    await sheet.waitFor();
    for (const shortcut of keyboardMessages.shortcuts) {
      await sheet.getByText(shortcut.action, { exact: true }).waitFor();
    }
    await saveScreenshot(page, 'desktop-tasks-shortcuts');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: tasksMessages.dialog.createTitle });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: tasksMessages.dialog.assigneesLabel }).click();
    const suggestions = dialog.getByRole('listbox');
    await suggestions.waitFor();
    const list = await suggestions.boundingBox();
    const project = await dialog
      .getByText(tasksMessages.dialog.projectLabel, { exact: true })
      .boundingBox();
    if (!list || !project) throw new Error('dialog not laid out');
    expect(list.y + list.height).toBeLessThanOrEqual(project.y);
    // Escape closes the suggestions first, then the dialog.
    await page.keyboard.press('Escape');
    await suggestions.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('selects and changes tasks on a phone, the bar in reach', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: bulkMessages.select }).click();
    const [first] = await rowTitles(page);
    await page.getByRole('checkbox', { name: bulkMessages.selectTask(first!) }).check();
    const bar = page.getByRole('toolbar', { name: bulkMessages.barLabel });
    await bar.getByText(bulkMessages.selectedCount(1)).waitFor();
    const box = await bar.boundingBox();
    if (!box) throw new Error('bar not laid out');
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'phone-tasks-bulk');
  });
});
