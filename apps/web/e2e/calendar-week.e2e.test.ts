import { CALENDAR_MESSAGES } from '@worksphere/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calendarMessages } from '../src/features/calendar/calendar.messages';
import { HOUR_PX } from '../src/features/calendar/utils/timeGrid';
import { launchBrowser, openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { chooseOption, selectButton } from './support/fields';
import { makeAccount, registerOrganization } from './support/journeys';

const form = calendarMessages.form;
const TITLE = 'Design review';

/** A pointer drag in small steps, as a person makes it (dnd-kit starts after 6 px). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 8, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** What a date field shows: "11/27/2026, 10:00 AM" (12-hour clock) or "27/11/2026, 10:00". */
async function timeIn(scope: Locator, label: string) {
  const text = await scope.getByRole('group', { name: label }).first().textContent();
  // React Aria wraps the segments in direction marks; the spaces between them vary.
  return (text ?? '')
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Exactly one toast with this text, however long the answer takes. */
async function expectOneToast(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
  // A second toast for the same action would arrive with the same answer.
  await page.waitForTimeout(500);
  expect(await page.getByText(text).count()).toBe(1);
}

describe('the week view', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  // A retry after a failure finds the first attempt's event: each attempt names its own.
  let attempts = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openContext(browser, inject('baseUrl')));
    await registerOrganization(page, makeAccount('Wren'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('creates by sweeping slots, moves and resizes by dragging, and keeps it all after a reload', async () => {
    attempts += 1;
    const title = `${TITLE} ${attempts}`;
    await page.goto('/calendar');
    await page.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
    await selectButton(page, 'Calendar account').click();
    await page.getByRole('option', { name: /^Workspace calendar/ }).click();
    await page
      .getByRole('group', { name: calendarMessages.viewLabel })
      .getByRole('button', { name: calendarMessages.weekView })
      .click();
    const grid = page.getByRole('grid', { name: calendarMessages.weekView });
    const today = grid.locator('[role="gridcell"][data-day]:has([data-testid="now-line"])');
    await today.waitFor();
    // Each day's heading sits over its own column.
    const heading = await boxOf(grid.locator('[role="columnheader"][aria-current="date"]'));
    expect(Math.abs(heading.x - (await boxOf(today)).x)).toBeLessThan(2);

    // Sweep 10:00 to 11:30 on today's column (the grid opened scrolled to 08:00).
    const column = await boxOf(today.getByTestId('empty-slots'));
    const x = column.x + column.width / 2;
    await drag(
      page,
      { x, y: column.y + 10 * HOUR_PX + 2 },
      { x, y: column.y + 11.5 * HOUR_PX - 2 },
    );
    const dialog = page.getByRole('dialog', { name: form.addTitle });
    await dialog.waitFor();
    expect(await timeIn(dialog, form.start)).toMatch(/(^|\D)10:00( AM)?$/);
    expect(await timeIn(dialog, form.end)).toMatch(/(^|\D)11:30( AM)?$/);
    await dialog.getByLabel(form.title).fill(title);
    await chooseOption(dialog, page, form.category, 'Work');
    await dialog.getByRole('button', { name: form.create }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectOneToast(page, calendarMessages.created);

    const event = today.getByRole('button', { name: new RegExp(`^${title}`) });
    await event.waitFor();
    const created = await boxOf(event);
    expect(Math.round(created.height)).toBeGreaterThanOrEqual(1.5 * HOUR_PX - 4);

    // Move it one hour later: 11:00 to 12:30.
    await drag(
      page,
      { x: created.x + created.width / 2, y: created.y + 10 },
      { x: created.x + created.width / 2, y: created.y + 10 + HOUR_PX },
    );
    await expectOneToast(page, CALENDAR_MESSAGES.updated);
    await expect.poll(async () => Math.round((await boxOf(event)).y - created.y)).toBe(HOUR_PX);

    // Drag its bottom edge half an hour down: it ends at 13:00.
    const edge = await boxOf(
      page.getByRole('button', { name: calendarMessages.timeGrid.resizeLabel(title) }),
    );
    await drag(
      page,
      { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 },
      { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 + HOUR_PX / 2 },
    );
    await expect
      .poll(async () => Math.round((await boxOf(event)).height))
      .toBeGreaterThanOrEqual(2 * HOUR_PX - 4);
    await saveScreenshot(page, 'calendar-week');

    // After a reload the view is still the week, and the times are the saved ones.
    await page.reload();
    const reloaded = page
      .getByRole('grid', { name: calendarMessages.weekView })
      .getByRole('button', { name: new RegExp(`^${title}`) });
    await reloaded.click();
    const detail = page.getByRole('dialog', { name: title });
    await detail.getByRole('button', { name: calendarMessages.detail.edit }).click();
    const edit = page.getByRole('dialog', { name: form.editTitle });
    expect(await timeIn(edit, form.start)).toMatch(/(^|\D)11:00( AM)?$/);
    expect(await timeIn(edit, form.end)).toMatch(/(^|\D)(13:00|0?1:00 PM)$/);
    await page.keyboard.press('Escape');
  });

  it('moves an all-day event to another day in the all-day row and drags its edge across days', async () => {
    attempts += 1;
    const title = `Offsite ${attempts}`;
    await page.goto('/calendar');
    await page.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
    await page
      .getByRole('group', { name: calendarMessages.viewLabel })
      .getByRole('button', { name: calendarMessages.weekView })
      .click();
    const grid = page.getByRole('grid', { name: calendarMessages.weekView });
    await grid.waitFor();

    await page.getByRole('button', { name: calendarMessages.addEvent }).click();
    const dialog = page.getByRole('dialog', { name: form.addTitle });
    await dialog.getByLabel(form.title).fill(title);
    await dialog.getByLabel(form.allDay).check();
    await chooseOption(dialog, page, form.category, 'Work');
    await dialog.getByRole('button', { name: form.create }).click();
    await dialog.waitFor({ state: 'detached' });

    // The week's all-day cells, Sunday first; the event starts today, and goes to Tuesday (or
    // Wednesday when today is Tuesday), where a day after it is still in the week.
    const cells = grid.locator('[data-all-day]');
    const days = await cells.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-all-day') ?? ''),
    );
    const chipsOf = (name: string) =>
      grid.getByRole('button', { name: calendarMessages.timeGrid.allDayEventLabel(name) });
    const chip = chipsOf(title);
    await chip.waitFor();
    const from = days.indexOf(
      (await chip.locator('xpath=ancestor::*[@data-all-day]').getAttribute('data-all-day'))!,
    );
    const to = from === 2 ? 3 : 2;
    const start = await boxOf(chip);
    const target = await boxOf(cells.nth(to));
    await drag(
      page,
      { x: start.x + start.width / 3, y: start.y + start.height / 2 },
      { x: target.x + target.width / 2, y: target.y + target.height / 2 },
    );
    await expectOneToast(page, CALENDAR_MESSAGES.updated);
    await cells
      .nth(to)
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .waitFor();
    expect(await chip.count()).toBe(1);

    // Its right edge dragged one column on: two days, the chip in both cells.
    const edge = await boxOf(
      grid.getByRole('button', { name: calendarMessages.timeGrid.resizeAllDayLabel(title) }),
    );
    const next = await boxOf(cells.nth(to + 1));
    await drag(
      page,
      { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 },
      { x: next.x + next.width / 2, y: next.y + next.height / 2 },
    );
    await expect.poll(() => chip.count()).toBe(2);
    await expectOneToast(page, CALENDAR_MESSAGES.updated);
    await saveScreenshot(page, 'calendar-week-all-day');

    // After a reload it still covers those two days.
    await page.reload();
    await chip.first().waitFor();
    const covered = await chip.evaluateAll((nodes) =>
      nodes.map((node) => node.closest('[data-all-day]')?.getAttribute('data-all-day')),
    );
    expect(covered).toEqual([days[to], days[to + 1]]);
  });

  it('still forces the agenda on a phone, whatever view was chosen', async () => {
    const phone = await openContext(browser, inject('baseUrl'), PHONE_VIEWPORT);
    const storage = await context.storageState();
    await phone.context.addCookies(storage.cookies);
    await phone.page.goto('/');
    await phone.page.evaluate((items) => {
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    }, storage.origins[0]?.localStorage ?? []);
    await phone.page.goto('/calendar');
    const agenda = phone.page.getByRole('list', { name: calendarMessages.agendaView });
    await agenda.waitFor();
    expect(await phone.page.getByRole('group', { name: calendarMessages.viewLabel }).count()).toBe(
      0,
    );
    expect(await phone.page.getByRole('grid').count()).toBe(0);
    await agenda
      .getByRole('button', { name: new RegExp(TITLE) })
      .first()
      .waitFor();
    await phone.context.close();
  });
});
