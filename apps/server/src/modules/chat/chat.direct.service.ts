import {
  DIRECT_MESSAGE_MAX_MEMBERS,
  DIRECT_MESSAGES,
  displayNameOf,
  isId,
  type DirectMessage,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import { rooms, type Realtime } from '../../platform/realtime/realtime.js';
import * as repo from './chat.direct.repo.js';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);
const directNotFound = () => new AppError('NOT_FOUND', DIRECT_MESSAGES.directNotFound);

export function presentDirect(row: repo.DirectRow): DirectMessage {
  return {
    id: row.id,
    threadId: row.threadId,
    members: row.members,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}

/**
 * The other members of a new direct message: the caller's own id dropped, each id once; at
 * least one, and at most DIRECT_MESSAGE_MAX_MEMBERS with the caller. Pure, tested on its own.
 */
export function otherMemberIds(callerId: string, memberIds: ReadonlyArray<string>): string[] {
  const others = [...new Set(memberIds)].filter((id) => id !== callerId);
  if (others.length === 0) throw invalid(DIRECT_MESSAGES.membersRequired);
  if (others.length + 1 > DIRECT_MESSAGE_MAX_MEMBERS) throw invalid(DIRECT_MESSAGES.tooManyMembers);
  if (!others.every(isId)) throw invalid(DIRECT_MESSAGES.memberNotFound);
  return others;
}

/** The key that makes one set of members one conversation: their ids, sorted. */
export const memberKeyOf = (ids: ReadonlyArray<string>) => [...ids].sort().join(',');

/** Direct messages: listing the caller's, opening one (or reopening the same members' one). */
export function createChatDirectService({ db }: AppDeps, realtime: Realtime) {
  async function listDirect(session: SessionContext) {
    const rows = await repo.listDirectOf(db, session.organizationId, session.userId);
    return rows.map(presentDirect);
  }

  async function getDirect(session: SessionContext, roomId: string) {
    const [row] = isId(roomId)
      ? await repo.listDirectOf(db, session.organizationId, session.userId, roomId)
      : [];
    if (!row) throw directNotFound();
    return presentDirect(row);
  }

  async function openDirect(
    session: SessionContext,
    memberIds: ReadonlyArray<string>,
  ): Promise<{ directMessage: DirectMessage; created: boolean }> {
    const others = otherMemberIds(session.userId, memberIds);
    const memberIdsWithCaller = [session.userId, ...others];
    const people = await repo.activeMembersAmong(db, session.organizationId, memberIdsWithCaller);
    if (people.length !== memberIdsWithCaller.length) {
      throw invalid(DIRECT_MESSAGES.memberNotFound);
    }
    const memberKey = memberKeyOf(memberIdsWithCaller);
    const existing = await repo.findDirectIdByKey(db, session.organizationId, memberKey);
    if (existing) return { directMessage: await getDirect(session, existing), created: false };

    const created = await db.transaction((tx) =>
      repo.insertDirect(tx, {
        organizationId: session.organizationId,
        // What the Inbox and search show as the "room" of its messages.
        name: people
          .map(displayNameOf)
          .sort((a, b) => a.localeCompare(b))
          .join(', '),
        memberKey,
        createdById: session.userId,
        memberIds: memberIdsWithCaller,
      }),
    );
    if (!created) {
      // Someone opened the same conversation at the same moment: theirs is the one.
      const raced = await repo.findDirectIdByKey(db, session.organizationId, memberKey);
      if (!raced) throw directNotFound();
      return { directMessage: await getDirect(session, raced), created: false };
    }
    const directMessage = await getDirect(session, created);
    realtime.chat
      .to(memberIdsWithCaller.map(rooms.user))
      .emit('directMessageChanged', directMessage);
    return { directMessage, created: true };
  }

  return { listDirect, getDirect, openDirect };
}

export type ChatDirectService = ReturnType<typeof createChatDirectService>;
