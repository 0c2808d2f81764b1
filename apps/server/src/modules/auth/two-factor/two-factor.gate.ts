import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallenge,
  type TwoFactorMethod,
} from '@worksphere/contracts';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import { users } from '../../users/users.table.js';
import { signPendingSignIn } from './two-factor.pending.js';
import { twoFactorPasskeys, twoFactorPolicies, twoFactorTotp } from './two-factor.table.js';

/** Which second steps a user has: the authenticator app (with its recovery codes), passkeys. */
export async function twoFactorMethodsOf(
  db: DbExecutor,
  userId: string,
): Promise<TwoFactorMethod[]> {
  const [[totp], [passkeys]] = await Promise.all([
    db
      .select({ secretSealed: twoFactorTotp.secretSealed })
      .from(twoFactorTotp)
      .where(eq(twoFactorTotp.userId, userId)),
    db.select({ n: count() }).from(twoFactorPasskeys).where(eq(twoFactorPasskeys.userId, userId)),
  ]);
  const methods: TwoFactorMethod[] = [];
  if (totp?.secretSealed) methods.push('totp', 'recovery');
  if (Number(passkeys?.n ?? 0) > 0) methods.push('passkey');
  return methods;
}

/**
 * After a right password: the second step a user with two-factor sign-in must take before a
 * session is opened, or undefined for a user without it (who signs in as before).
 */
export async function twoFactorChallengeFor(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  user: { id: string; organizationId: string },
): Promise<TwoFactorChallenge | undefined> {
  const methods = await twoFactorMethodsOf(deps.db, user.id);
  if (!methods.length) return undefined;
  return {
    twoFactorRequired: true,
    pendingToken: signPendingSignIn(deps.secrets, user),
    methods,
  };
}

/**
 * For the session lookup (a column next to the user's role): does the user's organisation
 * require two-factor sign-in while this user has neither an authenticator app nor a passkey?
 * Read with the session, so it costs no query of its own and is as fresh as the session cache
 * (enrolment and the rule's changes announce the users, which empties their cached sessions).
 */
export function twoFactorPendingColumn(): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${twoFactorPolicies} where ${twoFactorPolicies.organizationId} = ${users.organizationId} and ${twoFactorPolicies.required})
    and not exists (select 1 from ${twoFactorTotp} where ${twoFactorTotp.userId} = ${users.id} and ${twoFactorTotp.secretSealed} is not null)
    and not exists (select 1 from ${twoFactorPasskeys} where ${twoFactorPasskeys.userId} = ${users.id}))`;
}

/**
 * What a member who must still set up two-factor sign-in may reach (route templates as Fastify
 * names them): themselves, the set-up (and reading the rule), and the saved-sessions flow (their signed-in devices;
 * sign-out and switching sessions need no session check). Everything else answers 403
 * TWO_FACTOR_REQUIRED, which sends the web app to the set-up.
 */
export const ROUTES_BEFORE_ENROLMENT = new Set([
  'GET /api/user/me',
  'PUT /api/user/me',
  'GET /api/user/two-factor',
  'GET /api/organizations/two-factor-policy',
  'POST /api/user/two-factor/totp/setup',
  'POST /api/user/two-factor/totp/enable',
  'POST /api/user/two-factor/passkeys/options',
  'POST /api/user/two-factor/passkeys',
  'GET /api/user/me/sessions',
  'DELETE /api/user/me/sessions/:id',
  'POST /api/user/me/sessions/sign-out-others',
]);

export const twoFactorRequiredError = () =>
  new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.enrolmentRequired);

/** The rule for a route: refused unless the session is settled or the route is allowed. */
export function assertRouteAllowedBeforeEnrolment(
  session: SessionContext,
  method: string,
  route: string | undefined,
): void {
  if (!session.twoFactorPending) return;
  const key = `${method === 'HEAD' ? 'GET' : method} ${route ?? ''}`;
  if (!ROUTES_BEFORE_ENROLMENT.has(key)) throw twoFactorRequiredError();
}

/** The rule for sockets (chat, AI, documents): none until two-factor sign-in is set up. */
export function refuseTwoFactorPending(session: SessionContext): SessionContext {
  if (session.twoFactorPending) throw twoFactorRequiredError();
  return session;
}
