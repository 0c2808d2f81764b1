import { describe, expect, it } from 'vitest';
import { makeCategory } from '../../../test/fixtures';
import { resolveNoteCategory } from './resolveNoteCategory';

const categories = [
  makeCategory({ id: 'c-1', name: 'Ideas', type: 'note' }),
  makeCategory({ id: 'c-2', name: 'Meetings', type: 'note' }),
];

describe('resolveNoteCategory', () => {
  it('is null for an empty field', () => {
    expect(resolveNoteCategory('  ', categories)).toBeNull();
  });

  it('sends the id of a category named like the text, in any case', () => {
    expect(resolveNoteCategory(' meetings ', categories)).toBe('c-2');
  });

  it('keeps an id as it is', () => {
    expect(resolveNoteCategory('c-1', categories)).toBe('c-1');
  });

  it('sends a new name, trimmed, for the server to create', () => {
    expect(resolveNoteCategory('  Research ', categories)).toBe('Research');
  });
});
