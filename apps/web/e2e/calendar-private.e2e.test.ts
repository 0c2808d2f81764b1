import { CALENDARS_MESSAGES } from '@worksphere/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calendarMessages } from '../src/features/calendar/calendar.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { chooseOption } from './support/fields';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { setSavedCheckbox } from './support/savedCheckbox';

const form = calendarMessages.form;

async function openCalendar(page: Page) {
  await page.goto('/dash');
  await page
    .getByRole('navigation', { name: shellMessages.nav.label })
    .getByRole('link', { name: shellMessages.nav.calendar })
    .click();
  await page.waitForURL((url) => url.pathname === '/calendar');
  await page.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
}

/** Adds an event today on the chosen calendar; `extra` fills more before saving. */
async function addEvent(
  page: Page,
  title: string,
  calendar: string,
  extra?: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: calendarMessages.addEvent }).click();
  const dialog = page.getByRole('dialog', { name: form.addTitle });
  await dialog.waitFor();
  await dialog.getByLabel(form.title).fill(title);
  await chooseOption(dialog, page, CALENDARS_MESSAGES.calendarField, calendar);
  await chooseOption(dialog, page, form.category, 'Personal');
  await extra?.(dialog);
  await dialog.getByRole('button', { name: form.create }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('private and shared calendars', () => {
  const ada = makeAccount('Ada');
  const bo = makeAccount('Bo');
  const team = setUpTwoMembers(ada, bo);

  it('a private event on my calendar is mine alone; one on the shared calendar is "Busy" to others', async () => {
    const page = team.admin;
    await openCalendar(page);
    const list = page.getByRole('region', { name: CALENDARS_MESSAGES.listTitle });
    await list.getByText(CALENDARS_MESSAGES.myCalendar).waitFor();

    await addEvent(page, 'Dentist', CALENDARS_MESSAGES.myCalendar);
    await addEvent(page, 'Therapy', CALENDARS_MESSAGES.workspaceCalendar, async (dialog) => {
      await dialog.getByLabel(CALENDARS_MESSAGES.private).check();
    });
    const today = page.locator('[role="gridcell"][aria-current="date"]');
    await today.getByRole('button', { name: /Dentist/ }).waitFor();
    await today.getByRole('button', { name: /Therapy/ }).waitFor();

    const other = team.member;
    await openCalendar(other);
    const otherToday = other.locator('[role="gridcell"][aria-current="date"]');
    await otherToday.getByRole('button', { name: new RegExp(CALENDARS_MESSAGES.busy) }).waitFor();
    expect(await otherToday.getByRole('button').allTextContents()).not.toContainEqual(
      expect.stringMatching(/Dentist|Therapy/),
    );
    expect(await other.getByText(/Dentist|Therapy/).count()).toBe(0);

    // Hiding the shared calendar takes its events off the grid, and stays hidden on reload.
    const otherList = other.getByRole('region', { name: CALENDARS_MESSAGES.listTitle });
    await setSavedCheckbox(
      otherList.getByRole('checkbox', {
        name: CALENDARS_MESSAGES.show(CALENDARS_MESSAGES.workspaceCalendar),
      }),
      false,
    );
    await otherToday
      .getByRole('button', { name: new RegExp(CALENDARS_MESSAGES.busy) })
      .waitFor({ state: 'detached' });
    await other.reload();
    await other.getByRole('toolbar', { name: calendarMessages.toolbarLabel }).waitFor();
    await expect
      .poll(() =>
        other
          .getByRole('checkbox', {
            name: CALENDARS_MESSAGES.show(CALENDARS_MESSAGES.workspaceCalendar),
          })
          .isChecked(),
      )
      .toBe(false);
  });

  it('an event moved to the shared calendar from its edit form shows there; My calendar can be renamed', async () => {
    const page = team.admin;
    await openCalendar(page);
    const today = page.locator('[role="gridcell"][aria-current="date"]');
    await today
      .getByRole('button', { name: /Dentist/ })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Dentist' });
    await detail.getByRole('button', { name: calendarMessages.detail.edit }).click();
    const edit = page.getByRole('dialog', { name: form.editTitle });
    await chooseOption(
      edit,
      page,
      CALENDARS_MESSAGES.calendarField,
      CALENDARS_MESSAGES.workspaceCalendar,
    );
    await edit.getByRole('button', { name: form.save }).click();
    await edit.waitFor({ state: 'detached' });

    // Hiding the shared calendar now hides Dentist too: it lives there.
    const list = page.getByRole('region', { name: CALENDARS_MESSAGES.listTitle });
    const showShared = list.getByRole('checkbox', {
      name: CALENDARS_MESSAGES.show(CALENDARS_MESSAGES.workspaceCalendar),
    });
    await setSavedCheckbox(showShared, false);
    await today.getByRole('button', { name: /Dentist/ }).waitFor({ state: 'detached' });
    await setSavedCheckbox(showShared, true);
    await today.getByRole('button', { name: /Dentist/ }).waitFor();

    // And the other member, showing the shared calendar again, sees it by name.
    const other = team.member;
    await openCalendar(other);
    await setSavedCheckbox(
      other.getByRole('checkbox', {
        name: CALENDARS_MESSAGES.show(CALENDARS_MESSAGES.workspaceCalendar),
      }),
      true,
    );
    await other
      .locator('[role="gridcell"][aria-current="date"]')
      .getByRole('button', { name: /Dentist/ })
      .waitFor();

    // Each member renames and recolours their own calendar where calendars are listed.
    await other
      .getByRole('button', {
        name: `${CALENDARS_MESSAGES.renameCalendar}: ${CALENDARS_MESSAGES.myCalendar}`,
      })
      .click();
    const rename = other.getByRole('dialog', { name: CALENDARS_MESSAGES.renameCalendar });
    await rename.getByLabel(CALENDARS_MESSAGES.nameLabel).fill('Bo’s days');
    await rename.getByRole('radio', { name: '#db2777' }).check({ force: true });
    await rename.getByRole('button', { name: CALENDARS_MESSAGES.save }).click();
    await rename.waitFor({ state: 'detached' });
    const otherList = other.getByRole('region', { name: CALENDARS_MESSAGES.listTitle });
    await otherList.getByText('Bo’s days').waitFor();
    expect(
      await otherList
        .getByRole('button', {
          name: `${CALENDARS_MESSAGES.renameCalendar}: ${CALENDARS_MESSAGES.workspaceCalendar}`,
        })
        .count(),
    ).toBe(0);
    // The admin's own calendar keeps its name.
    await page.reload();
    await list.getByText(CALENDARS_MESSAGES.myCalendar).waitFor();
    expect(await list.getByText('Bo’s days').count()).toBe(0);
  });
});
