import type { ColleagueCallEndReason } from '@worksphere/contracts';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { colleagueCalls } from './colleague-calls.table.js';

export type ColleagueCallRow = typeof colleagueCalls.$inferSelect;
export type MemberRow = { id: string; username: string; firstName: string; lastName: string };

/** A call that still rings or is connected. */
const isLive = inArray(colleagueCalls.status, ['ringing', 'connected']);

const memberColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Active members of the organisation among these ids, by name. */
export async function findMembers(
  db: DbExecutor,
  organizationId: string,
  userIds: string[],
): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        inArray(users.id, userIds),
      ),
    );
}

/** The live calls in which any of these users is a party. */
export function liveCallsOf(
  db: DbExecutor,
  organizationId: string,
  userIds: string[],
): Promise<ColleagueCallRow[]> {
  return db
    .select()
    .from(colleagueCalls)
    .where(
      and(
        eq(colleagueCalls.organizationId, organizationId),
        isLive,
        or(inArray(colleagueCalls.callerId, userIds), inArray(colleagueCalls.calleeId, userIds)),
      ),
    );
}

/**
 * Runs `decide` and, if it allows, rings: one transaction holding a lock on both members, so
 * two calls to one colleague at the same moment cannot both find them free.
 */
export function insertCallIfFree(
  db: Database,
  call: { organizationId: string; callerId: string; calleeId: string; video: boolean },
  callerSocketId: string,
  decide: (tx: DbExecutor) => Promise<boolean>,
): Promise<ColleagueCallRow | undefined> {
  return db.transaction(async (tx) => {
    // Locks in one order whoever calls whom: no two transactions wait on each other.
    for (const userId of [call.callerId, call.calleeId].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`colleague-call:${userId}`}))`);
    }
    if (!(await decide(tx))) return undefined;
    const [row] = await tx
      .insert(colleagueCalls)
      .values({ ...call, status: 'ringing', callerSocketId })
      .returning();
    return row;
  });
}

/** The call of the organisation, whatever its state. */
export async function findCall(
  db: DbExecutor,
  organizationId: string,
  callId: string,
): Promise<ColleagueCallRow | undefined> {
  const [row] = await db
    .select()
    .from(colleagueCalls)
    .where(and(eq(colleagueCalls.organizationId, organizationId), eq(colleagueCalls.id, callId)));
  return row;
}

/** The callee's socket answers a ringing call; undefined when it no longer rings. */
export async function answerCall(
  db: DbExecutor,
  organizationId: string,
  callId: string,
  calleeId: string,
  calleeSocketId: string,
): Promise<ColleagueCallRow | undefined> {
  const [row] = await db
    .update(colleagueCalls)
    .set({ status: 'connected', calleeSocketId, answeredAt: new Date() })
    .where(
      and(
        eq(colleagueCalls.organizationId, organizationId),
        eq(colleagueCalls.id, callId),
        eq(colleagueCalls.calleeId, calleeId),
        eq(colleagueCalls.status, 'ringing'),
      ),
    )
    .returning();
  return row;
}

/** Who may end a call: its caller, its callee, or the socket of either party. */
export type CallParty = { callerId?: string; calleeId?: string; socketId?: string };

/**
 * Ends a call if it is in one of these states and `party` is one of its parties: the one write
 * that decides, so of two processes ending the same call only one hears "ended".
 */
export async function endCall(
  db: DbExecutor,
  organizationId: string,
  callId: string,
  from: Array<'ringing' | 'connected'>,
  reason: ColleagueCallEndReason,
  party: CallParty = {},
): Promise<ColleagueCallRow | undefined> {
  const conditions: SQL[] = [
    eq(colleagueCalls.organizationId, organizationId),
    eq(colleagueCalls.id, callId),
    inArray(colleagueCalls.status, from),
  ];
  if (party.callerId) conditions.push(eq(colleagueCalls.callerId, party.callerId));
  if (party.calleeId) conditions.push(eq(colleagueCalls.calleeId, party.calleeId));
  if (party.socketId) {
    conditions.push(
      or(
        eq(colleagueCalls.callerSocketId, party.socketId),
        eq(colleagueCalls.calleeSocketId, party.socketId),
      )!,
    );
  }
  const [row] = await db
    .update(colleagueCalls)
    .set({ status: 'ended', endReason: reason, endedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row;
}

/** The live calls in which this socket is a party (its process ends them when it goes). */
export function liveCallsOfSocket(db: DbExecutor, socketId: string): Promise<ColleagueCallRow[]> {
  return db
    .select()
    .from(colleagueCalls)
    .where(
      and(
        isLive,
        or(
          eq(colleagueCalls.callerSocketId, socketId),
          eq(colleagueCalls.calleeSocketId, socketId),
        ),
      ),
    );
}
