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
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import type { SessionsService } from '../auth/sessions.service.js';
import * as repo from './users.repo.js';
import { presentMember, presentUser } from './users.presenter.js';

type ProfileInput = z.output<typeof updateProfileRequestSchema>;

/** Profiles, passwords and the member list of an organisation. */
export function createUsersService({ db }: AppDeps, sessions: SessionsService) {
  /** The caller as the client sees it. */
  async function getCurrentUser(session: SessionContext): Promise<User> {
    const found = await repo.findUserWithOrganization(db, session.userId);
    if (!found) throw notFound('User');
    return presentUser(found);
  }

  /** Everyone in the caller's organisation, active or not. */
  async function listMembers(session: SessionContext): Promise<Member[]> {
    const rows = await repo.listOrganizationUsers(db, session.organizationId);
    return rows.map(presentMember);
  }

  /** Edit one's own name, username and e-mail; both stay unique. */
  async function updateProfile(session: SessionContext, input: ProfileInput): Promise<User> {
    const clash = await repo.findIdentityClash(db, input.username, input.email, session.userId);
    if (clash) {
      throw new AppError(
        'CONFLICT',
        clash.username.toLowerCase() === input.username.toLowerCase()
          ? 'That username is already taken.'
          : 'An account with that e-mail address already exists.',
      );
    }
    await repo.updateUser(db, session.organizationId, session.userId, input);
    return getCurrentUser(session);
  }

  /** Change one's password; every other session of the user is signed out. */
  async function changePassword(session: SessionContext, input: ChangePasswordRequest) {
    const user = await repo.findOrganizationUser(db, session.organizationId, session.userId);
    if (!user) throw notFound('User');
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new AppError('VALIDATION_ERROR', CURRENT_PASSWORD_WRONG_MESSAGE);
    }
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, session.organizationId, session.userId, { passwordHash });
      await sessions.revokeUserSessions(tx, session.userId, session.sessionId);
    });
  }

  /** An admin changes a member's role, permissions or active state. */
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
    return db.transaction(async (tx) => {
      const member = await repo.findOrganizationUser(tx, session.organizationId, memberId);
      if (!member) throw notFound('User');
      const updated = await repo.updateUser(tx, session.organizationId, memberId, input);
      if (!updated) throw notFound('User');
      if (
        member.role === 'ADMIN' &&
        (await repo.countActiveAdmins(tx, session.organizationId)) < 1
      ) {
        throw new AppError('BAD_REQUEST', 'An organization needs at least one active admin.');
      }
      if (input.active === false) await sessions.revokeUserSessions(tx, memberId);
      return presentMember(updated);
    });
  }

  return { getCurrentUser, listMembers, updateProfile, changePassword, updateMember };
}
