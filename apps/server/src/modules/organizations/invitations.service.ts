import {
  inviteRegisterPath,
  type CreateInvitationResponse,
  type Invitation,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { createInvitationRequestSchema } from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { createToken, hashToken } from '../../platform/auth/tokens.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { recordAuditEvent } from '../audit/audit.record.js';
import { findUserByEmail, findUserWithOrganization } from '../users/users.repo.js';
import * as repo from './organizations.repo.js';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_ADMIN_MESSAGE = 'Only an admin can invite an admin.';
export const ADMIN_INVITATION_MESSAGE =
  "Only an admin can revoke or replace an admin's invitation.";

type InvitationRow = Awaited<ReturnType<typeof repo.insertInvitation>>;

function presentInvitation(row: InvitationRow, invitedByUsername: string): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: { id: row.invitedById, username: invitedByUsername },
  };
}

/**
 * Admins and user managers invite people by e-mail; the single-use token is shown once and
 * mailed. Admin invitations stay in admins' hands, like the ADMIN role itself.
 */
export function createInvitationsService({ db, mailer, logger }: AppDeps) {
  /** Invite an address into the caller's organisation, replacing earlier pending invitations. */
  async function createInvitation(
    session: SessionContext,
    input: z.output<typeof createInvitationRequestSchema>,
    /** Where the inviting admin reaches this server: the mailed link points there. */
    baseUrl: string,
  ): Promise<CreateInvitationResponse> {
    assertPermission(session, 'users:manage');
    if (session.role !== 'ADMIN') {
      if (input.role === 'ADMIN') throw forbidden(INVITE_ADMIN_MESSAGE);
      if (await repo.hasPendingAdminInvitationFor(db, session.organizationId, input.email)) {
        throw forbidden(ADMIN_INVITATION_MESSAGE);
      }
    }
    if (await findUserByEmail(db, input.email)) {
      throw new AppError('CONFLICT', 'A user with that e-mail address already exists.');
    }
    const inviteToken = createToken();
    const invitation = await db.transaction(async (tx) => {
      await repo.revokePendingInvitationsFor(tx, session.organizationId, input.email);
      const inserted = await repo.insertInvitation(tx, {
        organizationId: session.organizationId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(inviteToken),
        invitedById: session.userId,
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      });
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'invitation.sent',
        target: { type: 'invitation', id: inserted.id, label: inserted.email },
        details: { role: inserted.role },
      });
      return inserted;
    });
    const found = await findUserWithOrganization(db, session.userId);
    const inviter = found?.user.username ?? '';
    const organizationName = found?.organization.name ?? 'Worksphere';
    const inviteUrl = inviteRegisterPath(session.organizationId, inviteToken, input.email);
    await mailer
      .send({
        to: input.email,
        subject: `${inviter} invited you to ${organizationName} on Worksphere`,
        text: `Join ${organizationName} on Worksphere:\n\n${baseUrl}${inviteUrl}\n\nThe link works once and expires in 7 days.`,
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'invitation e-mail not sent'));
    return { invitation: presentInvitation(invitation, inviter), inviteToken, inviteUrl };
  }

  /** Pending invitations of the caller's organisation. */
  async function listInvitations(session: SessionContext): Promise<Invitation[]> {
    assertPermission(session, 'users:manage');
    const rows = await repo.listPendingInvitations(db, session.organizationId);
    return rows.map((row) => presentInvitation(row.invitation, row.invitedByUsername));
  }

  /** Revoke a pending invitation; another organisation's id is simply not found. */
  async function revokeInvitation(session: SessionContext, invitationId: string) {
    assertPermission(session, 'users:manage');
    if (session.role !== 'ADMIN') {
      const invitation = await repo.findInvitation(db, session.organizationId, invitationId);
      if (!invitation) throw notFound('Invitation');
      if (invitation.role === 'ADMIN') throw forbidden(ADMIN_INVITATION_MESSAGE);
    }
    await db.transaction(async (tx) => {
      const revoked = await repo.revokeInvitation(tx, session.organizationId, invitationId);
      if (!revoked) throw notFound('Invitation');
      const invitation = await repo.findInvitation(tx, session.organizationId, invitationId);
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'invitation.revoked',
        target: { type: 'invitation', id: invitationId, label: invitation?.email ?? null },
      });
    });
  }

  return { createInvitation, listInvitations, revokeInvitation };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
