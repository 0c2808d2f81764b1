import { describe, expect, it } from 'vitest';
import { searchEmoji } from './searchEmoji';

const catalog = [
  {
    char: '🏖️',
    image: 'x',
    name: 'beach with umbrella',
    keywords: ['beach_with_umbrella'],
    category: 'Travel',
  },
  { char: '🐱', image: 'x', name: 'cat face', keywords: ['cat'], category: 'Animals' },
  {
    char: '👍',
    image: 'x',
    name: 'thumbs up sign',
    keywords: ['+1', 'thumbsup'],
    category: 'People',
  },
  {
    char: '🧳',
    image: 'x',
    name: 'luggage',
    keywords: ['luggage', 'vacation'],
    category: 'Travel',
  },
];

describe('searchEmoji', () => {
  it('ranks whole words, then word starts, then words containing the query', () => {
    expect(searchEmoji(catalog, 'cat').map((entry) => entry.char)).toEqual(['🐱', '🧳']);
    expect(searchEmoji(catalog, 'thumb').map((entry) => entry.char)).toEqual(['👍']);
    expect(searchEmoji(catalog, ':+1:').map((entry) => entry.char)).toEqual(['👍']);
  });

  it('needs every word to match, and finds nothing for an empty query', () => {
    expect(searchEmoji(catalog, 'beach umb').map((entry) => entry.char)).toEqual(['🏖️']);
    expect(searchEmoji(catalog, 'beach cat')).toEqual([]);
    expect(searchEmoji(catalog, '  ')).toEqual([]);
  });
});
