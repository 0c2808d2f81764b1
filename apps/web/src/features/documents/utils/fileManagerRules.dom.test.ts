import { describe, expect, it } from 'vitest';
import { documentsMessages as messages } from '../documents.messages';
import { canEditDocuments, canPurgeTrash } from './canEditDocuments';
import { nextTarget } from './droppableKeyboardCoordinates';
import { fileTypeOf, isPreviewable } from './fileType';
import { describeUsage, formatStorageSize } from './formatStorage';
import { folderTrail, moveDestination, moveProblem } from './moveRules';
import { sanitizeVersionHtml } from './sanitizeVersionHtml';

const file = (name: string, mimetype: string | null = null) =>
  ({ name, kind: 'file', mimetype }) as const;

describe('file types', () => {
  it('keeps the server kinds and tells PDFs, spreadsheets and archives apart', () => {
    expect(fileTypeOf({ name: 'x', kind: 'folder', mimetype: null })).toBe('folder');
    expect(fileTypeOf({ name: 'a.html', kind: 'document', mimetype: null })).toBe('document');
    expect(fileTypeOf({ name: 'logo', kind: 'image', mimetype: 'image/png' })).toBe('image');
    expect(fileTypeOf(file('Report.PDF'))).toBe('pdf');
    expect(fileTypeOf(file('scan', 'application/pdf'))).toBe('pdf');
    expect(fileTypeOf(file('budget.xlsx'))).toBe('spreadsheet');
    expect(fileTypeOf(file('data', 'text/csv'))).toBe('spreadsheet');
    expect(fileTypeOf(file('backup.tar.gz'))).toBe('archive');
    expect(fileTypeOf(file('notes.txt', 'text/plain'))).toBe('other');
    expect(fileTypeOf(file('.zip'))).toBe('other');
  });

  it('previews images and PDFs only', () => {
    expect(isPreviewable('image')).toBe(true);
    expect(isPreviewable('pdf')).toBe(true);
    expect(isPreviewable('spreadsheet')).toBe(false);
    expect(isPreviewable('document')).toBe(false);
  });
});

describe('move rules', () => {
  const folder = { path: 'reports/2026', folder: 'reports', kind: 'folder' };
  const document = { path: 'reports/plan.html', folder: 'reports', kind: 'document' };

  it('refuses no destination, the same folder, and a folder into itself or below', () => {
    expect(moveProblem(document, null)).toBe(messages.moveChooseFolder);
    expect(moveProblem(document, 'reports')).toBe(messages.moveAlreadyThere('reports'));
    expect(moveProblem(folder, 'reports/2026')).toBe(messages.moveIntoItself);
    expect(moveProblem(folder, 'reports/2026/q1')).toBe(messages.moveIntoItself);
  });

  it('allows any other folder, the top level included', () => {
    expect(moveProblem(document, '')).toBeNull();
    expect(moveProblem(folder, 'reports/2026-old')).toBeNull();
    expect(moveProblem(document, 'reports/2026')).toBeNull();
  });

  it('names the top level "/" for the server and lists the trail down to a folder', () => {
    expect(moveDestination('')).toBe('/');
    expect(moveDestination('a/b')).toBe('a/b');
    expect(folderTrail('a/b')).toEqual([
      { label: messages.root, folder: '' },
      { label: 'a', folder: 'a' },
      { label: 'b', folder: 'a/b' },
    ]);
  });
});

describe('keyboard moves between drop targets', () => {
  const rect = (top: number, left = 0, width = 100, height = 40) => ({
    top,
    left,
    width,
    height,
    bottom: top + height,
    right: left + width,
  });
  const crumbs = [rect(0, 0, 60, 20), rect(0, 80, 60, 20)];
  const rows = [rect(100), rect(200), rect(300)];

  it('goes to the next target below, then back up to the breadcrumbs', () => {
    const held = rect(150);
    expect(nextTarget([...rows, ...crumbs], held, 1)).toEqual(rows[1]);
    expect(nextTarget([...rows, ...crumbs], held, -1)).toEqual(rows[0]);
    expect(nextTarget([...rows, ...crumbs], rows[0]!, -1)).toEqual(crumbs[1]);
    expect(nextTarget([...rows, ...crumbs], crumbs[1]!, -1)).toEqual(crumbs[0]);
    expect(nextTarget([...rows, ...crumbs], rows[2]!, 1)).toBeUndefined();
  });
});

describe('storage usage', () => {
  it('reads like "2.1 GB of 10 GB used"', () => {
    const usage = describeUsage({ usedBytes: 2.1 * 1024 ** 3, quotaBytes: 10 * 1024 ** 3 });
    expect(usage.text).toBe('2.1 GB of 10 GB used');
    expect(usage.share).toBeCloseTo(0.21);
    expect(usage.isFull).toBe(false);
  });

  it('rounds small sizes and says when the quota is full', () => {
    expect(formatStorageSize(0)).toBe('0 B');
    expect(formatStorageSize(900)).toBe('900 B');
    expect(formatStorageSize(1536)).toBe('1.5 KB');
    expect(formatStorageSize(512 * 1024 ** 2)).toBe('512 MB');
    const full = describeUsage({ usedBytes: 11, quotaBytes: 10 });
    expect(full.isFull).toBe(true);
    expect(full.share).toBe(1);
  });
});

describe('permissions', () => {
  it('lets admins and members with documents:edit change files; only admins purge', () => {
    expect(canEditDocuments({ role: 'ADMIN', permissions: [] })).toBe(true);
    expect(canEditDocuments({ role: 'MEMBER', permissions: ['documents:edit'] })).toBe(true);
    expect(canEditDocuments({ role: 'MEMBER', permissions: ['tasks:edit'] })).toBe(false);
    expect(canPurgeTrash({ role: 'ADMIN', permissions: [] })).toBe(true);
    expect(canPurgeTrash({ role: 'MEMBER', permissions: ['documents:edit'] })).toBe(false);
  });
});

describe('version preview HTML', () => {
  it('drops scripts, handlers and style blocks and keeps the text and its markup', () => {
    const html = sanitizeVersionHtml(
      '<style>body{display:none}</style><h1 onclick="alert(1)">Plan</h1><script>alert(2)</script>' +
        '<p style="color: red">Red <a href="https://example.com">link</a></p><img src=x onerror="alert(3)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|<style/);
    expect(html).toContain('<h1>Plan</h1>');
    expect(html).toContain('style="color: red"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
