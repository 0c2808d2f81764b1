import { cssPixels, pageZoom } from './pageZoom';
import { normalizeColor } from './textFormats';
import { INJECTED_STYLE_ID, PAGE_BREAK_MARKER } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { findBareUrls } from './findBareUrls';
import { formatHtml } from './formatHtml';
import {
  bringForward,
  clampToArea,
  fitImageSize,
  nudgeFor,
  resizeBy,
  sendBackward,
  togglePosition,
} from './mediaGeometry';
import {
  addInjectedStyle,
  fromEditorHtml,
  PAGE_BREAK_ELEMENT,
  splitPages,
  stripInjectedStyle,
  toContinuousMode,
  toEditorHtml,
  toPageMode,
} from './pageContent';
import { normalizePlaceholderName } from './placeholderName';
import { parseTableSize } from './tableRules';

describe('table size (spec 2 §5)', () => {
  it('accepts whole numbers above 0', () => {
    expect(parseTableSize('2', '2')).toEqual({ rows: 2, cols: 2 });
    expect(parseTableSize(' 3 ', '5')).toEqual({ rows: 3, cols: 5 });
  });
  it.each([
    ['0', '2'],
    ['2', '-1'],
    ['abc', '2'],
    ['2', ''],
    ['1.5', '2'],
    ['101', '2'],
  ])('refuses rows %j and columns %j', (rows, cols) => {
    expect(parseTableSize(rows, cols)).toBeNull();
  });
});

describe('placeholder names (spec 2 §3)', () => {
  it('keeps a typed name, without a leading # and with spaces as _', () => {
    expect(normalizePlaceholderName('client')).toBe('client');
    expect(normalizePlaceholderName('#client name')).toBe('client_name');
  });
  it('turns an empty name into "placeholder"', () => {
    expect(normalizePlaceholderName('')).toBe('placeholder');
    expect(normalizePlaceholderName('  # ')).toBe('placeholder');
    expect(normalizePlaceholderName(null)).toBe('placeholder');
  });
});

describe('image fitting (spec 2 §5)', () => {
  it('keeps an image within half the editor as it is', () => {
    expect(fitImageSize({ width: 300, height: 200 }, { width: 1000, height: 800 })).toEqual({
      width: 300,
      height: 200,
    });
  });
  it('scales a larger image down to half the editor, keeping its shape', () => {
    expect(fitImageSize({ width: 2000, height: 1000 }, { width: 1000, height: 800 })).toEqual({
      width: 500,
      height: 250,
    });
  });
  it('uses 800x600 when the editor has no size', () => {
    expect(fitImageSize({ width: 1600, height: 1200 }, { width: 0, height: 0 })).toEqual({
      width: 400,
      height: 300,
    });
    expect(fitImageSize({ width: 1600, height: 1200 }, null)).toEqual({ width: 400, height: 300 });
  });
  it('never makes a side smaller than 60 px', () => {
    expect(fitImageSize({ width: 4000, height: 100 }, { width: 800, height: 600 })).toEqual({
      width: 400,
      height: 60,
    });
  });
});

describe('moving, resizing and stacking (spec 2 §4, §9)', () => {
  it('nudges 1 px, 10 px with Shift', () => {
    expect(nudgeFor('ArrowLeft', false)).toEqual({ left: -1, top: 0 });
    expect(nudgeFor('ArrowDown', true)).toEqual({ left: 0, top: 10 });
    expect(nudgeFor('Enter', false)).toBeNull();
  });
  it('resizes to at least 20 px', () => {
    expect(resizeBy({ width: 100, height: 80 }, -500, 15)).toEqual({ width: 20, height: 95 });
  });
  it('moves z-index by 1, never under 1', () => {
    expect(bringForward(1)).toBe(2);
    expect(sendBackward(2)).toBe(1);
    expect(sendBackward(1)).toBe(1);
  });
  it('toggles inline (auto) and absolute (10px by default)', () => {
    expect(togglePosition({ position: 'absolute', left: '40px', top: '5px' })).toEqual({
      position: 'relative',
      left: 'auto',
      top: 'auto',
    });
    expect(togglePosition({ position: 'relative', left: 'auto', top: 'auto' })).toEqual({
      position: 'absolute',
      left: '10px',
      top: '10px',
    });
  });
  it('clamps an item inside its page', () => {
    const page = { width: 816, height: 1056 };
    expect(clampToArea({ left: -30, top: 2000 }, { width: 240, height: 60 }, page)).toEqual({
      left: 0,
      top: 996,
    });
    expect(clampToArea({ left: 700, top: 10 }, { width: 240, height: 60 }, page)).toEqual({
      left: 576,
      top: 10,
    });
  });
});

describe('pages and the saved form (spec 2 §3, §4)', () => {
  const page = (inner: string) => `<div class="editor-page">${inner}</div>`;

  it('continuous to page puts content without markers into one page', () => {
    expect(toPageMode('<p>a</p><p>b</p>')).toBe(page('<p>a</p><p>b</p>'));
  });
  it('page to continuous joins the pages with the break marker', () => {
    expect(toContinuousMode(page('<p>a</p>') + page('<p>b</p>'))).toBe(
      `<p>a</p>${PAGE_BREAK_MARKER}<p>b</p>`,
    );
  });
  it('page mode content joins its pages with the marker', () => {
    expect(toPageMode(`<p>a</p>${PAGE_BREAK_MARKER}<p>b</p>`)).toBe(
      `${page('<p>a</p>')}${PAGE_BREAK_MARKER}${page('<p>b</p>')}`,
    );
  });
  it('round-trips pages through the editor form of each mode', () => {
    const stored = `${page('<p>one</p>')}${PAGE_BREAK_MARKER}${page('<p>two</p>')}`;
    expect(fromEditorHtml(toEditorHtml(stored, 'page'), 'page')).toBe(stored);
    const continuous = toEditorHtml(stored, 'continuous');
    expect(continuous).toBe(`<p>one</p>${PAGE_BREAK_ELEMENT}<p>two</p>`);
    expect(fromEditorHtml(continuous, 'continuous')).toBe(
      `<p>one</p>${PAGE_BREAK_MARKER}<p>two</p>`,
    );
  });
  it('an empty document is one empty page', () => {
    expect(splitPages('')).toEqual(['']);
  });
  it('adds the injected style block on save and strips it on load', () => {
    const saved = addInjectedStyle('<p>x</p>');
    expect(saved.startsWith(`<style id="${INJECTED_STYLE_ID}">`)).toBe(true);
    expect(saved).toContain('.editor-page{');
    expect(stripInjectedStyle(saved)).toBe('<p>x</p>');
    // Saving again never stacks a second block.
    expect(addInjectedStyle(saved).match(/<style/g)).toHaveLength(1);
    expect(splitPages(saved)).toEqual(['<p>x</p>']);
  });
});

describe('code panel formatting (spec 2 §2)', () => {
  it('indents by 2', () => {
    expect(formatHtml('<ul><li>a</li></ul>')).toBe('<ul>\n  <li>a</li>\n</ul>');
  });
  it('wraps lines at 80', () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const lines = formatHtml(`<p>${words}</p>`).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
  });
});

describe('bare URLs (spec 2 §4)', () => {
  it('finds http and https addresses, not the sentence punctuation after them', () => {
    expect(findBareUrls('See https://example.com/a. And http://x.org/b_(c), ok')).toEqual([
      { from: 4, to: 25, href: 'https://example.com/a' },
      { from: 31, to: 49, href: 'http://x.org/b_(c)' },
    ]);
  });
  it('ignores text without an address', () => {
    expect(findBareUrls('ftp://example.com and https:// alone')).toEqual([]);
  });
});

describe('page zoom on narrow screens', () => {
  it('converts the paper sizes to CSS pixels', () => {
    expect(cssPixels('8.5in')).toBe(816);
    expect(Math.round(cssPixels('210mm'))).toBe(794);
    expect(cssPixels('nonsense')).toBe(0);
  });

  it('shrinks a page to the width it has, never enlarges it', () => {
    expect(pageZoom(1280, 'letter')).toBe(1);
    expect(pageZoom(0, 'letter')).toBe(1);
    const phone = pageZoom(390, 'letter');
    expect(phone).toBeLessThan(0.5);
    expect(phone * (816 + 24)).toBeLessThanOrEqual(390);
    expect(pageZoom(390, 'a4')).toBeGreaterThan(phone);
    expect(pageZoom(10, 'letter')).toBe(0.25);
  });
});

describe('colours read back from a style', () => {
  it('become #rrggbb so the menu can tick them', () => {
    expect(normalizeColor('rgb(220, 38, 38)')).toBe('#dc2626');
    expect(normalizeColor('#DC2626')).toBe('#dc2626');
    expect(normalizeColor(undefined)).toBe('');
  });
});
