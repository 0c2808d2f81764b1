import { randomUUID } from 'node:crypto';
import { EMAIL_ATTACHMENT_MAX_BYTES } from '@worksphere/contracts';
import type { Database } from '../../platform/db/database.js';
import { removeBlobs, writeBlob } from '../files/files.storage.js';
import * as repo from './email.repo.js';
import { messageColumns, storable } from './email.present.js';
import { assignThreads } from './email.threads.js';
import type { ParsedMessage } from './providers/mail-provider.js';

export type StoreTarget = { organizationId: string; accountId: string; folderId: string };

/**
 * Messages into the cache: attachments' bytes first (files machinery, under new ids), then the
 * rows in one transaction, so a sync that breaks off keeps every message stored before it and
 * never a row without its bytes. A message has one identity: stored again (same folder and
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
  const prepared = await Promise.all(
    distinct.map(async (message) => {
      if (keepsAttachments(message)) return { message, attachments: [] };
      const attachments = await Promise.all(
        message.attachments.map(async (attachment) => {
          const id = randomUUID();
          const keep =
            attachment.content !== null && attachment.content.length <= EMAIL_ATTACHMENT_MAX_BYTES;
          if (keep) await writeBlob(uploadsDir, target.organizationId, id, attachment.content!);
          return {
            id,
            organizationId: target.organizationId,
            partKey: storable(attachment.key),
            filename: storable(attachment.filename).slice(0, 500),
            contentType: storable(attachment.contentType).slice(0, 200),
            size: attachment.size,
            contentId: attachment.contentId ? storable(attachment.contentId) : null,
            inline: attachment.inline,
            stored: keep,
          };
        }),
      );
      return { message, attachments };
    }),
  );
  const removedBlobs: string[] = [];
  try {
    const stored = await db.transaction(async (tx) => {
      const upserted = await repo.upsertMessages(
        tx,
        prepared.map(({ message }) => ({
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
      for (const { message, attachments } of prepared) {
        const row = byProviderId.get(message.providerId)!;
        if (message.bodyIncluded && !keepsAttachments(message)) {
          // A new row has no attachments yet: nothing to replace.
          if (!row.inserted) {
            const old = await repo.deleteAttachmentsOf(tx, row.id);
            removedBlobs.push(...old.filter((entry) => entry.stored).map((entry) => entry.id));
          }
          newAttachments.push(
            ...attachments.map((attachment) => ({ ...attachment, messageId: row.id })),
          );
        }
        rows.push(row);
      }
      await repo.insertAttachments(tx, newAttachments);
      return rows;
    });
    await removeBlobs(uploadsDir, target.organizationId, removedBlobs);
    return stored;
  } catch (error) {
    const written = prepared.flatMap(({ attachments }) =>
      attachments.filter((entry) => entry.stored).map((entry) => entry.id),
    );
    await removeBlobs(uploadsDir, target.organizationId, written);
    throw error;
  }
}
