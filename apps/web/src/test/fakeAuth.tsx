import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../features/auth/components/AuthContext';
import type { SavedSession } from '../features/auth/utils/savedSessions';
import { makeSavedSession, makeUser } from './fixtures';

/** A signed-in auth state with spies for every action. */
export function makeAuthValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const sessions: SavedSession[] = overrides.sessions ?? [makeSavedSession('user-1')];
  return {
    status: 'signedIn',
    user: makeUser(),
    sessions,
    activeSessionKey: sessions[0]?.key ?? null,
    signIn: vi.fn(async () => {}),
    completeSignIn: vi.fn(),
    signUp: vi.fn(async () => {}),
    switchAccount: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    replaceCurrentUser: vi.fn(),
    retryLoadingUser: vi.fn(),
    ...overrides,
  };
}

export function FakeAuthProvider({
  value,
  children,
}: {
  value: AuthContextValue;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
