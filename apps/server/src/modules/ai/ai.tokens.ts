import { createHash, randomBytes } from 'node:crypto';
import { AI_TOKEN_MESSAGES, isId, type AiAccessToken } from '@worksphere/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Role } from '@worksphere/contracts';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { users } from '../users/users.table.js';
import { aiAccessTokens } from './ai.table.js';

const SECRET_PREFIX = 'wsp_';
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const present = (row: typeof aiAccessTokens.$inferSelect): AiAccessToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Personal access tokens of the MCP server: made, listed and revoked by their owner only. */
export function createAccessTokens(db: Database) {
  const owned = (session: SessionContext) =>
    and(
      eq(aiAccessTokens.organizationId, session.organizationId),
      eq(aiAccessTokens.userId, session.userId),
    );
  return {
    async list(session: SessionContext) {
      const rows = await db
        .select()
        .from(aiAccessTokens)
        .where(owned(session))
        .orderBy(desc(aiAccessTokens.createdAt));
      return rows.map(present);
    },
    async create(session: SessionContext, name: string) {
      const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [row] = await db
        .insert(aiAccessTokens)
        .values({
          organizationId: session.organizationId,
          userId: session.userId,
          name,
          tokenHash: hashOf(secret),
        })
        .returning();
      return { token: present(row!), secret };
    },
    async revoke(session: SessionContext, id: string) {
      const rows = isId(id)
        ? await db
            .delete(aiAccessTokens)
            .where(and(owned(session), eq(aiAccessTokens.id, id)))
            .returning({ id: aiAccessTokens.id })
        : [];
      if (!rows.length) throw new AppError('NOT_FOUND', AI_TOKEN_MESSAGES.tokenNotFound);
    },
    /** The token's owner as a session (their role and permissions now), or 401. */
    async resolve(secret: string | undefined): Promise<SessionContext> {
      if (!secret?.startsWith(SECRET_PREFIX)) {
        throw new AppError('UNAUTHENTICATED', AI_TOKEN_MESSAGES.tokenInvalid);
      }
      const [row] = await db
        .select({ token: aiAccessTokens, user: users })
        .from(aiAccessTokens)
        .innerJoin(
          users,
          and(
            eq(users.id, aiAccessTokens.userId),
            eq(users.organizationId, aiAccessTokens.organizationId),
          ),
        )
        .where(eq(aiAccessTokens.tokenHash, hashOf(secret)));
      if (!row || !row.user.active) {
        throw new AppError('UNAUTHENTICATED', AI_TOKEN_MESSAGES.tokenInvalid);
      }
      await db
        .update(aiAccessTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(aiAccessTokens.id, row.token.id));
      return {
        sessionId: `token:${row.token.id}`,
        userId: row.user.id,
        organizationId: row.user.organizationId,
        role: row.user.role as Role,
        permissions: row.user.permissions ?? [],
      };
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
