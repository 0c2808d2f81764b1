import * as contracts from '@worksphere/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInLanguage } from '../../test/loadInLanguage';
import { serverErrorsEn } from './serverErrors.messages';
import {
  fieldsOf,
  readContractValidationTexts,
  readServerErrorTexts,
  type ServerErrorTexts,
} from './serverErrorTexts.node';

/** The lookup as a page in this language has it. */
async function serverTextIn(language: string) {
  return (await loadInLanguage(language, () => import('./serverText'))).localizeServerText;
}

/** Every text the contracts export, however deep in their message objects (templates too). */
function textsOf(value: unknown, seen = new Set<unknown>(), texts = new Set<string>()) {
  if (typeof value === 'string') texts.add(value);
  const template = (value as { template?: unknown } | null)?.template;
  if (typeof value === 'function' && typeof template === 'string') texts.add(template);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) textsOf(item, seen, texts);
  }
  return texts;
}

// Reading the server's source with the compiler takes a few seconds on a busy machine.
const READ_TIMEOUT_MS = 120_000;

const { FILE_MESSAGES } = contracts;

/** The texts a contracts' check can give (nameProblem's, a category name's, a contact's). */
const NAME_PROBLEMS = [
  FILE_MESSAGES.nameRequired,
  FILE_MESSAGES.nameHasSlash,
  FILE_MESSAGES.nameInvisibleCharacter,
  FILE_MESSAGES.nameTooLong,
  FILE_MESSAGES.pathNul,
  FILE_MESSAGES.pathBackslash,
  FILE_MESSAGES.pathEncodedSeparator,
  FILE_MESSAGES.pathAbsolute,
  FILE_MESSAGES.pathDrive,
  FILE_MESSAGES.pathControlCharacter,
  FILE_MESSAGES.pathTooLong,
  FILE_MESSAGES.pathTooDeep,
  FILE_MESSAGES.pathParentSegment,
  FILE_MESSAGES.pathCurrentSegment,
  FILE_MESSAGES.pathEmptySegment,
];
const PROVIDER_TEXT =
  'a provider error\u2019s text: ours are read where the error is made (new ...Error(text)), the rest are the provider\u2019s or its library\u2019s own words, sent as they come';

/**
 * The messages the server makes at run time without a template, each with why: another
 * error's text passed on (ours are read where they are made, with the `texts` such a site can
 * carry checked here; the rest are a third party's words, sent as they come), or a helper
 * filling its parameter. Keyed by file and expression, not line.
 */
const PASSED_ON: Record<string, { why: string; texts?: readonly string[] }> = {
  'platform/errors.ts  `${what} not found.`': {
    why: 'notFound(what) itself; each call is read as "<what> not found."',
  },
  "platform/errors.ts  message || 'Bad request.'": {
    why: 'a framework error of an unknown code: its own English words',
  },
  'modules/accounts/caldav-connect.ts  error.message': { why: PROVIDER_TEXT },
  'modules/ai/ai.service.ts  error.message': { why: PROVIDER_TEXT },
  'modules/ai/assist/assist.service.ts  error.message': { why: PROVIDER_TEXT },
  'modules/ai/providers/openai.provider.ts  error.message': {
    why: 'the model server\u2019s own words after the last retry',
  },
  'modules/auth/sso/sso.oidc.ts  error.message': {
    why: 'an outbound refusal passed on with its params (read where it is made)',
  },
  'modules/auth/sso/sso.oidc.ts  refused ? refused.message : describe(error)': {
    why: 'an outbound refusal with its params, or the network error\u2019s own words: the {reason} of discoveryFailed',
  },
  'modules/auth/sso/sso.oidc.ts  `${base}/.well-known/openid-configuration answered ${response.status}.`':
    { why: 'the {reason} of discoveryFailed for an administrator: an address and an HTTP status' },
  'modules/calendar/calendar.service.ts  error.message': { why: PROVIDER_TEXT },
  'modules/calendar/providers/caldav-calendar.ts  cause.message': { why: PROVIDER_TEXT },
  'modules/calendar/providers/caldav-calendar.ts  (error as Error).message': { why: PROVIDER_TEXT },
  'modules/email/email.service.ts  error.message': { why: PROVIDER_TEXT },
  'modules/email/providers/imap-provider.ts  parsed.skipped': {
    why: 'the mail parser\u2019s own words about a message it could not read',
  },
  'modules/webhooks/webhooks.service.ts  error.message': {
    why: 'an outbound refusal passed on with its params (read where it is made)',
  },
  'modules/contacts/contacts.service.ts  issue.message': {
    why: 'contactNameIssue\u2019s text',
    texts: [
      contracts.CONTACTS_MESSAGES.nameRequired,
      contracts.CONTACTS_MESSAGES.companyNameRequired,
    ],
  },
  'modules/notes/notes.service.ts  name.error.issues[0]!.message': {
    why: 'the category name schema\u2019s text',
    texts: [
      contracts.CATEGORY_MESSAGES.nameRequired,
      contracts.CATEGORY_MESSAGES.nameTooLong,
      contracts.INPUT_MESSAGES.nulCharacter,
    ],
  },
  'modules/files/files.routes.ts  `${field}${problem}`': {
    why: 'nameProblem\u2019s text, after "filename: " for the invisible character (the field prefix the page strips)',
    texts: NAME_PROBLEMS,
  },
  'modules/files/files.routes.ts  problem': {
    why: 'nameProblem\u2019s text',
    texts: NAME_PROBLEMS,
  },
  'modules/files/files.storage.ts  folder.linkMessage': {
    why: 'the folder\u2019s text for a symbolic link',
    texts: [FILE_MESSAGES.pathSymlink, 'Refused: a symbolic link.'],
  },
};

/** `file:line  expression` → `file  expression`. */
const withoutLine = (entry: string) => entry.replace(/:\d+ {2}/, '  ');

/** A sample value per field, recognisable in the translation. */
const samplesOf = (template: string) =>
  Object.fromEntries(fieldsOf(template).map((field) => [field, `<${field}:7>`]));

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

  it('is a template with its fields sent when it is made at run time', () => {
    expect(server.templates.size).toBeGreaterThan(40);
    const unexplained = server.built.filter(
      (entry) => !Object.hasOwn(PASSED_ON, withoutLine(entry)),
    );
    expect(unexplained).toEqual([]);
    expect(server.unfilled).toEqual([]);
    // An explanation of a message the source no longer makes goes too.
    const made = new Set(server.built.map(withoutLine));
    expect(Object.keys(PASSED_ON).filter((entry) => !made.has(entry))).toEqual([]);
  });

  it('names what it names in French and German: each template\u2019s own translation, filled', async () => {
    for (const language of ['fr', 'de']) {
      const localize = await serverTextIn(language);
      const general = localize('', 'BAD_REQUEST');
      const unfilled = [...server.templates].flatMap(([template, { where }]) => {
        const params = samplesOf(template);
        const english = contracts.fillMessage(template, params);
        const shown = localize(english, 'BAD_REQUEST', params);
        const missing = Object.values(params).filter((value) => !shown.includes(value));
        return shown === english || shown === general || missing.length
          ? [`${template}  (${where[0]}): ${shown}`]
          : [];
      });
      expect(unfilled, language).toEqual([]);
    }
  });

  it('passes on another check\u2019s texts only when they have their French and German', async () => {
    for (const language of ['fr', 'de']) {
      const localize = await serverTextIn(language);
      const untranslated = Object.entries(PASSED_ON).flatMap(([where, { texts = [] }]) =>
        texts.filter((text) => localize(text) === text).map((text) => `${text}  (${where})`),
      );
      expect(untranslated, language).toEqual([]);
    }
  });

  it('has the contracts\u2019 form validation texts in French and German, word for word', async () => {
    const validation = readContractValidationTexts();
    expect(validation.size).toBeGreaterThan(150);
    expect(validation.has(contracts.WEBHOOK_MESSAGES.urlRequired)).toBe(true);
    for (const language of ['fr', 'de']) {
      const localize = await serverTextIn(language);
      const untranslated = [...validation]
        .filter(([text]) => localize(text) === text)
        .map(([text, file]) => `${text}  (${file})`);
      expect(untranslated, language).toEqual([]);
    }
  });

  it('stays the server\u2019s English to the letter in English', async () => {
    const localize = await serverTextIn('en');
    for (const text of server.texts.keys()) expect(localize(text, 'BAD_REQUEST')).toBe(text);
  });

  it('is the only English in the catalogue besides the contracts\u2019: no stale text', () => {
    const passedOn = Object.values(PASSED_ON).flatMap(({ texts = [] }) => texts);
    const known = new Set([
      ...textsOf(contracts),
      ...server.texts.keys(),
      ...passedOn,
      ...readContractValidationTexts().keys(),
    ]);
    const stale = Object.values(serverErrorsEn.texts).filter((text) => !known.has(text));
    expect(stale).toEqual([]);
  });
});
