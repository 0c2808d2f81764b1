import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { categoriesMessages } from '../src/features/categories/categories.messages';
import { dashboardMessages } from '../src/features/dashboard/dashboard.messages';
import { notesMessages } from '../src/features/notes/notes.messages';
import { projectsMessages } from '../src/features/projects/projects.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { tasksMessages } from '../src/features/tasks/tasks.messages';
import { openContext, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { chooseOption, selectButton, typeDate } from './support/fields';
import { makeAccount, registerOrganization } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

const topBar = shellMessages.topBar;
const taskDialog = tasksMessages.dialog;
const noteDialog = notesMessages.dialog;
const widgets = dashboardMessages.widgets;

/** Tasks, notes, categories, projects and the dashboard, as two members of one organisation. */
describe('tasks, notes, projects and the dashboard', () => {
  const ivy = makeAccount('Ivy');
  const jon = makeAccount('Jon');
  const team = setUpTwoMembers(ivy, jon);

  async function openQuickTask(page: Page) {
    await page.getByRole('button', { name: topBar.quickTask }).click();
    const dialog = page.getByRole('dialog', { name: taskDialog.createTitle });
    await dialog.waitFor();
    // The title takes focus 100 ms after the dialog opens.
    await expect
      .poll(() =>
        dialog
          .getByLabel(taskDialog.titleLabel, { exact: true })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    return dialog;
  }

  const taskRow = (page: Page, title: string) =>
    page.getByTestId('task-row').filter({ hasText: title });

  it('creates a task from Quick Task with assignees picked by keyboard', async () => {
    await team.admin.goto('/tasks');
    await team.admin.getByRole('heading', { name: tasksMessages.screen.emptyTitle }).waitFor();
    const dialog = await openQuickTask(team.admin);

    await team.admin.keyboard.type('Prepare the launch plan');
    await team.admin.keyboard.press('Tab');
    await team.admin.keyboard.type('Outline, budget and owners.');
    await team.admin.keyboard.press('Tab');
    const assignees = dialog.getByRole('combobox', { name: taskDialog.assigneesLabel });
    expect(await assignees.evaluate((element) => element === document.activeElement)).toBe(true);
    await team.admin.keyboard.type(jon.username.slice(0, 5));
    await dialog.getByRole('option').first().waitFor();
    await team.admin.keyboard.press('Enter');
    await team.admin.keyboard.type('ivy');
    await team.admin.keyboard.press('ArrowDown');
    await team.admin.keyboard.press('ArrowUp');
    await team.admin.keyboard.press('Enter');
    await team.admin.keyboard.press('Escape');
    expect(await dialog.getByRole('listbox').count()).toBe(0);
    expect(await dialog.getByTestId('assignee-chip').allTextContents()).toEqual([
      'Jon Tester',
      'Ivy Tester',
    ]);
    await typeDate(dialog, team.admin, taskDialog.dueDateLabel, '011520240930A');
    await saveScreenshot(team.admin, 'desktop-task-dialog');

    await dialog.getByLabel(taskDialog.titleLabel, { exact: true }).focus();
    await team.admin.keyboard.press('Shift+Enter');

    await team.admin.getByText(taskDialog.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = taskRow(team.admin, 'Prepare the launch plan');
    await row.waitFor();
    await row.getByTestId('task-overdue').waitFor();
    expect(await row.getByText('Assigned to Ivy Tester, Jon Tester').count()).toBe(1);
    await saveScreenshot(team.admin, 'desktop-tasks');
  });

  it('edits the task and marks it completed', async () => {
    await team.admin
      .getByRole('button', { name: tasksMessages.row.edit('Prepare the launch plan') })
      .click();
    const dialog = team.admin.getByRole('dialog', { name: taskDialog.editTitle });
    await dialog.waitFor();
    expect(
      await dialog.getByRole('textbox', { name: taskDialog.descriptionLabel }).textContent(),
    ).toBe('Outline, budget and owners.');
    expect(await dialog.getByTestId('assignee-chip').count()).toBe(2);

    await dialog.getByLabel(taskDialog.titleLabel, { exact: true }).fill('Launch plan, final');
    await dialog.getByLabel(taskDialog.markCompleted).check();
    await dialog.getByRole('button', { name: taskDialog.update }).click();

    await team.admin.getByText(taskDialog.updated).waitFor();
    // The list shows open tasks by default; the completed one shows under "Completed".
    await taskRow(team.admin, 'Launch plan, final').waitFor({ state: 'detached' });
    await chooseOption(
      team.admin,
      team.admin,
      tasksMessages.screen.statusFilterLabel,
      tasksMessages.screen.statusCompleted,
    );
    const row = taskRow(team.admin, 'Launch plan, final');
    await row.waitFor();
    expect(await row.getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
  });

  it('adds a category from the task dialog and shows a dependency as "Waiting on"', async () => {
    await team.admin.goto('/tasks');
    let dialog = await openQuickTask(team.admin);
    await team.admin.keyboard.type('Book the venue');
    await dialog.getByRole('button', { name: taskDialog.addCategory }).click();
    const categoryDialog = team.admin.getByRole('dialog', {
      name: categoriesMessages.dialog.title.task,
    });
    await categoryDialog.getByLabel(categoriesMessages.dialog.nameLabel).fill('  Logistics ');
    await categoryDialog.getByRole('button', { name: categoriesMessages.dialog.submit }).click();

    await team.admin.getByText(categoriesMessages.dialog.added).waitFor();
    await categoryDialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => selectButton(dialog, taskDialog.categoryLabel).textContent())
      .toBe('Logistics');
    await dialog.getByRole('button', { name: taskDialog.create }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await openQuickTask(team.admin);
    await team.admin.keyboard.type('Send the invitations');
    await chooseOption(dialog, team.admin, taskDialog.dependsOnLabel, 'Book the venue');
    await dialog.getByRole('button', { name: taskDialog.create }).click();
    await dialog.waitFor({ state: 'detached' });

    const waiting = taskRow(team.admin, 'Send the invitations');
    await waiting.getByText(tasksMessages.row.waitingOn('Book the venue')).waitFor();
    await taskRow(team.admin, 'Book the venue').getByText('Logistics').waitFor();

    // One click completes the task it waits on; the dependant stops waiting.
    await team.admin
      .getByRole('checkbox', { name: tasksMessages.row.markCompleted('Book the venue') })
      .click();
    await team.admin.getByText(tasksMessages.row.completedToast).waitFor();
    await waiting.getByText(tasksMessages.row.waitingOn('Book the venue')).waitFor({
      state: 'detached',
    });

    await chooseOption(
      team.admin,
      team.admin,
      tasksMessages.screen.viewLabel,
      tasksMessages.screen.viewBoardStatus,
    );
    await team.admin.getByRole('region', { name: 'Done' }).waitFor();
    await saveScreenshot(team.admin, 'desktop-tasks-board');
  });

  it('creates a note shared with the organisation, which another member sees', async () => {
    await team.admin.goto('/notes');
    await team.admin.getByRole('button', { name: topBar.quickNote }).click();
    const dialog = team.admin.getByRole('dialog', { name: noteDialog.createTitle });
    await dialog.getByLabel(noteDialog.titleLabel, { exact: true }).fill('Kickoff decisions');
    await dialog.getByRole('textbox', { name: noteDialog.contentLabel }).click();
    await team.admin.keyboard.type('We launch in spring.');
    await dialog.getByLabel(noteDialog.categoryLabel).fill('Meetings');
    await dialog.getByLabel(noteDialog.shareLabel).check();
    await saveScreenshot(team.admin, 'desktop-note-dialog');
    await dialog.getByRole('button', { name: noteDialog.create }).click();
    await team.admin.getByText(noteDialog.created).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await team.admin.getByRole('button', { name: topBar.quickNote }).click();
    const second = team.admin.getByRole('dialog', { name: noteDialog.createTitle });
    await second.getByLabel(noteDialog.titleLabel, { exact: true }).fill('My private draft');
    await second.getByRole('button', { name: noteDialog.create }).click();
    await second.waitFor({ state: 'detached' });
    await team.admin.getByTestId('note-card').filter({ hasText: 'My private draft' }).waitFor();
    await saveScreenshot(team.admin, 'desktop-notes');

    await team.member.goto('/notes');
    const card = team.member.getByTestId('note-card').filter({ hasText: 'Kickoff decisions' });
    await card.waitFor();
    await card.getByTestId('note-shared').waitFor();
    await card.getByText('Meetings').waitFor();
    expect(
      await team.member.getByTestId('note-card').filter({ hasText: 'My private draft' }).count(),
    ).toBe(0);

    await card.getByRole('button', { name: notesMessages.card.open('Kickoff decisions') }).click();
    const reader = team.member.getByRole('dialog', { name: 'Kickoff decisions' });
    await reader.getByTestId('note-content').getByText('We launch in spring.').waitFor();
    // Only its author edits it.
    expect(await reader.getByRole('button', { name: notesMessages.reader.edit }).count()).toBe(0);
    await saveScreenshot(team.member, 'desktop-note-reader');
  });

  it('keeps a project with its tasks and notes', async () => {
    await team.admin.goto('/projects');
    await team.admin.getByLabel(projectsMessages.create.nameLabel).fill('Apollo');
    await team.admin.getByRole('button', { name: projectsMessages.create.submit }).click();
    await team.admin.getByText(projectsMessages.create.created).waitFor();
    await team.admin.getByRole('link', { name: 'Apollo' }).click();
    await team.admin.getByRole('heading', { name: 'Apollo' }).waitFor();

    await team.admin.getByRole('button', { name: projectsMessages.detail.newTask }).click();
    const dialog = team.admin.getByRole('dialog', { name: taskDialog.createTitle });
    await dialog.getByLabel(taskDialog.titleLabel, { exact: true }).fill('Pick the rocket');
    expect(await selectButton(dialog, taskDialog.projectLabel).textContent()).toBe('Apollo');
    await dialog.getByRole('button', { name: taskDialog.create }).click();
    await taskRow(team.admin, 'Pick the rocket').waitFor();
    await team.admin.getByText(projectsMessages.list.counts(1, 0, 0)).waitFor();
    await saveScreenshot(team.admin, 'desktop-project');

    await team.admin.goto('/projects');
    const row = team.admin.getByTestId('project-row').filter({ hasText: 'Apollo' });
    await row.getByRole('button', { name: projectsMessages.actions.archive('Apollo') }).click();
    await team.admin.getByText(projectsMessages.actions.archived).waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('adds, reorders and removes dashboard widgets, and finds them again after reload', async () => {
    await team.admin.goto('/dash');
    const titles = () => team.admin.getByTestId('dashboard-widget').locator('h2').allTextContents();
    await team.admin.getByTestId('dashboard-widget').first().waitFor();
    expect(await titles()).toEqual([
      widgets.tasksDueSoon.title,
      widgets.recentNotes.title,
      widgets.projectsOverview.title,
    ]);
    await team.admin.getByText('Kickoff decisions').waitFor();
    await saveScreenshot(team.admin, 'desktop-dash');

    const saved = () =>
      team.admin.waitForResponse(
        (response) =>
          response.url().endsWith('/api/dashboard/layout') &&
          response.request().method() === 'PUT' &&
          response.ok(),
      );
    let save = saved();
    await team.admin
      .getByRole('button', { name: dashboardMessages.frame.remove(widgets.recentNotes.title) })
      .click();
    await save;
    save = saved();
    await team.admin
      .getByRole('button', { name: dashboardMessages.frame.moveUp(widgets.projectsOverview.title) })
      .click();
    await save;
    expect(await titles()).toEqual([widgets.projectsOverview.title, widgets.tasksDueSoon.title]);

    await team.admin.getByRole('button', { name: topBar.addWidget }).click();
    const picker = team.admin.getByRole('dialog', { name: dashboardMessages.picker.title });
    save = saved();
    await picker
      .getByRole('button', { name: dashboardMessages.picker.addLabel(widgets.recentNotes.title) })
      .click();
    await save;
    await picker.waitFor({ state: 'detached' });
    const expected = [
      widgets.projectsOverview.title,
      widgets.tasksDueSoon.title,
      widgets.recentNotes.title,
    ];
    expect(await titles()).toEqual(expected);

    await team.admin.reload();
    await team.admin.getByTestId('dashboard-widget').first().waitFor();
    expect(await titles()).toEqual(expected);

    // Another member has their own layout: the default one.
    await team.member.goto('/dash');
    await team.member.getByTestId('dashboard-widget').first().waitFor();
    expect(
      await team.member.getByTestId('dashboard-widget').locator('h2').allTextContents(),
    ).toEqual([
      widgets.tasksDueSoon.title,
      widgets.recentNotes.title,
      widgets.projectsOverview.title,
    ]);
  });

  /** A phone's bottom bar holds four areas; the rest are under More. */
  async function openFromMore(page: Page, area: string) {
    const bar = page.getByTestId('phone-bottom-bar');
    await bar.getByRole('button', { name: shellMessages.nav.moreLabel }).click();
    await page
      .getByRole('menu', { name: shellMessages.nav.moreLabel })
      .getByRole('menuitem', { name: area })
      .click();
  }

  it('works at phone width', async () => {
    const { context, page } = await openContext(team.browser, inject('baseUrl'), PHONE_VIEWPORT);
    await registerOrganization(page, makeAccount('Kim'));
    const hasHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

    await page.getByTestId('dashboard-widget').first().waitFor();
    expect(await hasHorizontalScroll()).toBe(false);
    await saveScreenshot(page, 'phone-dash-widgets');

    await page.getByRole('link', { name: shellMessages.nav.tasks, exact: true }).click();
    await page.getByRole('heading', { name: tasksMessages.screen.emptyTitle }).waitFor();
    const dialog = await openQuickTask(page);
    await page.keyboard.type('Water the plants');
    await saveScreenshot(page, 'phone-task-dialog');
    await dialog.getByRole('button', { name: taskDialog.create }).click();
    await taskRow(page, 'Water the plants').waitFor();
    expect(await hasHorizontalScroll()).toBe(false);
    await saveScreenshot(page, 'phone-tasks');

    await openFromMore(page, shellMessages.nav.notes);
    await page.getByRole('heading', { name: notesMessages.screen.emptyTitle }).waitFor();
    expect(await hasHorizontalScroll()).toBe(false);
    await page.getByRole('button', { name: topBar.quickNote }).click();
    await page.getByRole('dialog', { name: noteDialog.createTitle }).waitFor();
    await saveScreenshot(page, 'phone-note-dialog');
    await page.keyboard.press('Escape');

    await openFromMore(page, shellMessages.nav.projects);
    await page.getByRole('heading', { name: projectsMessages.list.emptyTitle }).waitFor();
    expect(await hasHorizontalScroll()).toBe(false);
    await saveScreenshot(page, 'phone-projects');
    await context.close();
  });
});
