import { describe, expect, it } from 'vitest';
import {
  createFolderRequestSchema,
  DEFAULT_STORAGE_QUOTA_BYTES,
  exportRequestSchema,
  FILE_MESSAGES,
  formatBytes,
  hasInvisibleCharacter,
  moveRequestSchema,
  nameProblem,
  pathProblem,
  renameRequestSchema,
  saveDocumentRequestSchema,
  searchQuerySchema,
} from './files.js';
import { DEFAULT_MEMBER_PERMISSIONS, PERMISSIONS } from './user.js';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('names refuse invisible and text-direction characters', () => {
  it.each([
    ['right-to-left override', 'invoice\u202Egnp.exe'],
    ['left-to-right embedding', 'a\u202Ab'],
    ['pop directional formatting', 'a\u202Cb'],
    ['first strong isolate', 'a\u2068b'],
    ['pop directional isolate', 'a\u2069b'],
    ['zero-width space', 'report\u200B.html'],
    ['right-to-left mark', 'a\u200Fb'],
    ['word joiner', 'a\u2060b'],
    ['invisible plus', 'a\u2064b'],
    ['byte order mark', '\uFEFFnotes'],
  ])('refuses a %s', (_label, name) => {
    expect(hasInvisibleCharacter(name)).toBe(true);
    expect(nameProblem(name)).toBe(FILE_MESSAGES.nameInvisibleCharacter);
  });

  it('accepts names in any script, with accents and emoji', () => {
    for (const name of ['Rapport été.html', 'договор.pdf', '報告書', 'تقرير', 'plan 🚀.png']) {
      expect(nameProblem(name)).toBeNull();
    }
  });

  it('refuses them in every form that names a file or folder, naming the field', () => {
    const folder = createFolderRequestSchema.safeParse({ name: 'invoice\u202Egnp.exe' });
    expect(folder.success).toBe(false);
    expect(issuesOf(folder)).toEqual([FILE_MESSAGES.nameInvisibleCharacter]);
    expect(folder.error?.issues[0]?.path).toEqual(['name']);

    const rename = renameRequestSchema.safeParse({ path: 'a.html', name: 'b\u200B' });
    expect(issuesOf(rename)).toEqual([FILE_MESSAGES.nameInvisibleCharacter]);
    const save = saveDocumentRequestSchema.safeParse({ name: 'x\u2066y', content: '' });
    expect(issuesOf(save)).toEqual([FILE_MESSAGES.nameInvisibleCharacter]);
    const exported = exportRequestSchema.safeParse({ filename: 'x\u202Efdp.html' });
    expect(issuesOf(exported)).toEqual([FILE_MESSAGES.nameInvisibleCharacter]);
  });

  it('leaves paths alone, so an entry named before the rule can still be reached', () => {
    expect(pathProblem('old\u202Ename.html')).toBeNull();
  });
});

describe('move destination', () => {
  it('refuses a blank or missing destination', () => {
    for (const toFolder of [undefined, '', '   ']) {
      const result = moveRequestSchema.safeParse({ path: 'a.html', toFolder });
      expect(issuesOf(result)).toEqual([FILE_MESSAGES.moveDestinationRequired]);
    }
  });

  it('reads "/" as the top level and ignores a trailing slash', () => {
    expect(moveRequestSchema.parse({ path: 'a.html', toFolder: '/' }).toFolder).toBe('');
    expect(moveRequestSchema.parse({ path: 'a.html', toFolder: 'a/b/' }).toFolder).toBe('a/b');
    const absolute = moveRequestSchema.safeParse({ path: 'a.html', toFolder: '/tmp' });
    expect(issuesOf(absolute)).toEqual([FILE_MESSAGES.pathAbsolute]);
  });

  it('still refuses a climbing path', () => {
    const result = moveRequestSchema.safeParse({ path: 'a.html', toFolder: '../x' });
    expect(issuesOf(result)).toEqual([FILE_MESSAGES.pathParentSegment]);
  });
});

describe('search query', () => {
  it('trims q and refuses a blank or overlong one', () => {
    expect(searchQuerySchema.parse({ q: '  Plan ' }).q).toBe('Plan');
    expect(issuesOf(searchQuerySchema.safeParse({}))).toEqual([FILE_MESSAGES.searchRequired]);
    expect(issuesOf(searchQuerySchema.safeParse({ q: 'x'.repeat(256) }))).toEqual([
      FILE_MESSAGES.searchTooLong,
    ]);
  });
});

describe('storage quota texts', () => {
  it('formats bytes as people read them', () => {
    expect(formatBytes(DEFAULT_STORAGE_QUOTA_BYTES)).toBe('10 GB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(900)).toBe('900 bytes');
  });

  it('names the quota in the refusal', () => {
    expect(FILE_MESSAGES.quotaExceeded(10 * 1024 ** 3)).toContain('10 GB');
  });
});

describe('documents:edit', () => {
  it('is a permission every new member holds', () => {
    expect(PERMISSIONS).toContain('documents:edit');
    expect(DEFAULT_MEMBER_PERMISSIONS).toContain('documents:edit');
  });
});
