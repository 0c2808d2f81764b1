import * as contracts from '@worksphere/contracts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';

/** The keys of the objects a schema accepts, through optional, pipe and preprocess layers. */
function shapeKeys(schema: unknown, depth = 0): string[] {
  if (!(schema instanceof z.ZodType) || depth > 5) return [];
  const definition = schema._zod.def as unknown as Record<string, unknown>;
  const shape = definition.shape as Record<string, unknown> | undefined;
  const keys = shape ? Object.keys(shape) : [];
  for (const inner of [definition.in, definition.out, definition.innerType]) {
    keys.push(...shapeKeys(inner, depth + 1));
  }
  return keys;
}

/**
 * Every field name of every request body and query string the contracts define, so generated
 * junk reaches the validation of real fields (and, when it passes, the services and SQL).
 */
export function contractFieldNames() {
  const body = new Set<string>();
  const query = new Set<string>();
  for (const [name, schema] of Object.entries(contracts)) {
    if (/(Request|Fields|Layout)Schema$/.test(name))
      shapeKeys(schema).forEach((key) => body.add(key));
    if (/QuerySchema$/.test(name)) shapeKeys(schema).forEach((key) => query.add(key));
  }
  return { body: [...body].sort(), query: [...query].sort() };
}

/** Texts that broke servers before: NUL, lone surrogates, impossible dates, huge numbers. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udbff\udfff',
  '%00',
  '0000-01-01',
  '0000-00-00',
  '0001-01-01T00:30+01:00',
  '9999-12-31T23:59:59-14:00',
  '99999-01-01',
  '+099999-01-01T00:00:00Z',
  '-000001-01-01',
  '2025-02-30',
  '1e400',
  '-1',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  'me',
  'none',
  '00000000-0000-0000-0000-000000000000',
  "'; drop table users; --",
  '../../etc/passwd',
  '__proto__',
  '<script>alert(1)</script>',
  'x'.repeat(5_000),
];

/** Dates that look like dates but that no timestamp column holds. */
const IMPOSSIBLE_DATES = [
  '0000-01-01',
  '0000-12-31T23:00:00Z',
  '0001-01-01T00:30+01:00',
  '9999-12-31T23:59:59-14:00',
  '99999-01-01',
  '+099999-01-01T00:00:00Z',
];

/** Any code point, plus the lone surrogates `binary` leaves out. */
const ANY_CHARACTER = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  },
  { weight: 1, arbitrary: fc.constant('\u0000') },
);

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes a
 * sloppy client would send for it: its three-byte form, which is not valid UTF-8.
 */
function encodeJunk(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((part, index) => {
      if (index % 2 === 0) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** A generated value as a query string carries it (objects, arrays and nulls as JSON). */
const asQueryValue = (value: unknown) =>
  typeof value === 'object' || value === undefined ? JSON.stringify(value) : String(value);

export type JunkContext = {
  /** Real ids of the signed-in user's organisation, so some junk lands on real records. */
  ids: string[];
  /** Ids of active members, for fields that take people. */
  userIds: string[];
  /** The one record some fields must name to be accepted (chatRoomId, threadId...). */
  knownIds: Record<string, string>;
  bodyFields: string[];
  queryFields: string[];
};

const word = fc.stringMatching(/^[a-z]{6,12}$/);

/**
 * A value each known field would accept, so that a request is often valid but for the one
 * field that holds junk: only then does junk get past validation into the services and SQL.
 * A field missing here gets a plain word.
 */
function plausibleValues({
  ids,
  userIds,
  knownIds,
}: JunkContext): Record<string, fc.Arbitrary<unknown>> {
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...ids) },
  );
  const date = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    {
      weight: 4,
      arbitrary: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((value) => value.toISOString()),
    },
    { weight: 2, arbitrary: fc.constantFrom(...IMPOSSIBLE_DATES) },
  );
  const flag = fc.boolean();
  const text = word.map((value) => `Fuzz ${value}`);
  const password = fc.constant('correct horse battery');
  const setting = fc.oneof(word, fc.integer({ min: 1, max: 30 }), flag, fc.constant(null));
  return {
    active: flag,
    allDay: flag,
    archived: flag,
    assignedUserIds: fc.subarray(userIds),
    categoryId: id,
    clientMessageId: word,
    content: text,
    currentPassword: password,
    dependencyId: id,
    description: text.map((value) => `<p>${value}</p>`),
    dueDate: date,
    email: word.map((value) => `${value}@example.com`),
    endpoint: word.map((value) => `http://127.0.0.1:9/push/${value}`),
    expirationTime: fc.constant(null),
    identifier: word,
    isArchived: flag,
    isCompleted: flag,
    // A boolean in JSON bodies, a 'true'/'false' text in multipart and query strings.
    isImportant: fc.oneof(flag, fc.constantFrom('true', 'false')),
    isOrganization: flag,
    isPinned: flag,
    keys: fc.record({ p256dh: word, auth: word }),
    name: text,
    newPassword: password,
    // Registering joins an organisation (with an invitation) or creates one, not both.
    organizationId: fc.constant(undefined),
    inviteToken: fc.constant(undefined),
    password,
    permissions: fc.subarray(['tasks:edit', 'calendar:edit', 'pos:sell']),
    projectId: id,
    role: fc.constantFrom('ADMIN', 'MEMBER'),
    shared: flag,
    start: date,
    end: date,
    timeMin: date,
    timeMax: date,
    timeZone: fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Nowhere/Here'),
    recurrence: fc.oneof(
      fc.constant(null),
      fc.record({
        frequency: fc.constantFrom('daily', 'weekly', 'monthly', 'yearly'),
        byWeekday: fc.subarray(['MO', 'WE', 'FR']),
        count: fc.integer({ min: 1, max: 30 }),
      }),
    ),
    startDate: date,
    title: text,
    username: word,
    ...Object.fromEntries(
      Object.entries(knownIds).map(([name, id]) => [
        name,
        fc.oneof({ weight: 4, arbitrary: fc.constant(id) }, fc.constantFrom(...ids)),
      ]),
    ),
    widgets: fc.array(
      fc.record({
        id: word,
        type: fc.constantFrom('tasks-due-soon', 'recent-notes', 'projects-overview'),
        settings: fc.dictionary(word, setting, { maxKeys: 3 }),
      }),
      { maxLength: 3 },
    ),
    // query parameters
    assigneeId: fc.oneof(fc.constant('me'), fc.constantFrom(...userIds)),
    completed: fc.constantFrom('true', 'false'),
    days: fc.integer({ min: 1, max: 365 }).map(String),
    dueFrom: date,
    dueTo: date,
    includeArchived: fc.constantFrom('true', 'false'),
    limit: fc.integer({ min: 1, max: 200 }).map(String),
    offset: fc.integer({ min: 0, max: 100 }).map(String),
    q: word,
    scope: fc.constantFrom('all', 'mine', 'shared', 'occurrence', 'series'),
    sort: fc.constantFrom('dueDate', 'createdAt'),
  };
}

/** Fields whose values are not free text, so a text-spoiling run leaves them alone. */
const DATE_FIELDS = new Set([
  'startDate',
  'dueDate',
  'dueFrom',
  'dueTo',
  'start',
  'end',
  'timeMin',
  'timeMax',
]);
const CHOICE_FIELDS = new Set([
  // Texts with a format of their own, refused whole when spoiled: they would hide the rest.
  'username',
  'email',
  'scope',
  'sort',
  'completed',
  'includeArchived',
  'archived',
  'role',
  'permissions',
]);
const NUMBER_FIELDS = new Set(['limit', 'offset', 'days', 'expirationTime']);
const ID_FIELDS = new Set([
  'categoryId',
  'projectId',
  'dependencyId',
  'chatRoomId',
  'threadId',
  'organizationId',
  'before',
  'assignedUserIds',
  'assigneeId',
]);

/**
 * What one generated request does wrong. Each run picks one, so that the rest of the request
 * stays acceptable and the junk reaches the services and SQL instead of being refused early
 * because some other field was wrong.
 */
const SPOILS = ['none', 'nul', 'surrogate', 'dates', 'numbers', 'types'] as const;
type Spoil = (typeof SPOILS)[number];

const INSERT_FOR: Partial<Record<Spoil, fc.Arbitrary<string>>> = {
  nul: fc.constantFrom('\u0000', '\u0000\u0000', 'a\u0000'),
  surrogate: fc.constantFrom('\ud800', '\udfff', '\udbff', 'x\udc00'),
};

/** Parts of a value that carry its structure (a widget's id and type), left as they are. */
const STRUCTURAL_KEYS = new Set(['id', 'type', 'size']);

/** Every string inside `value`, each slipped `insert` at a random place or not. */
function spoilStrings(value: unknown, insert: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(value) },
      {
        weight: 2,
        arbitrary: fc.tuple(insert, fc.nat()).map(([nasty, at]) => {
          const cut = at % (value.length + 1);
          return value.slice(0, cut) + nasty + value.slice(cut);
        }),
      },
    );
  }
  if (Array.isArray(value)) return fc.tuple(...value.map((item) => spoilStrings(item, insert)));
  if (value !== null && typeof value === 'object') {
    return fc
      .tuple(
        ...Object.entries(value).map(([key, item]) =>
          fc.tuple(
            fc.constant(key),
            STRUCTURAL_KEYS.has(key) ? fc.constant(item) : spoilStrings(item, insert),
          ),
        ),
      )
      .map((entries) => Object.fromEntries(entries));
  }
  return fc.constant(value);
}

export function junkArbitraries(context: JunkContext) {
  const { ids, bodyFields, queryFields } = context;
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
    { weight: 1, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: fc.string({ unit: ANY_CHARACTER, maxLength: 20 }) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(word, fc.constantFrom(...NASTY_TEXTS), word)
        .map((parts) => parts.join('')),
    },
  );

  const junkValue = fc.oneof(
    { weight: 6, arbitrary: text },
    { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(text, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

  const plausible = plausibleValues(context);

  /** A field's value under a spoil: acceptable unless the spoil is about its kind. */
  function fieldValue(name: string, spoil: Spoil): fc.Arbitrary<unknown> {
    const fine = plausible[name] ?? word;
    const insert = INSERT_FOR[spoil];
    const isText = ![DATE_FIELDS, NUMBER_FIELDS, ID_FIELDS, CHOICE_FIELDS].some((set) =>
      set.has(name),
    );
    if (insert && isText) {
      return fine.chain((value) => spoilStrings(value, insert));
    }
    if (spoil === 'dates' && DATE_FIELDS.has(name)) return fc.constantFrom(...IMPOSSIBLE_DATES);
    if (spoil === 'numbers' && NUMBER_FIELDS.has(name)) return fc.constantFrom(...HUGE_NUMBERS);
    if (spoil === 'types') return fc.oneof({ weight: 2, arbitrary: fine }, junkValue);
    return fine;
  }

  /** Some of the named fields (every name goes to every route: schemas ignore the others). */
  const fieldsOf = (names: string[], spoil: Spoil) =>
    fc.record(
      Object.fromEntries(
        names.map((name) => [
          name,
          fc.option(fieldValue(name, spoil), { freq: 10, nil: undefined }),
        ]),
      ),
    );

  // NUL is what PostgreSQL refuses outright, so it gets the most runs.
  const spoilWeights: Record<Spoil, number> = {
    none: 1,
    nul: 4,
    surrogate: 1,
    dates: 1,
    numbers: 1,
    types: 1,
  };
  const spoil = fc.oneof(
    ...SPOILS.map((name) => ({ weight: spoilWeights[name], arbitrary: fc.constant(name) })),
  );

  const body = (chosen: Spoil): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 8, arbitrary: fieldsOf(bodyFields, chosen) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      {
        weight: 1,
        arbitrary: fieldsOf(bodyFields, chosen).map((subscription) => ({ subscription })),
      },
    );

  /** What goes on the wire: mostly JSON, sometimes not JSON at all. */
  const payload = (chosen: Spoil): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> =>
    fc.oneof(
      {
        weight: 10,
        arbitrary: body(chosen).map((value) => ({
          payload: JSON.stringify(value) ?? 'null',
          headers: { 'content-type': 'application/json' },
        })),
      },
      {
        weight: 1,
        arbitrary: fc.string({ unit: ANY_CHARACTER, maxLength: 40 }).map((raw) => ({
          payload: raw,
          headers: { 'content-type': 'application/json' },
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), fc.string({ maxLength: 40 }))
          .map(([type, raw]) => ({ payload: raw, headers: { 'content-type': type } })),
      },
      { weight: 1, arbitrary: fc.constant({}) },
    );

  /** A query string: known names with mostly acceptable values, or raw junk. */
  const query = (chosen: Spoil) =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: fieldsOf(queryFields, chosen).map((fields) =>
          Object.entries(fields)
            .filter(([, value]) => value !== undefined && value !== null)
            .map(([name, value]) => `${name}=${encodeJunk(asQueryValue(value))}`)
            .join('&'),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.oneof(fc.constantFrom(...RAW_QUERY_PIECES), fc.constantFrom(...queryFields)), {
            maxLength: 8,
          })
          .map((parts) => parts.join('')),
      },
    );

  /** A path parameter: a real id, an unknown uuid, junk, or longer than Fastify allows. */
  const pathParam = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: text.map(encodeJunk) },
    { weight: 1, arbitrary: fc.integer({ min: 90, max: 400 }).map((n) => 'a'.repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_PARAMS) },
  );

  /** One request's query and body, spoiled the same way. */
  const request = spoil.chain((chosen) =>
    fc.record({ spoil: fc.constant(chosen), query: query(chosen), body: payload(chosen) }),
  );

  /** The text fields of a multipart form, spoiled like a JSON body would be. */
  const formFields = (names: string[]) =>
    spoil.chain((chosen) =>
      fieldsOf(names, chosen).map((fields) =>
        Object.entries(fields)
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([name, value]) => ({ name, value: asQueryValue(value) })),
      ),
    );

  return { text, request, pathParam, formFields };
}

const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 1e20, 0.5, -0, -1, 99999999999];

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/png',
];

const RAW_QUERY_PIECES = ['%', '%zz', '%E0%A4%A', '%00', '&', '=', '[]', 'a', '+', ';'];
const RAW_PATH_PARAMS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '..', '.', '%2e%2e', 'me'];
