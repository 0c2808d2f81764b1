import type {
  ChangePasswordRequest,
  Member,
  UpdateMemberRequest,
  User,
  updateProfileRequestSchema,
} from '@worksphere/contracts';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@worksphere/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import { PASSWORD_THROTTLED_MESSAGE, type AccountThrottle } from '../auth/account-throttle.js';
import type { SessionsService } from '../auth/sessions.service.js';
import { recordAccountThrottled, recordAuditEvent } from '../audit/audit.record.js';
import { refuseMemberChange } from './member-changes.js';
import * as repo from './users.repo.js';
import { presentMember, presentUser } from './users.presenter.js';

type ProfileInput = z.output<typeof updateProfileRequestSchema>;

type MemberState = {
  id: string;
  username: string;
  email: string;
  role: string;
  permissions: string[];
  active: boolean;
};

/** The audit events of one member change: role, permissions, removal (deactivation) or return. */
async function recordMemberChanges(
  tx: DbExecutor,
  session: SessionContext,
  before: MemberState,
  after: MemberState,
) {
  const base = {
    organizationId: session.organizationId,
    actorUserId: session.userId,
    target: { type: 'user', id: before.id, label: before.email },
  };
  if (before.role !== after.role)
    await recordAuditEvent(tx, {
      ...base,
      action: 'member.role_changed',
      details: { from: before.role, to: after.role },
    });
  const added = after.permissions.filter((permission) => !before.permissions.includes(permission));
  const removed = before.permissions.filter(
    (permission) => !after.permissions.includes(permission),
  );
  if (added.length || removed.length)
    await recordAuditEvent(tx, {
      ...base,
      action: 'member.permissions_changed',
      details: { added, removed },
    });
  if (before.active !== after.active)
    await recordAuditEvent(tx, {
      ...base,
      action: after.active ? 'member.joined' : 'member.removed',
      details: { active: after.active },
    });
}

/** Profiles, passwords and the member list of an organisation. */
export function createUsersService(
  { db }: AppDeps,
  sessions: SessionsService,
  accountThrottle: AccountThrottle,
) {
  const findCurrentUser = repo.prepareFindCurrentUser(db);

  /** The caller as the client sees it. */
  async function getCurrentUser(session: SessionContext): Promise<User> {
    const [found] = await findCurrentUser.execute({ userId: session.userId });
    if (!found) throw notFound('User');
    return presentUser(found);
  }

  /** Everyone in the caller's organisation, active or not. */
  async function listMembers(session: SessionContext): Promise<Member[]> {
    const rows = await repo.listOrganizationUsers(db, session.organizationId);
    return rows.map(presentMember);
  }

  /**
   * Edit one's own profile: name, username and e-mail (both stay unique), time zone and clock.
   * Fields left out stay as they are.
   */
  async function updateProfile(session: SessionContext, input: ProfileInput): Promise<User> {
    if (input.username !== undefined || input.email !== undefined) {
      const current = await repo.findOrganizationUser(db, session.organizationId, session.userId);
      if (!current) throw notFound('User');
      const username = input.username ?? current.username;
      const email = input.email ?? current.email;
      const clash = await repo.findIdentityClash(db, username, email, session.userId);
      if (clash) {
        throw new AppError(
          'CONFLICT',
          clash.username.toLowerCase() === username.toLowerCase()
            ? 'That username is already taken.'
            : 'An account with that e-mail address already exists.',
        );
      }
    }
    await repo.updateUser(db, session.organizationId, session.userId, input);
    return getCurrentUser(session);
  }

  /**
   * Change one's password; every other session of the user is signed out and every pending
   * reset link voided. Wrong current passwords count against the account like failed sign-ins,
   * so a stolen session cannot guess the password faster than the sign-in form could.
   */
  async function changePassword(session: SessionContext, input: ChangePasswordRequest) {
    const user = await repo.findOrganizationUser(db, session.organizationId, session.userId);
    if (!user) throw notFound('User');
    await accountThrottle.beginAttempt({ userId: user.id }, PASSWORD_THROTTLED_MESSAGE, (wait) =>
      recordAccountThrottled(db, user, 'password_change', wait),
    );
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new AppError('VALIDATION_ERROR', CURRENT_PASSWORD_WRONG_MESSAGE);
    }
    const passwordHash = await hashPassword(input.newPassword);
    const revoked = await db.transaction(async (tx) => {
      await repo.updateUser(tx, session.organizationId, session.userId, { passwordHash });
      await repo.voidPendingPasswordResets(tx, session.userId);
      const revokedIds = await sessions.revokeUserSessions(tx, session.userId, session.sessionId);
      await recordAuditEvent(tx, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'auth.password_changed',
        target: { type: 'user', id: user.id, label: user.username },
        details: { sessionsSignedOut: revokedIds.length },
      });
      return revokedIds;
    });
    await sessions.announceRevoked(revoked);
    await accountThrottle.clearAccount(user);
  }

  /** An admin or user manager changes a member's role, permissions or active state. */
  async function updateMember(
    session: SessionContext,
    memberId: string,
    input: UpdateMemberRequest,
  ): Promise<Member> {
    assertPermission(session, 'users:manage');
    if (!isUuid(memberId)) throw notFound('User');
    if (memberId === session.userId && (input.role || input.active === false)) {
      throw new AppError('BAD_REQUEST', 'You cannot change your own role or deactivate yourself.');
    }
    const { presented, revoked } = await db.transaction(async (tx) => {
      const member = await repo.findOrganizationUser(tx, session.organizationId, memberId);
      if (!member) throw notFound('User');
      const refusal = refuseMemberChange(session.role, member, input);
      if (refusal) throw refusal;
      const updated = await repo.updateUser(tx, session.organizationId, memberId, input);
      if (!updated) throw notFound('User');
      if (
        member.role === 'ADMIN' &&
        (await repo.countActiveAdmins(tx, session.organizationId)) < 1
      ) {
        throw new AppError('BAD_REQUEST', 'An organization needs at least one active admin.');
      }
      const revoked = input.active === false ? await sessions.revokeUserSessions(tx, memberId) : [];
      await recordMemberChanges(tx, session, member, updated);
      return { presented: presentMember(updated), revoked };
    });
    // Only now, after commit: the member's sockets go and cached sessions read the new rights.
    await sessions.announceUserChanged(memberId, revoked);
    return presented;
  }

  return { getCurrentUser, listMembers, updateProfile, changePassword, updateMember };
}
