import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  EMAIL_MESSAGES,
  type ComposeMode,
  type composeEmailSchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import { readBlob } from '../files/files.storage.js';
import { buildMime, resolveCompose, type OutgoingFile } from './email.compose.js';
import { createEmailMedia } from './email.media.js';
import { presentSummary } from './email.present.js';
import * as repo from './email.repo.js';
import type { EmailService, MailAccount } from './email.service.js';
import { prepareOutgoingHtml } from './writing/outgoing-html.js';

export type ComposeFields = z.output<typeof composeEmailSchema>;

/**
 * Sending and drafts: the message is built here (MailComposer), the provider sends or stores
 * the bytes, and the copy the server keeps (Sent, Drafts) is fetched into the cache.
 */
export function createEmailOutgoing(deps: AppDeps, email: EmailService) {
  const { db, logger } = deps;
  const media = createEmailMedia(deps, email);

  /** The original of a reply or forward, from the same account. */
  async function originalOf(session: SessionContext, input: ComposeFields, mode: ComposeMode) {
    if (mode === 'new') return null;
    if (!input.emailId) throw new AppError('VALIDATION_ERROR', EMAIL_MESSAGES.emailIdRequired);
    return email.usableMessage(session, input.emailId);
  }

  /**
   * Attachments of the original (forward) or of the draft being sent or saved again that stay
   * on. Bytes not kept at sync time (too large, or sent by the provider on demand) are fetched
   * now: a forward or a draft must never lose a file without a word.
   */
  async function keptAttachments(
    session: SessionContext,
    messageId: string,
    keep: string[] | null | undefined,
    everyByDefault: boolean,
  ): Promise<OutgoingFile[]> {
    const rows = await repo.listAttachments(db, messageId);
    const wanted = rows.filter((row) =>
      keep ? keep.includes(row.id) : everyByDefault && !row.inline,
    );
    const files: OutgoingFile[] = [];
    for (const row of wanted) {
      const read = () =>
        readBlob(
          deps.config.uploadsDir,
          session.organizationId,
          row.id,
          EMAIL_ATTACHMENT_MAX_BYTES,
        );
      let content = row.stored ? await read() : undefined;
      if (!content) {
        const opened = await media.openAttachment(session, row.id);
        opened.stream.destroy();
        content = await read();
      }
      if (!content) throw new AppError('PAYLOAD_TOO_LARGE', EMAIL_MESSAGES.attachmentTooLarge);
      files.push({ filename: row.filename, contentType: row.contentType, content });
    }
    return files;
  }

  async function prepare(
    session: SessionContext,
    mode: ComposeMode,
    input: ComposeFields,
    uploads: OutgoingFile[],
    options: { draft: boolean },
  ) {
    const account = await email.mailAccount(session, input.accountId);
    const original = await originalOf(session, input, mode);
    if (original && original.row.accountId !== account.provider.id) {
      throw new AppError('NOT_FOUND', EMAIL_MESSAGES.emailNotFound);
    }
    const draft = input.draftId ? await email.usableMessage(session, input.draftId) : null;
    const files = [...uploads];
    if (original && mode === 'forward') {
      files.push(
        ...(await keptAttachments(session, original.row.id, input.keepAttachmentIds, true)),
      );
    }
    if (draft) {
      files.push(...(await keptAttachments(session, draft.row.id, input.keepAttachmentIds, true)));
    }
    // The contract promises sanitised HTML: what goes out passes the reader's sanitiser.
    const body = input.html ? prepareOutgoingHtml(input.html) : null;
    if (body) files.push(...body.inline);
    const total = files.reduce((sum, file) => sum + file.content.length, 0);
    if (total > EMAIL_ATTACHMENT_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', EMAIL_MESSAGES.attachmentTooLarge);
    }
    const compose = {
      from: {
        name:
          account.account.displayName !== account.account.emailAddress
            ? account.account.displayName
            : '',
        address: account.account.emailAddress,
      },
      to: input.to,
      cc: input.cc,
      bcc: input.bcc,
      subject: input.subject,
      html: body?.html ?? null,
      text: input.text ?? null,
      attachments: files,
      original: original?.row ?? null,
      mode,
    };
    const resolved = options.draft ? draftRecipients(compose) : resolveCompose(compose);
    const built = await buildMime(compose, resolved, options);
    return { account, built, draft };
  }

  /** Drafts may be saved without recipients; they are checked when sent. */
  function draftRecipients(compose: Parameters<typeof resolveCompose>[0]) {
    try {
      return resolveCompose(compose);
    } catch (error) {
      if ((error as AppError).message !== EMAIL_MESSAGES.recipientRequired) throw error;
      return {
        to: [],
        cc: [],
        bcc: [],
        subject: compose.subject,
        inReplyTo: undefined,
        references: undefined,
      };
    }
  }

  /** Fetch the server's copy (Sent, Drafts) into the cache; a failure only logs. */
  async function cacheCopy(account: MailAccount, ref: { folder: string; providerId: string }) {
    try {
      const folder = await email.folderRow(account, ref.folder);
      const row = await email.fetchIntoCache(account, folder, ref);
      await email.emitCounts(account);
      return { row, folder };
    } catch (error) {
      logger.warn(
        { accountId: account.provider.id, err: (error as Error).message },
        'mail copy not cached',
      );
      return null;
    }
  }

  async function removeDraft(
    account: MailAccount,
    draft: Awaited<ReturnType<EmailService['usableMessage']>>,
  ) {
    await email.providerCall(account, () =>
      account.mail.deleteMessage(account.provider, {
        folder: draft.folder.path,
        providerId: draft.row.providerId,
      }),
    );
    await repo.deleteMessageById(db, draft.row.id);
  }

  /** Hand built bytes to the provider, remove the draft sent from, cache the Sent copy. */
  async function deliver(
    account: MailAccount,
    built: { raw: Buffer; envelope: { from: string; to: string[] }; messageId: string },
    draft: Awaited<ReturnType<EmailService['usableMessage']>> | null,
  ) {
    const result = await email.providerCall(account, () =>
      account.mail.send(account.provider, {
        raw: built.raw,
        envelope: built.envelope,
        messageId: built.messageId,
        inReplyTo: null,
      }),
    );
    if (draft) await removeDraft(account, draft).catch(() => undefined);
    const copy = result.sent ? await cacheCopy(account, result.sent) : null;
    return {
      ok: true as const,
      messageId: built.messageId,
      email: copy ? presentSummary(copy.row, copy.folder.path) : null,
    };
  }

  return {
    /** POST /email/send/sendEmail, reply, replyAll, forward */
    async send(
      session: SessionContext,
      mode: ComposeMode,
      input: ComposeFields,
      uploads: OutgoingFile[],
    ) {
      const { account, built, draft } = await prepare(session, mode, input, uploads, {
        draft: false,
      });
      return deliver(account, built, draft);
    },

    /** The checked message, its bytes and the draft it replaces (the outbox sends it later). */
    build: (
      session: SessionContext,
      mode: ComposeMode,
      input: ComposeFields,
      uploads: OutgoingFile[],
    ) => prepare(session, mode, input, uploads, { draft: false }),

    deliver,

    /** POST /email/drafts and PUT /email/drafts/{id} */
    async saveDraft(
      session: SessionContext,
      draftId: string | null,
      input: ComposeFields,
      uploads: OutgoingFile[],
    ) {
      const mode: ComposeMode = input.emailId ? 'reply' : 'new';
      const existing = draftId ? await email.usableMessage(session, draftId) : null;
      if (existing && !existing.row.isDraft) {
        throw new AppError('NOT_FOUND', EMAIL_MESSAGES.draftNotFound);
      }
      const { account, built } = await prepare(
        session,
        mode,
        { ...input, draftId: existing ? existing.row.id : null },
        uploads,
        { draft: true },
      );
      const ref = await email.providerCall(account, () =>
        account.mail.saveDraft(
          account.provider,
          built.raw,
          existing ? { folder: existing.folder.path, providerId: existing.row.providerId } : null,
        ),
      );
      if (existing) await repo.deleteMessageById(db, existing.row.id);
      const copy = await cacheCopy(account, ref);
      if (!copy) throw new AppError('SERVICE_UNAVAILABLE', EMAIL_MESSAGES.providerUnavailable);
      const row = await repo.findMessage(db, session.organizationId, copy.row.id);
      return email.presentContent(session, row!, copy.folder.path);
    },

    /** DELETE /email/drafts/{id} */
    async deleteDraft(session: SessionContext, draftId: string) {
      const draft = await email.usableMessage(session, draftId);
      if (!draft.row.isDraft) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.draftNotFound);
      await removeDraft(draft.account, draft);
      await email.emitCounts(draft.account);
    },
  };
}

export type EmailOutgoing = ReturnType<typeof createEmailOutgoing>;
