import type { TwoFactorChallenge, TwoFactorMethod } from '@worksphere/contracts';
import { count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import { signPendingSignIn } from './two-factor.pending.js';
import { twoFactorPasskeys, twoFactorTotp } from './two-factor.table.js';

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
