import type {
  AuthResponse,
  LoginRequest,
  RegisterRequest,
  TwoFactorChallenge,
  User,
} from '@worksphere/contracts';
import { createContext } from 'react';
import type { SavedSession } from '../utils/savedSessions';

/**
 * signedOut: no usable session; loading: asking the server who we are;
 * error: the server could not answer (not a 401), so we cannot tell.
 */
export type AuthStatus = 'signedOut' | 'loading' | 'signedIn' | 'error';

export type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  /** Every account saved in this browser, in the order first saved. */
  sessions: SavedSession[];
  activeSessionKey: string | null;
  /**
   * Signs in, saves and activates the session, then opens /dash. Throws the API error. A user
   * with two-factor sign-in gets the second step back instead (no session yet).
   */
  signIn: (request: LoginRequest) => Promise<TwoFactorChallenge | void>;
  /** Saves and activates a session opened elsewhere (the second step), then opens /dash. */
  completeSignIn: (answer: AuthResponse) => void;
  /** Registers, saves and activates the session, then opens /dash. Throws the API error. */
  signUp: (request: RegisterRequest) => Promise<void>;
  /** Switches to a saved session and reloads; the active one is a no-op. */
  switchAccount: (sessionKey: string) => Promise<void>;
  /** Logs the active session out, falling back to the first other saved session. */
  signOut: () => Promise<void>;
  /** Puts a fresher copy of the user (after a profile edit) in place. */
  replaceCurrentUser: (user: User) => void;
  retryLoadingUser: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
