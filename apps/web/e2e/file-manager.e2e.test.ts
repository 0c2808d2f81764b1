import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentsMessages } from '../src/features/documents/documents.messages';
import { launchBrowser, saveScreenshot } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';
import { setUpTwoMembers } from './support/setUpTwoMembers';
import { untilDragHearsKeys } from './support/keyboardDrag';

const docs = documentsMessages;
const PHONE = { width: 390, height: 844 };

/** A one-page PDF with a blue square, small enough to write here (PDF.js rebuilds the xref). */
const PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj',
  '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj',
  '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R/Resources<<>>>> endobj',
  '4 0 obj <</Length 27>> stream',
  '0 0 1 rg 20 20 160 160 re f',
  'endstream endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
].join('\n');

/** A 2x2 red PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/** Calls the API as the signed-in page does (its bearer token). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('token');
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.status === 204 ? null : ((await response.json()) as unknown);
    },
    { method, path, body },
  );
}

async function makeFolders(page: Page, ...paths: string[]) {
  for (const path of paths) {
    const cut = path.lastIndexOf('/');
    await api(page, 'POST', '/filemanager/folder', {
      folder: cut < 0 ? '' : path.slice(0, cut),
      name: path.slice(cut + 1),
    }).catch((error: unknown) => {
      // Already there (the images folder may be made on first use) is fine.
      if (!String(error).includes(': 409')) throw error;
    });
  }
}

async function saveDocument(page: Page, folder: string, name: string, content: string) {
  const existing = (await api(
    page,
    'GET',
    `/filemanager/browse?folder=${encodeURIComponent(folder)}`,
  )) as { files: { name: string; version: number | null }[] };
  const version = existing.files.find((file) => file.name === name)?.version ?? null;
  await api(page, 'PUT', '/filemanager/document', {
    folder,
    name,
    content,
    expectedVersion: version,
  });
}

/** Files dropped from the desktop onto the drop zone (a DataTransfer made in the page). */
async function dropFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  const zone = page.getByTestId('documents-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

function row(page: Page, name: string) {
  return page.locator('li', { has: page.getByText(name, { exact: true }) }).last();
}

/** Mouse drag of a row onto a target, in small steps as a hand moves. */
async function dragWithMouse(page: Page, fromName: string, target: Locator) {
  const from = await row(page, fromName).boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Touch drag through the DevTools protocol: press, hold past the sensor's delay, move, lift. */
async function dragWithFinger(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
  const [x1, y1] = [end.x + end.width / 2, end.y + end.height / 2];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) });
  // The sensor waits 200 ms before a press becomes a drag (shorter is a scroll).
  await page.waitForTimeout(400);
  for (let step = 1; step <= 10; step += 1) {
    const x = x0 + ((x1 - x0) * step) / 10;
    const y = y0 + ((y1 - y0) * step) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const hasSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('File manager (desktop)', () => {
  const team = setUpTwoMembers(makeAccount('Ada'), makeAccount('Bo'));

  it('moves by the folder picker, by dragging with the mouse and the keyboard, and onto a breadcrumb', async () => {
    const page = team.admin;
    await makeFolders(page, 'clients', 'clients/acme', 'reports');
    await saveDocument(page, '', 'brief.html', '<p>Brief</p>');
    await saveDocument(page, '', 'notes.html', '<p>Notes</p>');
    await saveDocument(page, '', 'draft.html', '<p>Draft</p>');
    await page.goto('/documents');
    await page.getByRole('link', { name: 'brief.html' }).waitFor();

    // The picker: nothing chosen is an error, not "Moved".
    await page.getByRole('button', { name: docs.actionsFor('brief.html') }).click();
    await page.getByRole('menuitem', { name: docs.move }).click();
    const picker = page.getByRole('dialog', { name: docs.moveTitle('brief.html') });
    await picker.getByRole('button', { name: docs.moveSubmit }).click();
    expect(await picker.getByRole('alert').textContent()).toContain(docs.moveChooseFolder);
    await picker.getByRole('button', { name: docs.showSubfolders('clients') }).click();
    await picker.getByRole('radio', { name: 'acme' }).check();
    await saveScreenshot(page, 'file-manager-move-picker');
    await picker.getByRole('button', { name: docs.moveSubmit }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'brief.html' }).waitFor({ state: 'detached' });
    const inAcme = (await api(page, 'GET', '/filemanager/browse?folder=clients%2Facme')) as {
      files: { name: string }[];
    };
    expect(inAcme.files.map((file) => file.name)).toEqual(['brief.html']);

    // The mouse: notes.html onto the reports folder.
    await dragWithMouse(page, 'notes.html', page.locator('li[data-drop-folder="reports"]'));
    await page.getByRole('link', { name: 'notes.html' }).waitFor({ state: 'detached' });
    await page.getByText(docs.movedTo('notes.html', 'reports')).waitFor();

    // The keyboard: Space on the handle, arrows to a folder, Space drops it there.
    await page.getByRole('button', { name: docs.dragHandle('draft.html') }).focus();
    // Each key waits for what a screen reader hears, as a person waits to see the item move.
    const heard = (text: string) =>
      page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await heard(docs.dragPicked('draft.html'));
    await untilDragHearsKeys(page);
    await page.keyboard.press('ArrowUp');
    await heard(docs.dragOver('draft.html', 'reports'));
    await page.keyboard.press('Space');
    await heard(docs.dragDropped('draft.html', 'reports'));
    await page.getByRole('link', { name: 'draft.html' }).waitFor({ state: 'detached' });
    const inReports = (await api(page, 'GET', '/filemanager/browse?folder=reports')) as {
      files: { name: string }[];
    };
    expect(inReports.files.map((file) => file.name).sort()).toEqual(['draft.html', 'notes.html']);

    // Onto a breadcrumb: from clients/acme back up to the top level.
    await page.goto('/documents?folder=clients%2Facme');
    await page.getByRole('link', { name: 'brief.html' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: docs.breadcrumbLabel });
    await dragWithMouse(page, 'brief.html', crumbs.locator('[data-drop-folder=""]'));
    await page.getByText(docs.emptyTitle).waitFor();
    await page.goto('/documents');
    await page.getByRole('link', { name: 'brief.html' }).waitFor();
  });

  it('uploads files dropped from the desktop, each with its progress bar and its own error', async () => {
    const page = team.admin;
    await makeFolders(page, 'images');
    await page.goto('/documents?folder=images');
    await page.getByText(docs.emptyTitle).waitFor();
    // A slow uplink, so the progress is seen between the start and the end.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    const big = Buffer.alloc(400 * 1024, 7);
    // A PNG with padding after its end: still recognised as a PNG, but large enough to take time.
    const slowPng = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), big]).toString('base64');
    await dropFiles(page, [
      { name: 'photo.png', type: 'image/png', base64: slowPng },
      {
        name: 'notes.txt',
        type: 'text/plain',
        base64: Buffer.from('plain words').toString('base64'),
      },
    ]);
    const uploads = page.getByRole('region', { name: docs.uploadsLabel });
    const photoBar = uploads.getByRole('progressbar', {
      name: docs.uploadProgressLabel('photo.png'),
    });
    // Seen part-way: more than nothing sent, not yet all of it.
    await expect
      .poll(async () => Number(await photoBar.getAttribute('value')), { timeout: 15_000 })
      .toSatisfy((value: number) => value > 0 && value < 1);
    await uploads.getByText(docs.uploadDone).waitFor({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Into the images folder only images go: the text file fails on its own line.
    const refused = uploads.getByRole('alert');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('notes.txt');
    await page.getByRole('button', { name: 'photo.png', exact: true }).waitFor();
    await saveScreenshot(page, 'file-manager-drop-upload');
  });

  it('searches across folders, previews an image and a PDF, and previews a version before restoring it', async () => {
    const page = team.admin;
    await makeFolders(page, 'archive', 'archive/2025');
    await page.goto('/documents?folder=archive%2F2025');
    await page.getByText(docs.emptyTitle).waitFor();
    await page.getByTestId('documents-upload-input').setInputFiles([
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
      { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') },
    ]);
    await page.getByRole('button', { name: 'scan.pdf', exact: true }).waitFor();

    // Search from the top level finds it two folders down and opens its folder.
    await page.goto('/documents');
    await page.getByLabel(docs.searchLabel).fill('scan');
    const results = page.getByRole('region', { name: docs.searchResultsLabel('scan') });
    await results.getByRole('button', { name: 'scan.pdf', exact: true }).waitFor();
    await results.getByRole('link', { name: docs.openFolder('archive/2025') }).click();
    await page.waitForURL((url) => url.searchParams.get('folder') === 'archive/2025');
    await page.getByRole('button', { name: 'logo.png', exact: true }).waitFor();

    // The PDF is drawn by PDF.js: its page is blue in the middle.
    await page.getByRole('button', { name: 'scan.pdf', exact: true }).click();
    const pdfDialog = page.getByRole('dialog', { name: 'scan.pdf' });
    const pageCanvas = pdfDialog.getByRole('img', { name: docs.previewPage(1, 1) });
    await pdfDialog.locator('canvas[data-rendered="true"]').waitFor();
    const middle = await pageCanvas.evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      const pixel = context?.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
      return pixel ? Array.from(pixel) : [];
    });
    expect(middle.slice(0, 3)).toEqual([0, 0, 255]);
    await saveScreenshot(page, 'file-manager-pdf-preview');
    await page.keyboard.press('Escape');
    await pdfDialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'logo.png', exact: true }).click();
    const imageDialog = page.getByRole('dialog', { name: 'logo.png' });
    const image = imageDialog.getByRole('img', { name: 'logo.png' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await page.keyboard.press('Escape');

    // Versions: the first one is previewed, read-only, then restored from the preview.
    await saveDocument(page, '', 'policy.html', '<h2>First policy</h2><p>Old words</p>');
    await saveDocument(page, '', 'policy.html', '<h2>Second policy</h2><p>New words</p>');
    await page.goto('/documents/edit?path=policy.html');
    await page.locator('#document-editor').getByText('New words').waitFor();
    await page.getByRole('button', { name: docs.versions }).click();
    const versions = page.getByRole('dialog', { name: docs.versionsTitle });
    await versions.getByRole('button', { name: docs.previewVersionLabel(1) }).click();
    const preview = page.getByRole('region', { name: docs.previewVersionLabel(1) });
    await preview.getByRole('heading', { name: 'First policy' }).waitFor();
    expect(await preview.locator('[contenteditable="true"]').count()).toBe(0);
    await page.getByRole('button', { name: docs.restoreThisVersion }).click();
    await preview.waitFor({ state: 'detached' });
    await page.locator('#document-editor').getByText('Old words').waitFor();
  });

  it('a member without documents:edit sees the files read-only; only the admin can purge the trash', async () => {
    const { admin, member } = team;
    await saveDocument(admin, '', 'handbook.html', '<p>Rules</p>');
    await saveDocument(admin, '', 'old.html', '<p>Old</p>');
    await api(admin, 'POST', '/filemanager/delete', { path: 'old.html' });
    const memberName = await member.evaluate(async () => {
      const token = window.localStorage.getItem('token');
      const me = await fetch('/api/user/me', { headers: { Authorization: `Bearer ${token}` } });
      return ((await me.json()) as { user: { username: string } }).user.username;
    });
    const { users } = (await api(admin, 'GET', '/user')) as {
      users: { id: string; username: string; permissions: string[] }[];
    };
    const target = users.find((user) => user.username === memberName);
    if (!target) throw new Error('member not found');
    await api(admin, 'PATCH', `/user/${target.id}`, {
      permissions: target.permissions.filter((permission) => permission !== 'documents:edit'),
    });

    await member.goto('/documents');
    await member.getByRole('link', { name: 'handbook.html' }).waitFor();
    await member.getByText(docs.readOnlyNote).waitFor();
    for (const name of [docs.newDocument, docs.newFolder, docs.upload]) {
      expect(await member.getByRole('button', { name }).count()).toBe(0);
    }
    expect(
      await member.getByRole('button', { name: docs.dragHandle('handbook.html') }).count(),
    ).toBe(0);
    await member.getByRole('button', { name: docs.actionsFor('handbook.html') }).click();
    const menu = member.getByRole('menu');
    await menu.getByRole('menuitem', { name: docs.download }).waitFor();
    for (const name of [docs.rename, docs.move, docs.delete]) {
      expect(await menu.getByRole('menuitem', { name }).count()).toBe(0);
    }
    await member.keyboard.press('Escape');
    await member.goto('/documents?view=trash');
    await member.getByText('old.html').waitFor();
    expect(await member.getByRole('button', { name: docs.deleteForever }).count()).toBe(0);
    expect(await member.getByRole('button', { name: docs.emptyTrash }).count()).toBe(0);

    await admin.goto('/documents?view=trash');
    await admin.getByText('old.html').waitFor();
    await admin.getByRole('button', { name: docs.emptyTrash }).click();
    const confirm = admin.getByRole('dialog', { name: docs.emptyTrashTitle });
    await confirm.getByRole('button', { name: docs.emptyTrash }).click();
    await admin.getByText(docs.trashEmpty).waitFor();
  });
});

describe('File manager (phone, 390 px)', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('moves with the picker, uploads, searches and previews without sideways scrolling', async () => {
    // A phone: touch events, so the handle is dragged with a finger.
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await registerOrganization(page, makeAccount('Pia'));
    await makeFolders(page, 'projects', 'projects/a very long folder name for a phone screen');
    await saveDocument(page, '', 'minutes of the quarterly meeting.html', '<p>Minutes</p>');
    await page.goto('/documents');
    await page.getByRole('link', { name: 'minutes of the quarterly meeting.html' }).waitFor();
    await page.getByRole('meter', { name: docs.usageLabel }).waitFor();
    expect(await hasSidewaysScroll(page)).toBe(false);

    await page
      .getByRole('button', { name: docs.actionsFor('minutes of the quarterly meeting.html') })
      .click();
    await page.getByRole('menuitem', { name: docs.move }).click();
    const picker = page.getByRole('dialog', {
      name: docs.moveTitle('minutes of the quarterly meeting.html'),
    });
    await picker.getByRole('button', { name: docs.showSubfolders('projects') }).click();
    await picker.getByRole('radio', { name: 'a very long folder name for a phone screen' }).check();
    expect(await hasSidewaysScroll(page)).toBe(false);
    await saveScreenshot(page, 'file-manager-phone-picker');
    await picker.getByRole('button', { name: docs.moveSubmit }).click();
    await picker.waitFor({ state: 'detached' });
    await page
      .getByRole('link', { name: 'minutes of the quarterly meeting.html' })
      .waitFor({ state: 'detached' });

    await page
      .getByTestId('documents-upload-input')
      .setInputFiles([
        { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
      ]);
    await page
      .getByRole('region', { name: docs.uploadsLabel })
      .getByText(docs.uploadDone)
      .waitFor();
    await page.getByLabel(docs.searchLabel).fill('minutes');
    const results = page.getByRole('region', { name: docs.searchResultsLabel('minutes') });
    await results.getByRole('link', { name: 'minutes of the quarterly meeting.html' }).waitFor();
    expect(await hasSidewaysScroll(page)).toBe(false);
    await results.getByRole('button', { name: docs.clearSearch }).click();

    // A finger: a long press on the handle, then along to the folder.
    await page.getByRole('button', { name: 'receipt.pdf', exact: true }).waitFor();
    await dragWithFinger(
      page,
      page.getByRole('button', { name: docs.dragHandle('receipt.pdf') }),
      page.locator('li[data-drop-folder="projects"]'),
    );
    await page.getByText(docs.movedTo('receipt.pdf', 'projects')).waitFor();
    await page.goto('/documents?folder=projects');

    await page.getByRole('button', { name: 'receipt.pdf', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'receipt.pdf' });
    await preview.locator('canvas[data-rendered="true"]').waitFor();
    expect(await hasSidewaysScroll(page)).toBe(false);
    await saveScreenshot(page, 'file-manager-phone-preview');
    await context.close();
  });
});
