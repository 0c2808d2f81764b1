import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest, RegisterRequest, User } from '@worksphere/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { followProfileLocale } from '../../../platform/i18n/followProfileLocale';
import { notify } from '../../../platform/notify/notify';
import { isUnauthorizedError } from '../../../platform/api/ApiError';
import { loadPage, reloadPage } from '../../../platform/navigation/pageNavigation';
import {
  fetchCurrentUser,
  loginUser,
  logoutSession,
  registerUser,
  switchToSession,
} from '../api/authApi';
import { authKeys } from '../api/authKeys';
import { authMessages } from '../auth.messages';
import { displayNameOf } from '../utils/displayNameOf';
import { isPublicPath } from '../utils/isPublicPath';
import { loginPathFor, REDIRECT_PARAM, safeRedirectPath } from '../utils/safeRedirectPath';
import { stashPendingToast, takePendingToast } from '../utils/pendingToast';
import {
  clearSavedSessions,
  createSavedSession,
  listSavedSessions,
  readActiveSession,
  removeSavedSession,
  renameSavedSession,
  saveActiveSession,
  SESSIONS_STORAGE_KEY,
  ACTIVE_SESSION_STORAGE_KEY,
} from '../utils/savedSessions';
import { AuthContext, type AuthContextValue, type AuthStatus } from './AuthContext';

const CURRENT_USER_STALE_MS = 5 * 60_000;

/** Where a signed-in user lands after login, registration or a logout fallback. */
export const HOME_PATH = '/dash';

type SessionSnapshot = { sessions: ReturnType<typeof listSavedSessions>; activeKey: string | null };

function readSessionSnapshot(): SessionSnapshot {
  return { sessions: listSavedSessions(), activeKey: readActiveSession()?.key ?? null };
}

/**
 * Owns the saved browser sessions and the current user (spec 1 §3, §4): sign in, register,
 * switch and log out all go through here so storage, cookie and query cache stay in step.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [snapshot, setSnapshot] = useState(readSessionSnapshot);
  const refreshSnapshot = useCallback(() => setSnapshot(readSessionSnapshot()), []);
  const { activeKey } = snapshot;

  const currentUserQuery = useQuery({
    queryKey: authKeys.currentUser(activeKey),
    // A 401 means this session is over: resolve to "nobody" rather than an error state.
    queryFn: async ({ signal }) => {
      try {
        return await fetchCurrentUser(signal);
      } catch (error) {
        if (isUnauthorizedError(error)) return null;
        throw error;
      }
    },
    enabled: activeKey !== null,
    staleTime: CURRENT_USER_STALE_MS,
  });
  const isSessionRejected = activeKey !== null && currentUserQuery.data === null;

  // The server no longer knows this session: forget it and send the visitor to sign in.
  useEffect(() => {
    if (!isSessionRejected || !activeKey) return;
    removeSavedSession(activeKey);
    refreshSnapshot();
    if (!isPublicPath(pathname)) navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  }, [isSessionRejected, activeKey, pathname, search, navigate, refreshSnapshot]);

  // Show the confirmation of an account switch that reloaded the page.
  useEffect(() => {
    const message = takePendingToast();
    if (message) notify.success(message);
  }, []);

  // Another tab signed in or out: this tab shares the same storage, so follow it.
  useEffect(() => {
    function handleStorage(event: StorageEvent) {
      if (event.key === SESSIONS_STORAGE_KEY || event.key === ACTIVE_SESSION_STORAGE_KEY) {
        refreshSnapshot();
      }
    }
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, [refreshSnapshot]);

  const completeSignIn = useCallback(
    (answer: AuthResponse) => {
      const session = createSavedSession(answer);
      saveActiveSession(session);
      // Back to the page that sent the visitor to sign in, else the dashboard.
      const asked = new URLSearchParams(search).get(REDIRECT_PARAM);
      const destination = safeRedirectPath(asked) ?? HOME_PATH;
      // A profile in another language: that page loads in it (the session is saved already).
      if (followProfileLocale(answer.user.locale, destination)) return;
      // Nothing cached for the previous account may leak into this one.
      queryClient.clear();
      queryClient.setQueryData(authKeys.currentUser(session.key), answer.user);
      refreshSnapshot();
      navigate(destination);
    },
    [navigate, queryClient, refreshSnapshot, search],
  );

  const signIn = useCallback(
    async (request: LoginRequest) => {
      const answer = await loginUser(request);
      // Two-factor sign-in: the login page asks for the second step, then completes it.
      if ('twoFactorRequired' in answer) return answer;
      completeSignIn(answer);
    },
    [completeSignIn],
  );

  const signUp = useCallback(
    async (request: RegisterRequest) => completeSignIn(await registerUser(request)),
    [completeSignIn],
  );

  const switchAccount = useCallback(
    async (sessionKey: string) => {
      if (sessionKey === activeKey) return;
      const target = listSavedSessions().find((session) => session.key === sessionKey);
      try {
        if (!target) throw new Error(`No saved session ${sessionKey}`);
        const answer = await switchToSession(target.token);
        saveActiveSession(createSavedSession(answer));
        stashPendingToast(authMessages.switchSucceeded);
        reloadPage();
      } catch {
        notify.error(authMessages.switchFailed);
      }
    },
    [activeKey],
  );

  const signOut = useCallback(async () => {
    const active = readActiveSession();
    const signedOutUser = active
      ? queryClient.getQueryData<User | null>(authKeys.currentUser(active.key))
      : null;
    const signedOutName = signedOutUser ? displayNameOf(signedOutUser) : (active?.username ?? '');
    try {
      // Loaded here, at logout: the sign-in pages' first paint does not carry the push code.
      const { unsubscribeFromPush } = await import('../../chat/push/registerPush');
      await unsubscribeFromPush(active ? { Authorization: `Bearer ${active.token}` } : undefined);
      await logoutSession(active?.token ?? null).catch((error: unknown) => {
        // An already expired or revoked session is as logged out as it gets.
        if (!isUnauthorizedError(error)) throw error;
      });
      if (active) removeSavedSession(active.key);
      const [fallback] = listSavedSessions();
      if (fallback) {
        const answer = await switchToSession(fallback.token);
        saveActiveSession(createSavedSession(answer));
        stashPendingToast(authMessages.signedOutOf(signedOutName, displayNameOf(answer.user)));
        loadPage(HOME_PATH);
        return;
      }
      clearSavedSessions();
    } catch {
      notify.error(authMessages.logoutFailed);
      clearSavedSessions();
    }
    queryClient.clear();
    refreshSnapshot();
    navigate('/login', { replace: true });
  }, [navigate, queryClient, refreshSnapshot]);

  const replaceCurrentUser = useCallback(
    (user: User) => {
      queryClient.setQueryData(authKeys.currentUser(activeKey), user);
      // The switch list shows the saved username; keep it in step with the profile.
      if (activeKey) renameSavedSession(activeKey, user.username);
      refreshSnapshot();
    },
    [activeKey, queryClient, refreshSnapshot],
  );

  const { refetch } = currentUserQuery;
  const retryLoadingUser = useCallback(() => void refetch(), [refetch]);

  const user = activeKey ? (currentUserQuery.data ?? null) : null;

  // The profile's language (Settings > Language; null: the browser's) wins over what this
  // browser remembered: after sign-in or on start, a different one reloads the page once in it.
  const profileLocale = user ? user.locale : undefined;
  useEffect(() => {
    if (profileLocale !== undefined) followProfileLocale(profileLocale);
  }, [profileLocale]);
  const status: AuthStatus = user
    ? 'signedIn'
    : !activeKey || isSessionRejected
      ? 'signedOut'
      : currentUserQuery.isError
        ? 'error'
        : 'loading';

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      sessions: snapshot.sessions,
      activeSessionKey: activeKey,
      signIn,
      completeSignIn,
      signUp,
      switchAccount,
      signOut,
      replaceCurrentUser,
      retryLoadingUser,
    }),
    [
      status,
      user,
      snapshot.sessions,
      activeKey,
      signIn,
      completeSignIn,
      signUp,
      switchAccount,
      signOut,
      replaceCurrentUser,
      retryLoadingUser,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
