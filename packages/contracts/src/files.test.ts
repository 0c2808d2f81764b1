import { describe, expect, it } from 'vitest';
import {
  browseQuerySchema,
  exportFilename,
  exportRequestSchema,
  FILE_MESSAGES,
  pathProblem,
  saveDocumentRequestSchema,
} from './files.js';

describe('pathProblem', () => {
  it.each([
    ['a/../b', FILE_MESSAGES.pathParentSegment],
    ['..', FILE_MESSAGES.pathParentSegment],
    ['./a', FILE_MESSAGES.pathCurrentSegment],
    ['/etc/passwd', FILE_MESSAGES.pathAbsolute],
    ['C:/Windows', FILE_MESSAGES.pathDrive],
    ['a%2fb', FILE_MESSAGES.pathEncodedSeparator],
    ['a%5Cb', FILE_MESSAGES.pathEncodedSeparator],
    ['%2e%2e', FILE_MESSAGES.pathEncodedSeparator],
    ['a\\b', FILE_MESSAGES.pathBackslash],
    ['a\u0000b', FILE_MESSAGES.pathNul],
    ['a\nb', FILE_MESSAGES.pathControlCharacter],
    ['a//b', FILE_MESSAGES.pathEmptySegment],
  ])('refuses %j', (value, message) => {
    expect(pathProblem(value)).toBe(message);
  });

  it('accepts the root and plain relative paths', () => {
    expect(pathProblem('')).toBeNull();
    expect(pathProblem('images')).toBeNull();
    expect(pathProblem('reports/2026/q1 (final).html')).toBeNull();
    expect(pathProblem('100% sure.txt')).toBeNull();
  });
});

describe('exportFilename (spec 2 §7)', () => {
  it('replaces .html, else appends, and defaults to document.html', () => {
    expect(exportFilename('report.html', 'pdf')).toBe('report.pdf');
    expect(exportFilename('report.HTML', 'docx')).toBe('report.docx');
    expect(exportFilename('notes.txt', 'markdown')).toBe('notes.txt.md');
    expect(exportFilename('', 'docx')).toBe('document.docx');
  });
});

describe('request schemas', () => {
  it('adds .html to a document name and reads an empty folder as the root', () => {
    const input = saveDocumentRequestSchema.parse({ name: 'plan', content: '<p>x</p>' });
    expect(input).toMatchObject({ folder: '', name: 'plan.html', expectedVersion: null });
    expect(browseQuerySchema.parse({ folder: '' }).folder).toBe('');
    expect(browseQuerySchema.parse({ folder: 'images/' }).folder).toBe('images');
  });

  it('refuses an export file name with a slash', () => {
    const result = exportRequestSchema.safeParse({ html: '', filename: '../x.html' });
    expect(result.success).toBe(false);
  });
});
