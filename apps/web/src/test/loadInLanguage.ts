import { vi } from 'vitest';

/**
 * A module as a page in this language loads it: the language is read once, at load, and French
 * and German pages load the server-text lookup with their API texts (English ones never do).
 */
export async function loadInLanguage<T>(language: string, load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  vi.stubGlobal('navigator', { languages: [language], language });
  if (language !== 'en') await import(`../platform/api/api.messages.${language}.ts`);
  const module = await load();
  vi.unstubAllGlobals();
  return module;
}
