import { CHAT_GENERAL_ROOM_NAME, EVENT_CATEGORIES } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';

/** The module as a page in this language loads it (the language is read once, at load). */
async function builtinNamesIn(language: string) {
  vi.resetModules();
  vi.stubGlobal('navigator', { languages: [language], language });
  const module = await import('./builtinNames');
  vi.unstubAllGlobals();
  return module;
}

describe('built-in names', () => {
  it('stay the stored English in English', async () => {
    const { roomNameShown, threadTitleShown, eventCategoryShown } = await builtinNamesIn('en');
    expect(roomNameShown(CHAT_GENERAL_ROOM_NAME)).toBe('General');
    expect(threadTitleShown('General')).toBe('General');
    expect(EVENT_CATEGORIES.map(eventCategoryShown)).toEqual(['Work', 'Personal', 'Other']);
  });

  it('show in French while they are the defaults; names users chose stay theirs', async () => {
    const { roomNameShown, threadTitleShown, eventCategoryShown } = await builtinNamesIn('fr');
    expect(roomNameShown('General')).toBe('G\u00e9n\u00e9ral');
    expect(threadTitleShown('General')).toBe('G\u00e9n\u00e9ral');
    expect(roomNameShown('Sales')).toBe('Sales');
    expect(roomNameShown('general')).toBe('general');
    expect(EVENT_CATEGORIES.map(eventCategoryShown)).toEqual(['Travail', 'Personnel', 'Autre']);
    expect(eventCategoryShown('Holidays')).toBe('Holidays');
  });

  it('show in German', async () => {
    const { roomNameShown, eventCategoryShown } = await builtinNamesIn('de');
    expect(roomNameShown('General')).toBe('Allgemein');
    expect(eventCategoryShown('Personal')).toBe('Privat');
  });
});
