import { describe, expect, it } from 'vitest';
import { activeMentionQuery, applyMention, splitMentions, suggestMembers } from './mentions';

const ann = { id: '1', username: 'ann', firstName: 'Ann', lastName: 'Lee' };
const bob = { id: '2', username: 'bob.k', firstName: '', lastName: '' };
const carla = { id: '3', username: 'carla', firstName: 'Carla', lastName: 'Annis' };

describe('activeMentionQuery', () => {
  it('finds the @word before the caret at the start or after a space', () => {
    expect(activeMentionQuery('@an', 3)).toEqual({ start: 0, query: 'an' });
    expect(activeMentionQuery('hi @', 4)).toEqual({ start: 3, query: '' });
    expect(activeMentionQuery('hi @bo later', 6)).toEqual({ start: 3, query: 'bo' });
  });

  it('ignores e-mail addresses and finished words', () => {
    expect(activeMentionQuery('ann@example', 11)).toBeNull();
    expect(activeMentionQuery('@ann done', 9)).toBeNull();
  });
});

describe('applyMention', () => {
  it('replaces the typed query with the username and a space, caret after it', () => {
    expect(applyMention('hi @an', { start: 3, caret: 6 }, 'ann')).toEqual({
      text: 'hi @ann ',
      caret: 8,
    });
    expect(applyMention('hi @a and more', { start: 3, caret: 5 }, 'ann')).toEqual({
      text: 'hi @ann and more',
      caret: 8,
    });
  });
});

describe('suggestMembers', () => {
  it('ranks username prefixes, then name words, then other matches, without the excluded', () => {
    expect(suggestMembers([carla, bob, ann], 'ann').map((m) => m.username)).toEqual([
      'ann',
      'carla',
    ]);
    expect(suggestMembers([carla, bob, ann], '', '1').map((m) => m.username)).toEqual([
      'bob.k',
      'carla',
    ]);
    expect(suggestMembers([carla, bob, ann], 'lee').map((m) => m.username)).toEqual(['ann']);
  });
});

describe('splitMentions', () => {
  it('cuts the content around stored mentions only', () => {
    expect(splitMentions('hi @Ann and @bob.k. and @nobody', [ann, bob])).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', person: ann, text: '@Ann' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', person: bob, text: '@bob.k' },
      { kind: 'text', text: '. and @nobody' },
    ]);
    expect(splitMentions('plain', [])).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(splitMentions('mail ann@x.com', [ann])).toEqual([
      { kind: 'text', text: 'mail ann@x.com' },
    ]);
  });
});
