import { CALENDAR_MESSAGES } from '@worksphere/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { calendarMessages } from '../src/features/calendar/calendar.messages';
import { authMessages } from '../src/features/auth/auth.messages';
import { settingsMessages } from '../src/features/settings/settings.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { RAINY_SPOT, SUNNY_DAY } from './support/fakeOpenMeteo';
import { chooseOption, selectButton } from './support/fields';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { makeAccount, openAccountMenu } from './support/journeys';
import { untilDragHearsKeys } from './support/keyboardDrag';

const form = calendarMessages.form;
const weather = settingsMessages.weather;
const detail = calendarMessages.detail;
const ACCOUNT_LABEL = 'Calendar account';

async function openCalendar(page: Page) {
  await page.goto('/dash');
  await page
    .getByRole('navigation', { name: shellMessages.nav.label })
    .getByRole('link', { name: shellMessages.nav.calendar })
    .click();
  await page.waitForURL((url) => url.pathname === '/calendar');
  await page.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
}

async function chooseWorkspaceCalendar(page: Page | Locator, owner: Page) {
  await selectButton(page, ACCOUNT_LABEL).click();
  await owner.getByRole('option', { name: /^Workspace calendar/ }).click();
}

/** Adds an event through the Add Event modal; `extra` fills more before saving. */
async function addEvent(page: Page, title: string, extra?: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: calendarMessages.addEvent }).click();
  const dialog = page.getByRole('dialog', { name: form.addTitle });
  await dialog.waitFor();
  await dialog.getByLabel(form.title).fill(title);
  await chooseOption(dialog, page, form.category, 'Work');
  await extra?.(dialog);
  await dialog.getByRole('button', { name: form.create }).click();
  await dialog.waitFor({ state: 'detached' });
}

const chips = (page: Page | Locator, title: string) =>
  page.getByRole('button', { name: new RegExp(title) });

describe('the calendar', () => {
  const ada = makeAccount('Ada');
  const bo = makeAccount('Bo');
  const team = setUpTwoMembers(ada, bo);

  it('creates, shows in month and agenda, edits, copies and deletes an event', async () => {
    const page = team.admin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCalendar(page);
    await page.getByText(CALENDAR_MESSAGES.noEventsThisMonth).waitFor();

    await chooseWorkspaceCalendar(page, page);
    await addEvent(page, 'Budget review', async (dialog) => {
      await dialog.getByLabel(form.location).fill('Room 7');
    });
    const today = page.locator('[role="gridcell"][aria-current="date"]');
    await chips(today, 'Budget review').waitFor();
    await saveScreenshot(page, 'calendar-month');

    await page
      .getByRole('group', { name: calendarMessages.viewLabel })
      .getByRole('button', { name: calendarMessages.agendaView })
      .click();
    const agenda = page.getByRole('list', { name: calendarMessages.agendaView });
    await chips(agenda, 'Budget review').click();
    const eventDialog = page.getByRole('dialog', { name: 'Budget review' });
    await eventDialog.getByText('Room 7').waitFor();
    await eventDialog.getByRole('button', { name: detail.edit }).click();
    const editDialog = page.getByRole('dialog', { name: form.editTitle });
    await editDialog.getByLabel(form.title).fill('Budget review (moved)');
    await editDialog.getByRole('button', { name: form.save }).click();
    await page.getByText(CALENDAR_MESSAGES.updated).waitFor();
    await chips(agenda, 'Budget review \\(moved\\)').waitFor();

    await page.getByRole('button', { name: calendarMessages.copyTable }).click();
    await page.getByText(CALENDAR_MESSAGES.copied).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const [header, row] = copied.split('\n');
    expect(header).toBe('Date\tStart\tEnd\tTitle\tRoom\tCategory\tDescription');
    expect(row?.split('\t').slice(3, 6)).toEqual(['Budget review (moved)', 'Room 7', 'Work']);

    await page
      .getByRole('group', { name: calendarMessages.viewLabel })
      .getByRole('button', { name: calendarMessages.monthView })
      .click();
    await chips(today, 'Budget review').click();
    await page
      .getByRole('dialog', { name: 'Budget review (moved)' })
      .getByRole('button', { name: detail.delete })
      .click();
    const confirm = page.getByRole('dialog', { name: calendarMessages.deleteTitle });
    await confirm.getByText(CALENDAR_MESSAGES.deleteConfirm).waitFor();
    await confirm.getByRole('button', { name: calendarMessages.deleteButton }).click();
    await page.getByText(CALENDAR_MESSAGES.deleted).waitFor();
    await page.getByText(CALENDAR_MESSAGES.noEventsThisMonth).waitFor();
  });

  it('repeats an event weekly and deletes one occurrence', async () => {
    const page = team.admin;
    await openCalendar(page);
    await chooseWorkspaceCalendar(page, page);
    // Next month: a new event starts on its first day, so three weeks fit in it.
    await page.getByRole('button', { name: calendarMessages.nextMonth }).click();
    await addEvent(page, 'Team sync', async (dialog) => {
      await chooseOption(dialog, page, form.repeat, form.repeatOptions.weekly);
      await chooseOption(dialog, page, form.ends, form.endsOptions.count);
      await dialog.getByLabel(form.count, { exact: true }).fill('3');
    });
    const grid = page.getByRole('grid');
    await expect.poll(() => chips(grid, 'Team sync').count()).toBe(3);

    await chips(grid, 'Team sync').nth(1).click();
    await page
      .getByRole('dialog', { name: 'Team sync' })
      .getByRole('button', { name: detail.delete })
      .click();
    const ask = page.getByRole('dialog', { name: calendarMessages.scope.deleteTitle });
    await ask.getByRole('button', { name: calendarMessages.scope.occurrence }).click();
    await page.getByText(CALENDAR_MESSAGES.deleted).waitFor();
    await expect.poll(() => chips(grid, 'Team sync').count()).toBe(2);
  });

  it('lets a member without calendar:edit read events but not change them', async () => {
    const admin = team.admin;
    await openCalendar(admin);
    await chooseWorkspaceCalendar(admin, admin);
    await addEvent(admin, 'All hands');

    // With calendar:edit (a member's default) the member may edit the shared calendar's events.
    const member = team.member;
    await openCalendar(member);
    await member.getByRole('button', { name: calendarMessages.addEvent }).waitFor();
    await chips(member.getByRole('grid'), 'All hands').click();
    const withEdit = member.getByRole('dialog', { name: 'All hands' });
    await withEdit.getByRole('button', { name: detail.edit }).waitFor();
    await member.keyboard.press('Escape');
    await withEdit.waitFor({ state: 'detached' });

    // The admin takes calendar:edit away.
    await admin.evaluate(async (username) => {
      const token = window.localStorage.getItem('token');
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
      const { users } = (await (await fetch('/api/user', { headers })).json()) as {
        users: Array<{ id: string; username: string; permissions: string[] }>;
      };
      const target = users.find((user) => user.username === username);
      if (!target) throw new Error('member not found');
      const response = await fetch(`/api/user/${target.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          permissions: target.permissions.filter((permission) => permission !== 'calendar:edit'),
        }),
      });
      if (!response.ok) throw new Error(`PATCH failed: ${response.status}`);
    }, bo.username);

    await member.reload();
    await member.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
    await chips(member.getByRole('grid'), 'All hands').click();
    const readOnly = member.getByRole('dialog', { name: 'All hands' });
    await readOnly.getByText('Work').waitFor();
    expect(await readOnly.getByRole('button', { name: detail.edit }).count()).toBe(0);
    expect(await readOnly.getByRole('button', { name: detail.delete }).count()).toBe(0);
    await member.keyboard.press('Escape');
    expect(await member.getByRole('button', { name: calendarMessages.addEvent }).count()).toBe(0);
  });

  it('moves an event to another day by dragging it, and with the keyboard', async () => {
    const page = team.admin;
    await openCalendar(page);
    await chooseWorkspaceCalendar(page, page);
    await addEvent(page, 'Dentist');
    const today = page.locator('[role="gridcell"][aria-current="date"]');
    const todayKey = await today.getAttribute('data-day');
    // Another day of this month: the 1st, or the 2nd when today is the 1st.
    const targetKey = `${todayKey?.slice(0, 8)}${todayKey?.endsWith('-01') ? '02' : '01'}`;
    const target = page.locator(`[role="gridcell"][data-day="${targetKey}"]`);

    const chip = chips(today, 'Dentist');
    const from = await chip.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no boxes');
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await chips(target, 'Dentist').waitFor();
    expect(await chips(target, 'Dentist').textContent()).toContain('9:00');

    // Keyboard: Space picks it up, Arrow Down picks the same weekday a week later, Space drops it.
    await chips(target, 'Dentist').focus();
    const nextKey = `${targetKey.slice(0, 8)}${String(Number(targetKey.slice(8)) + 7).padStart(2, '0')}`;
    // Each step waits for what a screen reader hears: dnd-kit measures the days once picked up.
    const live = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await live.filter({ hasText: /Dentist over/ }).waitFor({ state: 'attached' });
    await untilDragHearsKeys(page);
    await page.keyboard.press('ArrowDown');
    await live
      .filter({ hasText: new RegExp(`Dentist over \\w+, \\w+ ${Number(nextKey.slice(8))}\\.`) })
      .waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await chips(page.locator(`[role="gridcell"][data-day="${nextKey}"]`), 'Dentist').waitFor();
  });

  it('opens the Quick Calendar from the top bar at 75% of the viewport', async () => {
    const page = team.admin;
    await page.goto('/tasks');
    await page.getByRole('button', { name: shellMessages.topBar.quickCalendar }).click();
    const dialog = page.getByRole('dialog', { name: shellMessages.quickCalendar.title });
    await dialog.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
    await selectButton(dialog, ACCOUNT_LABEL).waitFor();
    await chips(dialog.getByRole('grid'), 'All hands').waitFor();
    const area = await dialog.getByTestId('quick-calendar-area').boundingBox();
    const viewport = page.viewportSize();
    expect(area && viewport && Math.round((area.height / viewport.height) * 100)).toBe(75);
    await saveScreenshot(page, 'calendar-quick-modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('forces the agenda on a phone and hides the switch', async () => {
    const { context, page } = await openContext(team.browser, inject('baseUrl'), PHONE_VIEWPORT);
    const storage = await team.admin.context().storageState();
    await context.addCookies(storage.cookies);
    const origin = storage.origins[0];
    await page.goto('/');
    await page.evaluate((items) => {
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    }, origin?.localStorage ?? []);
    await page.goto('/calendar');
    await page.getByRole('list', { name: calendarMessages.agendaView }).waitFor();
    expect(await page.getByRole('group', { name: calendarMessages.viewLabel }).count()).toBe(0);
    expect(await page.getByRole('grid').count()).toBe(0);
    await chips(page, 'All hands').waitFor();
    await saveScreenshot(page, 'calendar-phone-agenda');
    await context.close();
  });

  it('shows the weather of the location an admin sets in Settings', async () => {
    const page = team.admin;
    const todayWeather = (label: string) =>
      page
        .locator('[role="gridcell"][aria-current="date"]')
        .getByRole('img', { name: label, exact: true });
    const { day } = RAINY_SPOT;
    const sunny = calendarMessages.weather(
      calendarMessages.weatherSummary.sun,
      SUNNY_DAY.maxTemp,
      SUNNY_DAY.minTemp,
    );
    const rainy = calendarMessages.weather(
      calendarMessages.weatherSummary.rain,
      day.maxTemp,
      day.minTemp,
    );

    // The default location's forecast (the local Open-Meteo has sun everywhere but one spot).
    await openCalendar(page);
    await todayWeather(sunny).waitFor();

    // Settings through the app's own menu: the calendar's forecast stays in the page's cache.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: authMessages.accountMenu.profileSettings }).click();
    await page
      .getByRole('navigation', { name: settingsMessages.menuLabel })
      .getByRole('link', { name: settingsMessages.pages.weather })
      .click();
    const section = page.getByRole('region', { name: weather.title });
    await section.getByText(weather.isDefault).waitFor();
    await section.getByLabel(weather.latitudeLabel).fill(String(RAINY_SPOT.latitude));
    await section.getByLabel(weather.longitudeLabel).fill(String(RAINY_SPOT.longitude));
    await chooseOption(section, page, weather.timeZoneLabel, RAINY_SPOT.timezone);
    await section.getByRole('button', { name: weather.save }).click();
    await page.getByText(weather.saved).waitFor();
    await section
      .getByText(weather.current(RAINY_SPOT.latitude, RAINY_SPOT.longitude, RAINY_SPOT.timezone))
      .waitFor();

    await page
      .getByRole('navigation', { name: shellMessages.nav.label })
      .getByRole('link', { name: shellMessages.nav.calendar })
      .click();
    await todayWeather(rainy).waitFor();
    expect(await todayWeather(sunny).count()).toBe(0);
  });
});
