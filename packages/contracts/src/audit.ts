import { z } from 'zod';
import { instantSchema, isId, queryParam, text } from './validation.js';

/**
 * The audit log (issue 31): security and administrative events of an organisation, who did
 * what, when and from where. Admins read it in Settings > Audit log and export it as CSV.
 * GET /audit/events, GET /audit/events.csv, GET /audit/settings, PUT /audit/settings.
 */

/** Every event the application records; the part before the dot is its kind. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.sign_out_everywhere',
  'auth.device_signed_out',
  'auth.password_changed',
  'auth.password_reset',
  /** The first refusal of a throttled burst (per account or per address and route). */
  'auth.rate_limited',
  'member.role_changed',
  'member.permissions_changed',
  'member.removed',
  'member.joined',
  'invitation.sent',
  'invitation.revoked',
  'invitation.accepted',
  'account.connected',
  'account.disconnected',
  'token.created',
  'token.revoked',
  'export.document',
  'export.csv',
  'document.deleted',
  'organization.settings_changed',
  /** A new organisation signed up (its first admin is the actor). */
  'organization.created',
  'audit.retention_changed',
  'sso.settings_changed',
  'sso.sign_in',
  'sso.sign_in_failed',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_codes_regenerated',
  'two_factor.challenge_failed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** Kinds of event, the filter of the admin page (the action's prefix). */
export const AUDIT_KINDS = [
  'auth',
  'member',
  'invitation',
  'account',
  'token',
  'export',
  'document',
  'organization',
  'audit',
  'sso',
  'two_factor',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function auditKindOf(action: AuditAction): AuditKind {
  return action.slice(0, action.indexOf('.')) as AuditKind;
}

/** What an event was done to: a member, an invitation, a document, a token... */
export const auditTargetSchema = z.object({
  type: z.string(),
  id: z.string().nullable(),
  /** Readable as it was when it happened (a name, an e-mail, a file name). */
  label: z.string().nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** Small details as JSON (from/to roles, format, counts); never a secret. */
export type AuditDetails = Record<string, string | number | boolean | null | string[]>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: auditActionSchema,
  /** Who did it; null for the system or a sign-in attempt that named no account. */
  actor: z
    .object({
      id: z.string(),
      /** null: the account no longer exists. */
      name: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  target: auditTargetSchema.nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  /** "Firefox 140 on Linux", from the User-Agent. */
  device: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

/** The filters of the page and of the CSV export (from/to: ISO dates or instants). */
export const auditFilterQuerySchema = z.object({
  kind: queryParam(z.enum(AUDIT_KINDS)),
  action: queryParam(auditActionSchema),
  actorId: queryParam(text().refine(isId, { message: 'Use a member id.' })),
  from: queryParam(instantSchema),
  to: queryParam(instantSchema),
  q: queryParam(text().trim().max(200)),
});
export type AuditFilterQuery = z.input<typeof auditFilterQuerySchema>;

export const listAuditEventsQuerySchema = auditFilterQuerySchema.extend({
  cursor: queryParam(text().max(200)),
  limit: queryParam(z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX)).transform(
    (value) => value ?? AUDIT_PAGE_SIZE,
  ),
});
export type ListAuditEventsQuery = z.input<typeof listAuditEventsQuerySchema>;

/** Newest first; nextCursor asks for older events, null at the end. */
export const auditEventsResponseSchema = z.object({
  events: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditEventsResponse = z.infer<typeof auditEventsResponseSchema>;

export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;

export const auditSettingsSchema = z.object({
  retentionDays: z.coerce
    .number()
    .int()
    .min(AUDIT_RETENTION_MIN_DAYS, {
      message: `Keep audit events for at least ${AUDIT_RETENTION_MIN_DAYS} days.`,
    })
    .max(AUDIT_RETENTION_MAX_DAYS, {
      message: `Keep audit events for at most ${AUDIT_RETENTION_MAX_DAYS} days.`,
    }),
});
export type AuditSettings = z.infer<typeof auditSettingsSchema>;

export const AUDIT_MESSAGES = {
  invalidCursor: 'This page of the audit log is no longer valid.',
} as const;
