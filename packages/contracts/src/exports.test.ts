import { describe, expect, it } from 'vitest';
import { documentPageCss } from './document-page-css.js';
import { FILE_MESSAGES, exportRequestSchema } from './files.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('exportRequestSchema', () => {
  it('refuses a request without html, missing or blank', () => {
    for (const body of [{}, { html: '' }, { html: '  \n ' }, { html: '', filename: 'a.html' }]) {
      const result = exportRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(messagesOf(result)).toEqual([FILE_MESSAGES.exportHtmlRequired]);
    }
  });

  it('reports a bad file name on its own, and reads the paper size', () => {
    const slashed = exportRequestSchema.safeParse({ html: '', filename: '../x.html' });
    expect(messagesOf(slashed)).toEqual([FILE_MESSAGES.exportFilenameInvalid]);
    expect(exportRequestSchema.parse({ html: '<p>x</p>' }).paperSize).toBe('letter');
    expect(exportRequestSchema.parse({ html: '<p>x</p>', paperSize: 'a4' }).paperSize).toBe('a4');
  });
});

describe('documentPageCss', () => {
  it('sizes the page on its paper and resets the blocks as the page view does', () => {
    expect(documentPageCss('letter')).toContain('width:8.5in;min-height:11in;padding:1in');
    expect(documentPageCss('a4')).toContain('width:210mm;min-height:297mm;padding:1in');
    expect(documentPageCss()).toContain('.editor-page>[style*="position:absolute"],');
    expect(documentPageCss()).toContain(
      ':where(h1,h2,h3,h4,h5,h6,p,ul,ol,blockquote,pre,figure,hr,dl,dd){margin:0}',
    );
  });
});
