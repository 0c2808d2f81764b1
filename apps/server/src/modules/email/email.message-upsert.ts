import { getTableColumns, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { emailMessages } from './email.table.js';

/** The columns a sync writes of a message; the others keep their defaults. */
const WRITTEN = [
  'organizationId',
  'accountId',
  'folderId',
  'providerId',
  'threadId',
  'messageIdHeader',
  'inReplyTo',
  'references',
  'subject',
  'fromName',
  'fromAddress',
  'toList',
  'ccList',
  'bccList',
  'replyToList',
  'recipientsText',
  'sentAt',
  'isRead',
  'isImportant',
  'isDraft',
  'hasAttachments',
  'attachmentNames',
  'snippet',
  'bodyText',
  'bodyHtml',
  'bodyFetched',
  'size',
] as const;

type NewMessageRow = typeof emailMessages.$inferInsert;
export type MessageUpsert = Pick<Required<NewMessageRow>, (typeof WRITTEN)[number]>;

const columns = getTableColumns(emailMessages);
/** Every column of a message but the search vectors and the bodies (what lists show). */
const ANSWERED = (Object.keys(columns) as Array<keyof typeof columns>).filter(
  (key) => !['search', 'bodySearch', 'bodyText', 'bodyHtml'].includes(key),
);
export type UpsertedRow = Omit<
  typeof emailMessages.$inferSelect,
  'search' | 'bodySearch' | 'bodyText' | 'bodyHtml'
> & { inserted: boolean };

const name = (key: keyof typeof columns) => `"${columns[key].name}"`;
const incoming = (key: keyof typeof columns) => `${name(key)} = excluded.${name(key)}`;
/** A body column keeps what is cached unless the incoming row carries the body. */
const bodyColumn = (key: keyof typeof columns) =>
  `${name(key)} = case when excluded."body_fetched" then excluded.${name(key)} else m.${name(key)} end`;

/*
 * The rows travel as one JSON parameter (json_populate_recordset reads them as the table's
 * row type): the SQL text is the same for any number of rows, built once here. Building a
 * multi-row VALUES of 27 parameters a row took Drizzle longer than parsing the messages.
 */
const list = WRITTEN.map(name).join(', ');
const head = sql.raw(
  `insert into "email_messages" as m (${list}) select ${list} from json_populate_recordset(null::"email_messages", `,
);
const tail = sql.raw(`::json)
  on conflict ("folder_id", "provider_id") do update set
    ${[
      'subject',
      'fromName',
      'fromAddress',
      'toList',
      'ccList',
      'bccList',
      'replyToList',
      'recipientsText',
      'sentAt',
      'isRead',
      'isImportant',
      'isDraft',
      'size',
    ]
      .map((key) => incoming(key as keyof typeof columns))
      .join(', ')},
    "thread_id" = coalesce(m."thread_id", excluded."thread_id"),
    ${(['hasAttachments', 'attachmentNames', 'snippet', 'bodyText', 'bodyHtml'] as const).map(bodyColumn).join(', ')},
    "body_fetched" = m."body_fetched" or excluded."body_fetched",
    "body_search" = case when excluded."body_fetched" then null else m."body_search" end,
    "updated_at" = now()
  returning ${ANSWERED.map((key) => `m.${name(key)} as "${key}"`).join(', ')}, (m.xmax = 0) as "inserted"`);

/**
 * JSON of the rows as PostgreSQL takes them: without NUL (text cannot hold it) and without
 * lone surrogate halves (a cut emoji; JSON would name them and PostgreSQL refuse them), as
 * node-postgres's UTF-8 encoding of a parameter would have replaced them.
 */
function rowsJson(values: MessageUpsert[]) {
  // Keyed by column name, as the row type names its fields.
  const rows = values.map((value) =>
    Object.fromEntries(WRITTEN.map((key) => [columns[key].name, value[key]])),
  );
  return JSON.stringify(rows, (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    const clean = value.includes('\u0000') ? value.split('\u0000').join('') : value;
    // Node 20 has both (ES2024); the project's TypeScript lib is older.
    const text = clean as string & { isWellFormed(): boolean; toWellFormed(): string };
    return text.isWellFormed() ? clean : text.toWellFormed();
  });
}

/**
 * Insert or refresh messages of one folder in one statement (same folder and provider id:
 * refreshed); answers them with whether each is new. A header-only row (a search hit) never
 * wipes a body already cached; a body that comes again has its words filled again
 * (body_search). Provider ids must be distinct within a call.
 */
export async function upsertMessages(
  db: DbExecutor,
  values: MessageUpsert[],
): Promise<UpsertedRow[]> {
  if (values.length === 0) return [];
  const result = await db.execute<Record<string, unknown>>(sql`${head}${rowsJson(values)}${tail}`);
  // The values as Drizzle answers them (dates as Date, JSON parsed).
  return result.rows.map((row) => {
    const mapped: Record<string, unknown> = { inserted: row.inserted };
    for (const key of ANSWERED) {
      const value = row[key];
      mapped[key] = value === null ? null : columns[key].mapFromDriverValue(value);
    }
    return mapped as UpsertedRow;
  });
}
