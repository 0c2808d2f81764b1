import {
  DEFAULT_UNDO_SEND_SECONDS,
  EMAIL_WRITING_MESSAGES,
  isId,
  MAX_SCHEDULE_DAYS,
  type outgoingEmailSchema,
  type Outgoing,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import type { OutgoingFile } from '../email.compose.js';
import type { EmailOutgoing } from '../email.outgoing.js';
import type { EmailService } from '../email.service.js';
import * as repo from './email-writing.repo.js';
import { createPeriodicPass } from '../../../platform/jobs/periodic.js';

type OutgoingFields = z.output<typeof outgoingEmailSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent and cancelled rows are kept this long (the Undo toast's answer), then pruned. */
const KEEP_MS = DAY_MS;
const BATCH = 20;
/** A message still `sending` this long after its time was cut off by a stop of the server. */
const INTERRUPTED_MS = 10 * 60 * 1000;

const notFound = () => new AppError('NOT_FOUND', EMAIL_WRITING_MESSAGES.outgoingNotFound);

function present(row: repo.OutboxSummaryRow): Outgoing {
  return {
    id: row.id,
    accountId: row.accountId,
    subject: row.subject,
    recipients: row.recipients,
    sendAt: row.sendAt.toISOString(),
    state: row.state,
    error: row.error,
  };
}

/** The Date header set to when the message really goes (it was built when Send was pressed). */
export function withDateHeader(raw: Buffer, date: Date): Buffer {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = end < 0 ? text : text.slice(0, end);
  const replaced = head.replace(
    /^Date:[^\r\n]*(\r?\n[ \t][^\r\n]*)*/im,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
  );
  return Buffer.from(replaced + (end < 0 ? '' : text.slice(end)), 'latin1');
}

/**
 * Undo send and scheduled send. Send stores the finished message with the time it goes (now
 * plus the user's undo delay, or the time picked); every server process looks for due messages
 * each second and claims each once (email-writing.repo.ts claimDue) before handing it to the
 * provider, so a restart sends what was waiting and nothing goes twice. Undo cancels a row
 * that is still waiting.
 */
export function createEmailOutbox(
  deps: AppDeps,
  email: EmailService,
  outgoing: EmailOutgoing,
  clock: () => Date = () => new Date(),
) {
  const { db, logger } = deps;

  /** The sender hears of a message that did not go, in their Inbox (kind mail). */
  async function tellNotSent(
    row: { id: string; organizationId: string; userId: string; subject: string },
    reason: string,
  ) {
    await deps.inbox?.notify({
      organizationId: row.organizationId,
      recipientIds: [row.userId],
      kind: 'mail',
      actorId: null,
      subject: { type: 'email_outbox', id: row.id, link: '/mail' },
      title: EMAIL_WRITING_MESSAGES.notSentTitle(row.subject),
      body: reason,
      dedupeKey: `mail_not_sent:${row.id}`,
    });
  }

  async function sendClaimed(row: repo.OutboxRow): Promise<boolean> {
    // The sender as of now: one who lost the account since cannot send from it.
    const session: SessionContext = {
      sessionId: '',
      userId: row.userId,
      organizationId: row.organizationId,
      role: 'MEMBER',
      permissions: [],
    };
    try {
      const account = await email.mailAccount(session, row.accountId);
      const draft = row.draftId
        ? await email.usableMessage(session, row.draftId).catch(() => null)
        : null;
      await outgoing.deliver(
        account,
        {
          raw: withDateHeader(row.raw, clock()),
          envelope: row.envelope,
          messageId: row.messageIdHeader,
        },
        draft,
      );
      await repo.finishOutgoing(db, row.id, { state: 'sent', error: null });
      return true;
    } catch (error) {
      logger.warn({ outgoingId: row.id, err: (error as Error).message }, 'scheduled mail not sent');
      await repo.finishOutgoing(db, row.id, {
        state: 'failed',
        error: (error as Error).message,
      });
      await tellNotSent(row, (error as Error).message);
      return false;
    }
  }

  /** One pass: send what is due; answers how many went. */
  async function tick(now: Date = clock()): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await repo.claimDue(db, now, BATCH);
      for (const row of claimed) if (await sendClaimed(row)) sent += 1;
      if (claimed.length < BATCH) break;
    }
    const interrupted = await repo.failInterrupted(
      db,
      new Date(now.getTime() - INTERRUPTED_MS),
      EMAIL_WRITING_MESSAGES.sendInterrupted,
    );
    for (const row of interrupted) await tellNotSent(row, EMAIL_WRITING_MESSAGES.sendInterrupted);
    await repo.pruneOutbox(db, new Date(now.getTime() - KEEP_MS));
    return sent;
  }

  const periodic = createPeriodicPass({
    tick: () => tick(),
    logger,
    failureMessage: 'mail outbox tick failed',
  });

  return {
    /** One pass at `now` after the background pass under way, if any (tests). */
    async tick(now: Date = clock()) {
      await periodic.settled();
      return tick(now);
    },

    /** POST /email/outbox: check and build the message now, send it later. */
    async queue(session: SessionContext, input: OutgoingFields, uploads: OutgoingFile[]) {
      const now = clock();
      let sendAt: Date;
      if (input.sendAt) {
        sendAt = new Date(input.sendAt);
        if (sendAt.getTime() <= now.getTime()) {
          throw new AppError('VALIDATION_ERROR', EMAIL_WRITING_MESSAGES.sendAtInPast);
        }
        if (sendAt.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS) {
          throw new AppError('VALIDATION_ERROR', EMAIL_WRITING_MESSAGES.sendAtTooFar);
        }
      } else {
        const seconds =
          (await repo.findUndoSeconds(db, session.userId)) ?? DEFAULT_UNDO_SEND_SECONDS;
        sendAt = new Date(now.getTime() + seconds * 1000);
      }
      const { account, built, draft } = await outgoing.build(session, input.mode, input, uploads);
      const row = await repo.insertOutgoing(db, {
        organizationId: session.organizationId,
        userId: session.userId,
        accountId: account.provider.id,
        raw: built.raw,
        envelope: built.envelope,
        messageIdHeader: built.messageId,
        subject: built.subject,
        recipients: built.envelope.to.join(', '),
        draftId: draft?.row.id ?? null,
        sendAt,
      });
      // No undo delay: on its way now rather than at the next tick.
      if (sendAt.getTime() <= now.getTime()) periodic.runNow();
      return present(row);
    },

    /** GET /email/outbox: the user's messages still waiting (and those that failed). */
    async list(session: SessionContext) {
      const rows = await repo.listWaiting(db, session);
      return rows.map(present);
    },

    /** DELETE /email/outbox/{id}: Undo, or cancel a scheduled message. */
    async cancel(session: SessionContext, id: string) {
      if (!isId(id)) throw notFound();
      const outcome = await repo.cancelOutgoing(db, session, id);
      if (outcome === null) throw notFound();
      if (outcome === 'too_late')
        throw new AppError('CONFLICT', EMAIL_WRITING_MESSAGES.undoTooLate);
    },

    /** Tick every intervalMs from now on; 0 leaves it off. */
    start: periodic.start,
    stop: periodic.stop,
  };
}

export type EmailOutbox = ReturnType<typeof createEmailOutbox>;
