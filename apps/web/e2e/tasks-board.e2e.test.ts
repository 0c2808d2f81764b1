import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardMessages } from '../src/features/tasks/board/board.messages';
import { saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { untilDragHearsKeys } from './support/keyboardDrag';

const PHONE = { width: 390, height: 844 };

/**
 * Tasks made through the API with the session the page holds (they start in "To do"), after the
 * organisation's earlier ones are deleted: a retried journey starts from the same board.
 */
async function createTasks(page: Page, titles: string[]) {
  await page.evaluate(async (names) => {
    const token = window.localStorage.getItem('token');
    const auth = { Authorization: `Bearer ${token}` };
    const existing = (await (await fetch('/api/tasks', { headers: auth })).json()) as {
      tasks: { id: string }[];
    };
    if (existing.tasks.length > 0) {
      const response = await fetch('/api/tasks/bulk-delete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth },
        body: JSON.stringify({ taskIds: existing.tasks.map((task) => task.id) }),
      });
      if (!response.ok) throw new Error(`tasks not cleared: ${response.status}`);
    }
    for (const title of names) {
      const response = await fetch('/api/tasks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth },
        body: JSON.stringify({ title }),
      });
      if (response.status !== 201) throw new Error(`task not created: ${response.status}`);
    }
  }, titles);
}

const column = (page: Page, name: string) => page.getByRole('region', { name });
const card = (page: Page, columnName: string, title: string) =>
  column(page, columnName).getByTestId('board-card').filter({ hasText: title });
/** Waits until a keyboard pick-up has taken: announced, and the next key will be heard. */
async function pickedUp(page: Page, title: string) {
  await page.locator('[id^="DndLiveRegion"]').filter({ hasText: title }).waitFor();
  await untilDragHearsKeys(page);
}
const titlesIn = (page: Page, columnName: string) =>
  column(page, columnName)
    .getByTestId('board-card')
    .locator('[aria-label^="Edit"]')
    .allInnerTexts();

describe('the task board', () => {
  const ada = makeAccount('Ada');
  const ben = makeAccount('Ben');
  const team = setUpTwoMembers(ada, ben);

  it('moves cards between statuses by mouse and keyboard, live for a second member', async () => {
    await createTasks(team.admin, ['Draft the brief', 'Book the venue', 'Order the badges']);
    await team.admin.goto('/tasks?view=status');
    await team.member.goto('/tasks?view=status');
    await card(team.admin, 'To do', 'Draft the brief').waitFor();
    await card(team.member, 'To do', 'Draft the brief').waitFor();
    await column(team.admin, 'In progress').getByText(boardMessages.columnEmpty).waitFor();

    // By mouse: the card's handle pressed, carried over the "In progress" column, released.
    const handle = team.admin.getByRole('button', {
      name: boardMessages.dragHandle('Draft the brief'),
    });
    const from = await handle.boundingBox();
    const to = await column(team.admin, 'In progress').boundingBox();
    if (!from || !to) throw new Error('board not laid out');
    await team.admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await team.admin.mouse.down();
    await team.admin.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await team.admin.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 3 });
    await team.admin.mouse.up();
    await card(team.admin, 'In progress', 'Draft the brief').waitFor();
    // The second member sees the move without reloading.
    await card(team.member, 'In progress', 'Draft the brief').waitFor();
    await card(team.member, 'To do', 'Draft the brief').waitFor({ state: 'detached' });

    // By keyboard: Space picks the card up, the arrow carries it right, Space drops it.
    await team.admin
      .getByRole('button', { name: boardMessages.dragHandle('Book the venue') })
      .focus();
    await team.admin.keyboard.press('Space');
    await pickedUp(team.admin, 'Book the venue');
    await team.admin.keyboard.press('ArrowRight');
    await card(team.admin, 'In progress', 'Book the venue').waitFor();
    await team.admin.keyboard.press('Space');
    await card(team.member, 'In progress', 'Book the venue').waitFor();
    await expect.poll(() => column(team.admin, 'To do').getByTestId('board-card').count()).toBe(1);

    // Both members see one order, and it survives a reload.
    const order = await titlesIn(team.admin, 'In progress');
    expect([...order].sort()).toEqual(['Book the venue', 'Draft the brief']);
    await expect.poll(() => titlesIn(team.member, 'In progress')).toEqual(order);
    await team.admin.reload();
    await card(team.admin, 'In progress', 'Draft the brief').waitFor();
    expect(await titlesIn(team.admin, 'In progress')).toEqual(order);
    await saveScreenshot(team.admin, 'desktop-tasks-board-states');

    // On a phone each column takes the screen's width and the board scrolls sideways.
    await team.member.setViewportSize(PHONE);
    const phoneColumn = await column(team.member, 'In progress').boundingBox();
    expect(phoneColumn?.width).toBeGreaterThan(PHONE.width * 0.8);
    expect(phoneColumn?.width).toBeLessThanOrEqual(PHONE.width);
    // The page itself never scrolls sideways (only the board does).
    expect(await team.member.evaluate(() => document.documentElement.scrollWidth)).toBe(
      PHONE.width,
    );
    await saveScreenshot(team.member, 'phone-tasks-board');
  });
});
