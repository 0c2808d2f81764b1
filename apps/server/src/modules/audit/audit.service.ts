import { Readable } from 'node:stream';
import {
  AUDIT_MESSAGES,
  AUDIT_RETENTION_DEFAULT_DAYS,
  type AuditEventsResponse,
  type AuditSettings,
  type auditFilterQuerySchema,
  type listAuditEventsQuerySchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import * as repo from './audit.repo.js';
import { CSV_HEADER, csvCell, csvLine, toAuditEvent } from './audit.presenter.js';
import { recordAuditEvent } from './audit.record.js';

type FilterQuery = z.output<typeof auditFilterQuerySchema>;
type ListQuery = z.output<typeof listAuditEventsQuerySchema>;
type Row = Awaited<ReturnType<typeof repo.listEvents>>[number];

const CSV_BATCH = 500;

function assertAdmin(session: SessionContext) {
  if (session.role !== 'ADMIN') throw forbidden();
}

function toFilter(query: FilterQuery): repo.AuditFilter {
  return {
    kind: query.kind,
    action: query.action,
    actorId: query.actorId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    q: query.q || undefined,
  };
}

/** Settings > Audit log: admins read, export and set how long events are kept. */
export function createAuditService({ db }: AppDeps) {
  /**
   * Events written before their organisation target carried a label (a retention change) show
   * the organisation's name too: read once, only when a page has such an event.
   */
  async function organizationNameFor(organizationId: string, rows: Row[]) {
    const unnamed = rows.some(
      ({ event }) => event.targetType === 'organization' && !event.targetLabel,
    );
    return unnamed
      ? ((await repo.findOrganizationName(db, organizationId)) ?? undefined)
      : undefined;
  }

  async function list(session: SessionContext, query: ListQuery): Promise<AuditEventsResponse> {
    assertAdmin(session);
    let beforeId: number | undefined;
    if (query.cursor) {
      beforeId = /^\d{1,15}$/.test(query.cursor) ? Number(query.cursor) : undefined;
      if (beforeId === undefined)
        throw new AppError('VALIDATION_ERROR', AUDIT_MESSAGES.invalidCursor);
    }
    const rows = await repo.listEvents(db, session.organizationId, toFilter(query), {
      beforeId,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const organizationName = await organizationNameFor(session.organizationId, page);
    return {
      events: page.map((row) => toAuditEvent(row, organizationName)),
      nextCursor: rows.length > query.limit && last ? String(last.event.id) : null,
    };
  }

  /**
   * The CSV of every event matching the filter, read in batches as the client takes them.
   * The export itself is an audit event (recorded before the first byte).
   */
  async function exportCsv(session: SessionContext, query: FilterQuery): Promise<Readable> {
    assertAdmin(session);
    const filter = toFilter(query);
    await recordAuditEvent(db, {
      organizationId: session.organizationId,
      actorUserId: session.userId,
      action: 'export.csv',
      target: { type: 'audit_log', label: 'Audit log' },
      details: { ...query },
    });
    const organizationId = session.organizationId;
    async function* lines() {
      yield `\uFEFF${CSV_HEADER.map(csvCell).join(',')}\r\n`;
      let beforeId: number | undefined;
      for (;;) {
        const rows = await repo.listEvents(db, organizationId, filter, {
          beforeId,
          limit: CSV_BATCH,
        });
        const organizationName = await organizationNameFor(organizationId, rows);
        yield rows.map((row) => csvLine(toAuditEvent(row, organizationName))).join('');
        if (rows.length < CSV_BATCH) return;
        beforeId = rows.at(-1)!.event.id;
      }
    }
    return Readable.from(lines());
  }

  async function getSettings(session: SessionContext): Promise<AuditSettings> {
    assertAdmin(session);
    const days = await repo.findRetentionDays(db, session.organizationId);
    return { retentionDays: days ?? AUDIT_RETENTION_DEFAULT_DAYS };
  }

  async function saveSettings(
    session: SessionContext,
    input: AuditSettings,
  ): Promise<AuditSettings> {
    assertAdmin(session);
    return db.transaction(async (tx) => {
      const before =
        (await repo.findRetentionDays(tx, session.organizationId)) ?? AUDIT_RETENTION_DEFAULT_DAYS;
      await repo.saveRetentionDays(tx, session.organizationId, input.retentionDays);
      if (before !== input.retentionDays)
        await recordAuditEvent(tx, {
          organizationId: session.organizationId,
          actorUserId: session.userId,
          action: 'audit.retention_changed',
          // The organisation by its name, as the log shows every target (not its raw id).
          target: {
            type: 'organization',
            id: session.organizationId,
            label: await repo.findOrganizationName(tx, session.organizationId),
          },
          details: { from: before, to: input.retentionDays },
        });
      return { retentionDays: input.retentionDays };
    });
  }

  return { list, exportCsv, getSettings, saveSettings };
}

export type AuditService = ReturnType<typeof createAuditService>;
