import { createHash, randomBytes } from 'node:crypto';
import {
  AI_TOKEN_MESSAGES,
  API_SCOPE_MESSAGES,
  isId,
  type AiAccessToken,
  type ApiScope,
} from '@worksphere/contracts';
import { PUBLIC_API_ROUTE_SCOPES } from '@worksphere/contracts/public-api';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Role } from '@worksphere/contracts';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { Database } from '../../platform/db/database.js';
import { preparedStatement } from '../../platform/db/prepared.js';
import { AppError, messageError } from '../../platform/errors.js';
import { recordAuditEvent } from '../audit/audit.record.js';
import { users } from '../users/users.table.js';
import { aiAccessTokens } from './ai.table.js';

/** Every personal access token starts so: a bearer token like it is never a session. */
export const ACCESS_TOKEN_PREFIX = 'wsp_';
const SECRET_PREFIX = ACCESS_TOKEN_PREFIX;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Last use is written at most this often per token: a busy client does not write per call. */
const LAST_USE_STEP_MS = 60_000;

/** Made after its owner's credentials last changed: older tokens are dead for good. */
const madeSinceCredentialsChanged = or(
  isNull(users.credentialsChangedAt),
  gt(aiAccessTokens.createdAt, users.credentialsChangedAt),
);

/** Every MCP request: a live token of an active owner, made after their last credential change. */
const findLiveToken = preparedStatement('ai_find_live_token', (db, name) =>
  db
    .select({
      token: aiAccessTokens,
      user: {
        id: users.id,
        organizationId: users.organizationId,
        role: users.role,
        permissions: users.permissions,
      },
    })
    .from(aiAccessTokens)
    .innerJoin(
      users,
      and(
        eq(users.id, aiAccessTokens.userId),
        eq(users.organizationId, aiAccessTokens.organizationId),
      ),
    )
    .where(
      and(
        eq(aiAccessTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(users.active, true),
        madeSinceCredentialsChanged,
      ),
    )
    .prepare(name),
);

/** The minute check is repeated here so two processes racing write it once. */
const touchToken = preparedStatement('ai_touch_token', (db, name) =>
  db
    .update(aiAccessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(aiAccessTokens.id, sql.placeholder('id')),
        or(
          isNull(aiAccessTokens.lastUsedAt),
          lte(aiAccessTokens.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    )
    .prepare(name),
);

const present = (row: typeof aiAccessTokens.$inferSelect): AiAccessToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  actsWithoutConfirmation: row.actsWithoutConfirmation,
  scopes: row.scopes as ApiScope[],
});

/** A token's session: its owner's, plus what the token itself may do. */
export type TokenSession = SessionContext & { tokenScopes: readonly string[] };

/** Personal access tokens of the MCP server: made, listed and revoked by their owner only. */
export function createAccessTokens(db: Database) {
  const owned = (session: SessionContext) =>
    and(
      eq(aiAccessTokens.organizationId, session.organizationId),
      eq(aiAccessTokens.userId, session.userId),
    );
  return {
    /** The owner's tokens that still work (those a password change ended are not shown). */
    async list(session: SessionContext) {
      const rows = await db
        .select({ token: aiAccessTokens })
        .from(aiAccessTokens)
        .innerJoin(users, eq(users.id, aiAccessTokens.userId))
        .where(and(owned(session), madeSinceCredentialsChanged))
        .orderBy(desc(aiAccessTokens.createdAt));
      return rows.map((row) => present(row.token));
    },
    async create(
      session: SessionContext,
      name: string,
      actsWithoutConfirmation = false,
      scopes: readonly ApiScope[] = ['mcp'],
    ) {
      const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
      // The token exists only if its audit event does (one transaction).
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(aiAccessTokens)
          .values({
            organizationId: session.organizationId,
            userId: session.userId,
            name,
            tokenHash: hashOf(secret),
            actsWithoutConfirmation,
            scopes: [...scopes],
          })
          .returning();
        await recordAuditEvent(tx, {
          organizationId: session.organizationId,
          actorUserId: session.userId,
          action: 'token.created',
          target: { type: 'access_token', id: inserted!.id, label: name },
          details: { scopes: [...scopes], actsWithoutConfirmation },
        });
        return inserted;
      });
      return { token: present(row!), secret };
    },
    async revoke(session: SessionContext, id: string) {
      if (!isId(id)) throw new AppError('NOT_FOUND', AI_TOKEN_MESSAGES.tokenNotFound);
      // The delete and its audit event commit together: no revocation the log does not show.
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(aiAccessTokens)
          .where(and(owned(session), eq(aiAccessTokens.id, id)))
          .returning({ id: aiAccessTokens.id, name: aiAccessTokens.name });
        if (!row) throw new AppError('NOT_FOUND', AI_TOKEN_MESSAGES.tokenNotFound);
        await recordAuditEvent(tx, {
          organizationId: session.organizationId,
          actorUserId: session.userId,
          action: 'token.revoked',
          target: { type: 'access_token', id: row.id, label: row.name },
        });
      });
    },
    /**
     * The token's owner as a session (their role and permissions now), or 401: unknown tokens,
     * inactive owners, and tokens made before the owner's credentials last changed.
     */
    async resolve(secret: string | undefined): Promise<TokenSession> {
      if (!secret?.startsWith(SECRET_PREFIX)) {
        throw new AppError('UNAUTHENTICATED', AI_TOKEN_MESSAGES.tokenInvalid);
      }
      const [row] = await findLiveToken(db).execute({ tokenHash: hashOf(secret) });
      if (!row) throw new AppError('UNAUTHENTICATED', AI_TOKEN_MESSAGES.tokenInvalid);
      const { token, user } = row;
      if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() >= LAST_USE_STEP_MS) {
        await touchToken(db).execute({ id: token.id });
      }
      return {
        sessionId: `token:${token.id}`,
        userId: user.id,
        organizationId: user.organizationId,
        role: user.role as Role,
        permissions: user.permissions ?? [],
        tokenScopes: token.scopes,
      };
    },
    /**
     * A public API request with a token: the token must be live, the route documented in
     * /api/openapi.json, and the token must hold its area's read or write scope (403 otherwise).
     */
    async resolveForRoute(secret: string, method: string, route: string | undefined) {
      const session = await this.resolve(secret);
      const key = `${method === 'HEAD' ? 'GET' : method} ${route ?? ''}`;
      const scope = PUBLIC_API_ROUTE_SCOPES.get(key);
      if (!scope) throw new AppError('FORBIDDEN', API_SCOPE_MESSAGES.routeNotPublic);
      if (!session.tokenScopes.includes(scope)) {
        throw messageError('FORBIDDEN', API_SCOPE_MESSAGES.missingScope, scope);
      }
      return session;
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
