import { randomUUID } from 'node:crypto';
import { EMAIL_ATTACHMENT_MAX_BYTES } from '@worksphere/contracts';
import type { Database } from '../../platform/db/database.js';
import { removeBlobs, writeBlob } from '../files/files.storage.js';
import * as repo from './email.repo.js';
import { upsertMessages } from './email.message-upsert.js';
import type { emailAttachments } from './email.table.js';
import { messageColumns, storable } from './email.present.js';
import { assignThreads } from './email.threads.js';
import type { ParsedMessage } from './providers/mail-provider.js';

export type StoreTarget = { organizationId: string; accountId: string; folderId: string };

export type StoreOptions = {
  /**
   * Leave the bodies' words for the background pass (email.body-search.ts): a first sync,
   * whose thousands of messages would otherwise wait for PostgreSQL to build every body's
   * vector. Otherwise they are filled in the transaction that writes the rows.
   */
  deferBodySearch?: boolean;
};

/**
 * Messages into the cache: the rows in a few transactions at once (storeChunk), each
 * committed only once its attachments' bytes are written (files machinery, under new ids), so
 * a sync that breaks off keeps every message stored before it and never a row without its
 * bytes; the sync writes a step's cursor only after all of its rows. A message has one identity: stored again (same folder and
 * provider id; a sync step redone, a server-search hit) it keeps its row and, once its body is
 * cached, its attachments and their links; only a draft's attachments are replaced (a draft
 * changes under the same id). Attachments over the size limit are listed but kept on the
 * server. Messages whose provider names no conversation get one (email.threads.ts).
 */
export async function storeMessages(
  db: Database,
  uploadsDir: string,
  target: StoreTarget,
  messages: ParsedMessage[],
  options: StoreOptions = {},
): Promise<Array<repo.SummaryRow & { inserted: boolean }>> {
  // One row per provider id (a provider answering a message twice keeps the last).
  const distinct = [...new Map(messages.map((message) => [message.providerId, message])).values()];
  const unnamed = distinct
    .filter((message) => !message.threadId)
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const threads = await assignThreads(
    db,
    target.accountId,
    unnamed.map((message) => ({
      messageId: message.messageId,
      inReplyTo: message.inReplyTo,
      references: message.references,
      subject: message.subject,
      fallbackKey: `${target.folderId}:${message.providerId}`,
    })),
  );
  const threadOf = new Map(unnamed.map((message, index) => [message, threads[index]!]));
  const withBody = await repo.providerIdsWithBody(
    db,
    target.folderId,
    distinct.map((message) => message.providerId),
  );
  // Cached with its body already: the attachments (and the links handed out) stay.
  const keepsAttachments = (message: ParsedMessage) =>
    withBody.has(message.providerId) && !message.isDraft;
  // Attachment rows get their ids now; their bytes are written while the rows are.
  const prepared = distinct.map((message) => {
    const attachments = keepsAttachments(message)
      ? []
      : message.attachments.map((attachment) => ({
          id: randomUUID(),
          organizationId: target.organizationId,
          partKey: storable(attachment.key),
          filename: storable(attachment.filename).slice(0, 500),
          contentType: storable(attachment.contentType).slice(0, 200),
          size: attachment.size,
          contentId: attachment.contentId ? storable(attachment.contentId) : null,
          inline: attachment.inline,
          stored:
            attachment.content !== null && attachment.content.length <= EMAIL_ATTACHMENT_MAX_BYTES,
          content: attachment.content,
        }));
    return { message, attachments };
  });
  const chunks = chunked(prepared);
  const outcomes = await Promise.allSettled(
    chunks.map((chunk) =>
      storeChunk(db, uploadsDir, target, chunk, threadOf, keepsAttachments, options),
    ),
  );
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    // Chunks written stay (their step is redone and finds them); the others leave no bytes.
    const orphans = chunks
      .filter((_, index) => outcomes[index]!.status === 'rejected')
      .flat()
      .flatMap(({ attachments }) => attachments.filter((entry) => entry.stored))
      .map((entry) => entry.id);
    await removeBlobs(uploadsDir, target.organizationId, orphans);
    throw failed.reason;
  }
  return outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
}

type Prepared = {
  message: ParsedMessage;
  attachments: Array<
    Omit<typeof emailAttachments.$inferInsert, 'messageId'> & {
      id: string;
      stored: boolean;
      content: Buffer | null;
    }
  >;
};

/**
 * A step's rows are written by up to this many transactions at once (one pool connection
 * each): PostgreSQL compresses the bodies and builds the index entries on as many cores as
 * there are transactions.
 */
const PARALLEL_WRITES = 3;
const MIN_ROWS_PER_WRITE = 10;

function chunked(prepared: Prepared[]): Prepared[][] {
  const count = Math.max(
    1,
    Math.min(PARALLEL_WRITES, Math.floor(prepared.length / MIN_ROWS_PER_WRITE)),
  );
  const size = Math.ceil(prepared.length / count);
  const chunks: Prepared[][] = [];
  for (let index = 0; index < prepared.length; index += size) {
    chunks.push(prepared.slice(index, index + size));
  }
  return chunks;
}

/**
 * One transaction of rows and their attachment rows; the attachments' bytes are written
 * meanwhile and waited for before the commit (never a row without its bytes).
 */
async function storeChunk(
  db: Database,
  uploadsDir: string,
  target: StoreTarget,
  chunk: Prepared[],
  threadOf: Map<ParsedMessage, string>,
  keepsAttachments: (message: ParsedMessage) => boolean,
  options: StoreOptions,
): Promise<Array<repo.SummaryRow & { inserted: boolean }>> {
  const writing = Promise.all(
    chunk.flatMap(({ attachments }) =>
      attachments
        .filter((entry) => entry.stored)
        .map((entry) => writeBlob(uploadsDir, target.organizationId, entry.id, entry.content!)),
    ),
  );
  // Awaited in the transaction; a failure before that must not go unhandled.
  writing.catch(() => undefined);
  const removedBlobs: string[] = [];
  const stored = await db.transaction(async (tx) => {
    const upserted = await upsertMessages(
      tx,
      chunk.map(({ message }) => ({
        organizationId: target.organizationId,
        accountId: target.accountId,
        folderId: target.folderId,
        ...messageColumns(message),
        threadId: message.threadId ?? threadOf.get(message) ?? null,
      })),
    );
    const byProviderId = new Map(upserted.map((row) => [row.providerId, row]));
    const rows: Array<repo.SummaryRow & { inserted: boolean }> = [];
    const newAttachments = [];
    for (const { message, attachments } of chunk) {
      const row = byProviderId.get(message.providerId)!;
      if (message.bodyIncluded && !keepsAttachments(message)) {
        // A new row has no attachments yet: nothing to replace.
        if (!row.inserted) {
          const old = await repo.deleteAttachmentsOf(tx, row.id);
          removedBlobs.push(...old.filter((entry) => entry.stored).map((entry) => entry.id));
        }
        newAttachments.push(
          ...attachments.map(({ content: _content, ...attachment }) => ({
            ...attachment,
            messageId: row.id,
          })),
        );
      }
      rows.push(row);
    }
    await repo.insertAttachments(tx, newAttachments);
    if (!options.deferBodySearch) {
      await repo.fillBodySearch(
        tx,
        chunk
          .filter(({ message }) => message.bodyIncluded)
          .map(({ message }) => byProviderId.get(message.providerId)!.id),
      );
    }
    await writing;
    return rows;
  });
  await removeBlobs(uploadsDir, target.organizationId, removedBlobs);
  return stored;
}
