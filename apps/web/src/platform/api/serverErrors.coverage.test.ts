import * as contracts from '@worksphere/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serverErrorsEn } from './serverErrors.messages';
import { readServerErrorTexts, type ServerErrorTexts } from './serverErrorTexts.node';

/** The lookup as a page in this language loads it (the language is read once, at load). */
async function serverTextIn(language: string) {
  vi.resetModules();
  vi.stubGlobal('navigator', { languages: [language], language });
  if (language !== 'en') await import(`./api.messages.${language}.ts`);
  const module = await import('./serverText');
  vi.unstubAllGlobals();
  return module.localizeServerText;
}

/** Every text the contracts export, however deep in their message objects. */
function textsOf(value: unknown, seen = new Set<unknown>(), texts = new Set<string>()) {
  if (typeof value === 'string') texts.add(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) textsOf(item, seen, texts);
  }
  return texts;
}

// Reading the server's source with the compiler takes a few seconds on a busy machine.
const READ_TIMEOUT_MS = 120_000;

describe('every error text the server can send', () => {
  let server: ServerErrorTexts;
  beforeAll(() => {
    server = readServerErrorTexts();
  }, READ_TIMEOUT_MS);

  it('is found in the server\u2019s source: literals, contracts\u2019 texts, helpers and framework answers', () => {
    expect(server.texts.size).toBeGreaterThan(250);
    for (const text of [
      contracts.AI_ACTION_MESSAGES.actionNotFound,
      contracts.TWO_FACTOR_MESSAGES.invalidCode,
      contracts.SSO_MESSAGES.ticketInvalid,
      'Task not found.',
      'You do not have permission to do that.',
      'The request body is not valid JSON.',
      'That username is already taken.',
      'An account with that e-mail address already exists.',
    ]) {
      expect(server.texts.has(text), text).toBe(true);
    }
  });

  it('has its French and German, word for word, in the serverErrors catalogue', async () => {
    for (const language of ['fr', 'de']) {
      const localize = await serverTextIn(language);
      // No code given: without its own translation a text would come back as the English.
      const untranslated = [...server.texts]
        .filter(([text]) => localize(text) === text)
        .map(([text, where]) => `${text}  (${where[0]})`);
      expect(untranslated, language).toEqual([]);
    }
  });

  it('stays the server\u2019s English to the letter in English', async () => {
    const localize = await serverTextIn('en');
    for (const text of server.texts.keys()) expect(localize(text, 'BAD_REQUEST')).toBe(text);
  });

  it('is the only English in the catalogue besides the contracts\u2019: no stale text', () => {
    const known = new Set([...textsOf(contracts), ...server.texts.keys()]);
    const stale = Object.values(serverErrorsEn.texts).filter((text) => !known.has(text));
    expect(stale).toEqual([]);
  });
});
