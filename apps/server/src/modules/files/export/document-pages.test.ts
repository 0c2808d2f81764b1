import { PAGE_BREAK_MARKER } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { documentPages, pageHtml } from './document-pages.js';

describe('documentPages', () => {
  it('reads continuous content as one flowing page', () => {
    const { isPaged, pages } = documentPages('<p>One</p><p>Two</p>');
    expect(isPaged).toBe(false);
    expect(pages.map(pageHtml)).toEqual(['<p>One</p><p>Two</p>']);
  });

  it('splits editor pages joined by the page-break marker', () => {
    const html = `<div class="editor-page"><p>A</p></div>${PAGE_BREAK_MARKER}<div class="editor-page"><p>B</p></div>`;
    const { isPaged, pages } = documentPages(html);
    expect(isPaged).toBe(true);
    expect(pages.map(pageHtml)).toEqual(['<p>A</p>', '<p>B</p>']);
  });

  it('splits at a bare marker and looks through a pages container', () => {
    expect(documentPages(`<p>A</p>${PAGE_BREAK_MARKER}<p>B</p>`).pages).toHaveLength(2);
    const wrapped = `<div class="pages"><div class="editor-page">A</div><div class="editor-page">B</div></div>`;
    expect(documentPages(wrapped).pages.map(pageHtml)).toEqual(['A', 'B']);
  });

  it('sanitises before anything is exported', () => {
    const { pages } = documentPages(
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="javascript:x">',
    );
    expect(pages.map(pageHtml)).toEqual(['<p>Hi</p>']);
  });
});
