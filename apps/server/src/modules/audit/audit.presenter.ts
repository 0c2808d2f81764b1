import { personDisplayName, type AuditAction, type AuditEvent } from '@worksphere/contracts';
import { describeUserAgent } from '../auth/signed-in-devices.js';
import type { listEvents } from './audit.repo.js';

type Row = Awaited<ReturnType<typeof listEvents>>[number];

/** "Firefox 140 on Linux", "Safari 18 on iOS 18 (mobile)", from the stored User-Agent. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, system, device } = describeUserAgent(userAgent);
  const named = [browser, system].filter(Boolean).join(' on ');
  if (!named) return userAgent.slice(0, 60);
  return device === 'mobile' || device === 'tablet' ? `${named} (${device})` : named;
}

/**
 * One event as the log shows it. `organizationName`: the reading organisation's name, for an
 * event about the organisation itself stored without a label (the target is never a raw id).
 */
export function toAuditEvent({ event, actor }: Row, organizationName?: string): AuditEvent {
  return {
    id: String(event.id),
    at: event.createdAt.toISOString(),
    action: event.action as AuditAction,
    actor: actor?.id
      ? { id: actor.id, name: personDisplayName(actor), email: actor.email }
      : event.actorUserId
        ? { id: event.actorUserId, name: null, email: null }
        : null,
    target: event.targetType
      ? {
          type: event.targetType,
          id: event.targetId,
          label:
            event.targetLabel ??
            (event.targetType === 'organization' && event.targetId === event.organizationId
              ? (organizationName ?? null)
              : null),
        }
      : null,
    details: event.details ?? {},
    ip: event.ip,
    device: deviceLabel(event.userAgent),
  };
}

/** A CSV cell: quoted, and a leading = + - @ (or tab, CR) defused so spreadsheets show text. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = [
  'When (UTC)',
  'Action',
  'Actor',
  'Actor e-mail',
  'Target type',
  'Target',
  'Details',
  'IP address',
  'Device',
];

export function csvLine(event: AuditEvent): string {
  return `${[
    event.at,
    event.action,
    event.actor?.name,
    event.actor?.email,
    event.target?.type,
    event.target?.label ?? event.target?.id,
    Object.keys(event.details).length ? JSON.stringify(event.details) : '',
    event.ip,
    event.device,
  ]
    .map(csvCell)
    .join(',')}\r\n`;
}
