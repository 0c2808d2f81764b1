import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attachmentsMessages as messages } from '../src/features/tasks/attachments/attachments.messages';
import { saveScreenshot } from './support/browser';
import { makeAccount } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';

/** An upright phone of today (iPhone 12 to 15). */
const PHONE = { width: 390, height: 844 };
/** A 1x1 PNG: shown as a thumbnail. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

async function createTask(page: Page, title: string): Promise<string> {
  return page.evaluate(async (taskTitle) => {
    const token = window.localStorage.getItem('token');
    const response = await fetch('/api/tasks', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: taskTitle }),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return ((await response.json()) as { task: { id: string } }).task.id;
  }, title);
}

/** Drop a text file on the attachments section, as a file dragged from the desktop. */
async function dropFile(page: Page, name: string, text: string) {
  const transfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const data = new DataTransfer();
      data.items.add(new File([content!], fileName!, { type: 'text/plain' }));
      return data;
    },
    [name, text],
  );
  const zone = page.getByTestId('task-attachments-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/**
 * Files on a task: the admin attaches a screenshot by the button, the member sees it with its
 * thumbnail, downloads it, drops a file of their own, may delete only that one, and the
 * section fits a phone.
 */
describe('task attachments', () => {
  const ada = makeAccount('Ada');
  const ben = makeAccount('Ben');
  const team = setUpTwoMembers(ada, ben);

  it('attaches by button and by drop, downloads, and deletes only what one may', async () => {
    const { admin, member } = team;
    const taskId = await createTask(admin, 'Fix the checkout page');
    await admin.goto(`/tasks/${taskId}`);
    await admin.getByText(messages.emptyTitle).waitFor();

    await admin.getByTestId('task-attachments-input').setInputFiles({
      name: 'checkout.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const list = admin.getByRole('list', { name: messages.heading });
    await list.getByRole('link', { name: 'checkout.png', exact: true }).waitFor();
    await list
      .getByRole('link', { name: messages.preview('checkout.png') })
      .locator('img')
      .waitFor();

    await member.goto(`/tasks/${taskId}`);
    const memberList = member.getByRole('list', { name: messages.heading });
    await memberList.getByRole('link', { name: 'checkout.png', exact: true }).waitFor();
    expect(
      await memberList.getByText(`${ada.firstName} ${ada.lastName}`, { exact: false }).count(),
    ).toBe(1);
    expect(
      await member.getByRole('button', { name: messages.delete('checkout.png') }).count(),
    ).toBe(0);
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      memberList.getByRole('link', { name: 'checkout.png', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('checkout.png');

    await dropFile(member, 'notes.txt', 'Steps to reproduce: pay with a saved card.');
    await memberList.getByRole('link', { name: 'notes.txt', exact: true }).waitFor();
    await member.getByRole('button', { name: messages.delete('notes.txt') }).click();
    const dialog = member.getByRole('dialog', { name: messages.confirmTitle });
    await dialog.getByRole('button', { name: messages.confirmDelete }).click();
    await memberList
      .getByRole('link', { name: 'notes.txt', exact: true })
      .waitFor({ state: 'detached' });
    await memberList.getByRole('link', { name: 'checkout.png', exact: true }).waitFor();

    await member.setViewportSize(PHONE);
    await memberList
      .getByRole('link', { name: 'checkout.png', exact: true })
      .scrollIntoViewIfNeeded();
    await expect
      .poll(() => member.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await saveScreenshot(member, 'phone-task-attachments');
  });
});
