import type { registerRequestSchema, resetPasswordRequestSchema } from '@worksphere/contracts';
import {
  DEFAULT_MEMBER_PERMISSIONS,
  LOCAL_ACCOUNT_NAME,
  personDisplayName,
  RECOVER_MESSAGE,
  SSO_MESSAGES,
  type InvitationPreviewRequest,
  type InvitationPreviewResponse,
  type AuthResponse,
  type LoginRequest,
  type LoginResponse,
  type Role,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { createToken, hashToken } from '../../platform/auth/tokens.js';
import { AppError, templateError } from '../../platform/errors.js';
import * as accountsRepo from '../accounts/accounts.repo.js';
import * as calendarsRepo from '../calendar/calendars.repo.js';
import { insertGeneralRoom } from '../chat/chat.general.repo.js';
import * as organizationsRepo from '../organizations/organizations.repo.js';
import { uniqueSlug } from '../organizations/slug.js';
import * as usersRepo from '../users/users.repo.js';
import { createDefaultTaskStates } from '../tasks/task-states.defaults.js';
import {
  recordAccountThrottled,
  recordAuditEvent,
  recordSignInFailure,
} from '../audit/audit.record.js';
import type { AccountThrottle } from './account-throttle.js';
import type { SessionsService } from './sessions.service.js';
import { findUser as findSsoUser } from './sso/sso.repo.js';
import {
  assertPasswordSignInAllowed,
  assertPasswordSignUpAllowed,
  isPasswordRefused,
  mayMailPasswordReset,
} from './sso/sso.service.js';
import { twoFactorChallengeFor } from './two-factor/two-factor.gate.js';

const RESET_TTL_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username, e-mail or password.';
export const INVITE_INVALID_MESSAGE =
  'This invitation is invalid, used or expired. Ask an administrator for a new one.';
/** Registering through an invitation with another address; `{email}` is the invitation's. */
const INVITATION_FOR_OTHER_ADDRESS =
  'This invitation was sent to {email}; register with that address.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Sign in with your new password.';

type RegisterInput = z.output<typeof registerRequestSchema>;
type ResetInput = z.output<typeof resetPasswordRequestSchema>;

/** Sign-in, registration and password recovery. */
export function createAuthService(
  deps: AppDeps,
  sessions: SessionsService,
  accountThrottle: AccountThrottle,
) {
  const { db, mailer, config } = deps;

  /**
   * Check the password (in constant time even for unknown users) and open a session. Every
   * check counts against the account, known or not, until the right password clears it.
   */
  async function login(input: LoginRequest, userAgent?: string): Promise<LoginResponse> {
    const user = await usersRepo.findUserByIdentifier(db, input.identifier);
    await accountThrottle.beginAttempt(
      { identifier: input.identifier, userId: user?.id },
      undefined,
      (wait) => recordAccountThrottled(db, user, 'sign_in', wait, input.identifier),
    );
    const isValid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || !isValid) {
      await recordSignInFailure(
        db,
        user,
        input.identifier,
        user ? 'wrong_password' : 'unknown_account',
      );
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    await accountThrottle.clearAccount(user);
    if (!user.active) {
      await recordSignInFailure(db, user, input.identifier, 'deactivated');
      throw new AppError('FORBIDDEN', 'This account has been deactivated. Ask an administrator.');
    }
    // An organisation that requires single sign-on refuses passwords (but its break-glass admin).
    await assertPasswordSignInAllowed(db, user);
    // Two-factor sign-in: a pending second step instead of a session.
    const secondStep = await twoFactorChallengeFor(deps, user);
    if (secondStep) return secondStep;
    // The session and its audit event commit together: no sign-in the log does not show.
    return db.transaction(async (tx) => {
      const opened = await sessions.openSession(tx, user, userAgent);
      await recordAuditEvent(tx, {
        organizationId: user.organizationId,
        actorUserId: user.id,
        action: 'auth.sign_in',
        details: { method: 'password' },
      });
      return opened;
    });
  }

  async function assertIdentityFree(username: string, email: string) {
    const clash = await usersRepo.findIdentityClash(db, username, email);
    if (!clash) return;
    if (clash.username.toLowerCase() === username.toLowerCase()) {
      throw new AppError('CONFLICT', 'That username is already taken.');
    }
    throw new AppError('CONFLICT', 'An account with that e-mail address already exists.');
  }

  /** The organisation and inviter an invitation link names; anything not pending is invalid. */
  async function previewInvitation(
    input: InvitationPreviewRequest,
  ): Promise<InvitationPreviewResponse> {
    const found = /^[0-9a-f-]{36}$/i.test(input.organizationId)
      ? await organizationsRepo.findPendingInvitationWithInviter(
          db,
          input.organizationId,
          hashToken(input.inviteToken),
        )
      : undefined;
    if (!found) throw new AppError('INVITE_INVALID', INVITE_INVALID_MESSAGE);
    return {
      organizationName: found.organizationName,
      invitedByName: personDisplayName(found.inviter),
    };
  }

  /** Which organisation and role a joining user gets, or an invitation error. */
  async function resolveJoin(input: RegisterInput) {
    const organizationId = input.organizationId!;
    const organization = /^[0-9a-f-]{36}$/i.test(organizationId)
      ? await organizationsRepo.findOrganization(db, organizationId)
      : undefined;
    if (!organization) throw new AppError('INVITE_INVALID', INVITE_INVALID_MESSAGE);
    if (input.inviteToken) {
      const invitation = await organizationsRepo.findPendingInvitationByTokenHash(
        db,
        organization.id,
        hashToken(input.inviteToken),
      );
      if (!invitation) throw new AppError('INVITE_INVALID', INVITE_INVALID_MESSAGE);
      if (invitation.email.toLowerCase() !== input.email.toLowerCase()) {
        throw templateError('INVITE_INVALID', INVITATION_FOR_OTHER_ADDRESS, {
          email: invitation.email,
        });
      }
      return { organization, role: invitation.role as Role, invitationId: invitation.id };
    }
    const domain = input.email.split('@')[1]?.toLowerCase();
    if (organization.openSignupDomain && domain === organization.openSignupDomain.toLowerCase()) {
      return { organization, role: 'MEMBER' as Role, invitationId: undefined };
    }
    throw new AppError('INVITE_INVALID', 'An invitation is required to join this organization.');
  }

  /** Create an organisation (its first user is ADMIN) or join one with an invitation. */
  async function register(input: RegisterInput, userAgent?: string): Promise<AuthResponse> {
    await assertIdentityFree(input.username, input.email);
    await assertPasswordSignUpAllowed(db, input.email);
    const join = input.organizationId ? await resolveJoin(input) : undefined;
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      let organizationId: string;
      let role: Role;
      if (join) {
        if (
          join.invitationId &&
          !(await organizationsRepo.acceptInvitation(tx, join.invitationId))
        ) {
          throw new AppError('INVITE_INVALID', INVITE_INVALID_MESSAGE);
        }
        organizationId = join.organization.id;
        role = join.role;
      } else {
        const name = input.organizationName!;
        const slug = await uniqueSlug(name, (candidate) =>
          organizationsRepo.slugExists(tx, candidate),
        );
        organizationId = (await organizationsRepo.insertOrganization(tx, { name, slug })).id;
        await createDefaultTaskStates(tx, organizationId);
        const local = await accountsRepo.insertLocalAccount(tx, organizationId);
        // The built-in account's first shared calendar, where events go unless a member picks one.
        await calendarsRepo.insertSharedCalendar(tx, {
          organizationId,
          accountId: local!.id,
          name: LOCAL_ACCOUNT_NAME,
        });
        role = 'ADMIN';
      }
      const user = await usersRepo.insertUser(tx, {
        organizationId,
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role,
        permissions: role === 'ADMIN' ? [] : DEFAULT_MEMBER_PERMISSIONS,
      });
      // A new organisation can talk at once: its General room, started by its first admin.
      if (!join) await insertGeneralRoom(tx, organizationId, user.id);
      if (!join)
        await recordAuditEvent(tx, {
          organizationId,
          actorUserId: user.id,
          action: 'organization.created',
          target: { type: 'organization', id: organizationId, label: input.organizationName! },
          details: { adminEmail: user.email },
        });
      if (join)
        await recordAuditEvent(tx, {
          organizationId,
          actorUserId: user.id,
          action: join.invitationId ? 'invitation.accepted' : 'member.joined',
          target: { type: 'user', id: user.id, label: user.email },
          details: { role },
        });
      return sessions.openSession(tx, user, userAgent);
    });
  }

  /** Mail a single-use reset link; the answer never reveals whether the address exists. */
  async function recover(email: string): Promise<string> {
    const user = await usersRepo.findUserByEmail(db, email);
    if (!(await mayMailPasswordReset(db, email, user))) return RECOVER_MESSAGE;
    if (user?.active) {
      const token = createToken();
      await usersRepo.insertPasswordReset(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your Worksphere password',
        text: `Someone asked to reset the password of ${user.username} on Worksphere.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail.`,
      });
    }
    return RECOVER_MESSAGE;
  }

  /**
   * Use a reset link: new password, this link and every other pending one spent, every old
   * session revoked, and the account's failed sign-ins forgotten.
   */
  async function resetPassword(input: ResetInput): Promise<string> {
    const passwordHash = await hashPassword(input.password);
    const { user, revoked } = await db.transaction(async (tx) => {
      const reset = await usersRepo.spendPasswordReset(tx, hashToken(input.token));
      if (!reset) {
        throw new AppError(
          'RESET_TOKEN_INVALID',
          'This reset link is invalid, used or expired. Ask for a new one.',
        );
      }
      // Required single sign-on (since the link was sent): no password to set, but break-glass.
      const owner = await findSsoUser(tx, reset.userId);
      if (owner && (await isPasswordRefused(tx, owner))) {
        throw new AppError('FORBIDDEN', SSO_MESSAGES.resetRefused);
      }
      await usersRepo.voidPendingPasswordResets(tx, reset.userId);
      const revokedIds = await sessions.revokeUserSessions(tx, reset.userId);
      const changed = await usersRepo.setPasswordHash(tx, reset.userId, passwordHash);
      if (changed)
        await recordAuditEvent(tx, {
          organizationId: changed.organizationId,
          actorUserId: changed.id,
          action: 'auth.password_reset',
          target: { type: 'user', id: changed.id, label: changed.username },
          details: { sessionsSignedOut: revokedIds.length },
        });
      return { user: changed, revoked: revokedIds };
    });
    await sessions.announceRevoked(revoked);
    if (user) await accountThrottle.clearAccount(user);
    return RESET_DONE_MESSAGE;
  }

  return { login, register, previewInvitation, recover, resetPassword };
}
