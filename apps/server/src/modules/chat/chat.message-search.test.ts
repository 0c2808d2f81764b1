import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_START as S, HIGHLIGHT_STOP as E } from './chat.message-search.repo.js';
import { snippetParts } from './chat.message-search.service.js';

describe('snippetParts', () => {
  it('splits an excerpt into plain and found text', () => {
    expect(snippetParts(`Meet at ${S}noon${E}, bring the ${S}deck${E}`)).toEqual([
      { text: 'Meet at ', isMatch: false },
      { text: 'noon', isMatch: true },
      { text: ', bring the ', isMatch: false },
      { text: 'deck', isMatch: true },
    ]);
  });

  it('joins found words that touch into one run', () => {
    expect(snippetParts(`${S}plan${E}${S}ning${E} day`)).toEqual([
      { text: 'planning', isMatch: true },
      { text: ' day', isMatch: false },
    ]);
  });

  it('keeps text without markers, and a marker without its end, as plain text', () => {
    expect(snippetParts('no match here')).toEqual([{ text: 'no match here', isMatch: false }]);
    expect(snippetParts(`odd ${S}start`)).toEqual([{ text: 'odd start', isMatch: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});
