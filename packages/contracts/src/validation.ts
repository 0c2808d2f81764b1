import { z } from 'zod';

/**
 * Issue params of a message that is already a whole sentence for the user (the spec's exact
 * texts): the server answers it as is, without the field path in front.
 */
export const STANDALONE_MESSAGE = { standalone: true } as const;

/** Does this zod issue carry a message meant to be shown exactly as written? */
export function isStandaloneIssue(issue: { code: string; params?: unknown }): boolean {
  return (
    issue.code === 'custom' &&
    typeof issue.params === 'object' &&
    issue.params !== null &&
    (issue.params as { standalone?: unknown }).standalone === true
  );
}

/** Ids are UUIDs; anything else can only be "not found". */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** The texts users see when a value can never be stored. */
export const INPUT_MESSAGES = {
  nulCharacter: 'Text cannot contain NUL characters.',
  invalidCharacter: 'Text contains an invalid character.',
  invalidDate: 'Enter a valid date.',
  invalidTimeZone: 'Use a time zone such as Europe/Berlin.',
} as const;

/** Is this an IANA time zone the runtime knows (Europe/Berlin, UTC)? */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const ANY_SURROGATE = /[\uD800-\uDFFF]/;

/** Does the text hold half of a UTF-16 pair standing alone? It has no UTF-8 form. */
function hasLoneSurrogate(value: string): boolean {
  if (!ANY_SURROGATE.test(value)) return false;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code >= 0xdc00 && code <= 0xdfff) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    }
  }
  return false;
}

/** Why PostgreSQL cannot store this text (its text and jsonb refuse NUL), or null when it can. */
export function unstorableTextMessage(value: string): string | null {
  if (value.includes('\u0000')) return INPUT_MESSAGES.nulCharacter;
  if (hasLoneSurrogate(value)) return INPUT_MESSAGES.invalidCharacter;
  return null;
}

/** The check every text of a request goes through (also usable on z.url(), z.email()...). */
export const storableTextCheck = z.superRefine<string>((value, context) => {
  const message = unstorableTextMessage(value);
  if (message) context.addIssue({ code: 'custom', message, input: value });
});

/**
 * Every string field of a request starts here: a string the database can store. Use it in
 * place of z.string() in request schemas and query strings.
 */
export function text() {
  return z.string().check(storableTextCheck);
}

/**
 * A text that must not be blank after trimming; it is trimmed. Missing is treated as blank when
 * the caller adds `.prefault('')`.
 */
export function requiredText(requiredMessage: string, maxLength: number, tooLongMessage: string) {
  return text()
    .trim()
    .refine((value) => value.length > 0, { message: requiredMessage, params: STANDALONE_MESSAGE })
    .refine((value) => value.length <= maxLength, {
      message: tooLongMessage,
      params: STANDALONE_MESSAGE,
    });
}

/** A reference to another record: '' and null both mean "none" (spec 1 §5). */
export const referenceSchema = text()
  .nullable()
  .transform((value) => (value?.trim() ? value.trim() : null));

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** PostgreSQL's timestamps and ISO strings both hold years 1 to 9999 (in UTC). */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

/**
 * Parse an ISO 8601 date or timestamp into an instant. A date alone is midnight UTC, a
 * timestamp without offset is read as UTC; impossible dates (2025-02-30, year 0) are refused.
 */
export function parseInstant(value: string): Date | null {
  const match = ISO_INSTANT.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00', fraction = '0'] = match;
  const offset = match[8];
  const dayStart = new Date(`${year}-${month}-${day}T00:00:00.000Z`);
  if (
    Number.isNaN(dayStart.getTime()) ||
    dayStart.toISOString().slice(0, 10) !== `${year}-${month}-${day}` ||
    Number(hours) > 23 ||
    Number(minutes) > 59 ||
    Number(seconds) > 59
  ) {
    return null;
  }
  const zone =
    !offset || offset.toUpperCase() === 'Z'
      ? 'Z'
      : `${offset.slice(0, 3)}:${offset.slice(offset.length - 2)}`;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const instant = new Date(
    `${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${millis}${zone}`,
  );
  const utcYear = instant.getUTCFullYear();
  return Number.isNaN(instant.getTime()) || utcYear < FIRST_YEAR || utcYear > LAST_YEAR
    ? null
    : instant;
}

/** A date sent by the browser: '' and null mean "no date", else answered as a UTC ISO string. */
export const instantSchema = text()
  .nullable()
  .refine((value) => !value?.trim() || parseInstant(value) !== null, {
    message: INPUT_MESSAGES.invalidDate,
  })
  .transform((value) => (value?.trim() ? parseInstant(value)!.toISOString() : null));

/** Rich text (HTML from the editor); null means empty. The server sanitises it before storing. */
export const richTextSchema = text()
  .nullable()
  .transform((value) => value ?? '');

/** A query-string parameter: an empty value is the same as an absent one. */
export function queryParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** `true` or `false` in a query string. */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { message: 'Use true or false.' })
  .transform((value) => value === 'true');

/** A filter on a reference: an id, or `none` for records without one. */
export const referenceFilterSchema = text()
  .trim()
  .refine((value) => value === 'none' || isId(value), { message: 'Use an id or none.' });

/** limit and offset of a page; limit is 50 unless asked, at most 200. */
export const paginationQuerySchema = z.object({
  limit: queryParam(z.coerce.number().int().min(1).max(200)).transform((value) => value ?? 50),
  offset: queryParam(z.coerce.number().int().min(0)).transform((value) => value ?? 0),
});

/** Lists count their matches up to this many; past it, `total` stops and is not exact. */
export const LIST_TOTAL_LIMIT = 1_000;

/**
 * Every list answer carries what it was cut from. `total` is exact up to LIST_TOTAL_LIMIT
 * matches; beyond that it is LIST_TOTAL_LIMIT and `totalIsExact` is false ("1,000+").
 */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  totalIsExact: z.boolean(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/** Who a task or note points at, as lists show them. */
export const personSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** An IANA time zone, e.g. a user's or an event's. */
export const timeZoneSchema = text()
  .trim()
  .refine(isTimeZone, { message: INPUT_MESSAGES.invalidTimeZone });
