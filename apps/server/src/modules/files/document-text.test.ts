import { describe, expect, it } from 'vitest';
import { documentTextLength, isDestructiveSave } from './document-text.js';

describe('documentTextLength', () => {
  it('counts visible characters, not markup, styles or whitespace', () => {
    const html =
      '<style id="ws-injected">.editor-page{padding:1in}</style>' +
      '<h1 style="text-align:center">Hi  there</h1><!-- page-break --><p>a&amp;b</p>';
    expect(documentTextLength(html)).toBe('Hithere'.length + 'a&b'.length);
  });

  it('counts each image as one', () => {
    expect(documentTextLength('<p><img src="/a.png" alt="Inserted Image"><img src="b"></p>')).toBe(
      2,
    );
  });

  it('is 0 for an empty document', () => {
    expect(documentTextLength('<p></p>')).toBe(0);
  });
});

describe('isDestructiveSave', () => {
  it('is true when less than half of the text is left', () => {
    expect(isDestructiveSave(100, 49)).toBe(true);
    expect(isDestructiveSave(100, 0)).toBe(true);
  });

  it('is false for ordinary edits and for growing documents', () => {
    expect(isDestructiveSave(100, 50)).toBe(false);
    expect(isDestructiveSave(100, 140)).toBe(false);
    expect(isDestructiveSave(0, 0)).toBe(false);
  });
});
