import type { AuthResponse } from '@worksphere/contracts';
import { sessionKeyOf } from '@worksphere/contracts/light';
import { TOKEN_STORAGE_KEY } from '../../../platform/api/sessionToken';

/** localStorage keys of the saved browser sessions (spec 1 §3, §9). */
export const SESSIONS_STORAGE_KEY = 'ws.userSessions';
export const ACTIVE_SESSION_STORAGE_KEY = 'ws.activeSessionKey';

/** One signed-in account kept in this browser. */
export type SavedSession = {
  key: string;
  token: string;
  userId: string;
  username: string;
  organizationId: string;
  organizationName: string;
  permissions: string[];
  /** Milliseconds since the epoch. */
  lastLoginAt: number;
};

/** Saved sessions as stored: an object keyed by session key. */
export type SavedSessionMap = Record<string, SavedSession>;

/** The saved session for a login, registration or switch answer. */
export function createSavedSession(answer: AuthResponse, now: number = Date.now()): SavedSession {
  const { user } = answer;
  return {
    key: sessionKeyOf(user.id, user.organizationId),
    token: answer.token,
    userId: user.id,
    username: user.username,
    organizationId: user.organizationId,
    organizationName: user.organizationName,
    permissions: [...user.permissions],
    lastLoginAt: now,
  };
}

/** A copy of the map with this session added, or replacing the one with the same key. */
export function addSessionToMap(map: SavedSessionMap, session: SavedSession): SavedSessionMap {
  return { ...map, [session.key]: session };
}

/** A copy of the map without that key. */
export function removeSessionFromMap(map: SavedSessionMap, key: string): SavedSessionMap {
  const rest = { ...map };
  delete rest[key];
  return rest;
}

/** Reads the stored map; anything unreadable is logged and treated as no sessions. */
export function readSessionMap(storage: Storage = window.localStorage): SavedSessionMap {
  const raw = storage.getItem(SESSIONS_STORAGE_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('saved sessions are not an object keyed by session key');
    }
    const map: SavedSessionMap = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (isSavedSession(value)) map[key] = value;
    }
    return map;
  } catch (error) {
    console.error('Could not read the saved sessions; starting with none.', error);
    return {};
  }
}

/** The saved sessions as a list, in the order they were first saved. */
export function listSavedSessions(storage: Storage = window.localStorage): SavedSession[] {
  return Object.values(readSessionMap(storage));
}

export function writeSessionMap(map: SavedSessionMap, storage: Storage = window.localStorage) {
  storage.setItem(SESSIONS_STORAGE_KEY, JSON.stringify(map));
}

/** Saves the session (replacing one with the same key) and makes it the active one. */
export function saveActiveSession(session: SavedSession, storage: Storage = window.localStorage) {
  writeSessionMap(addSessionToMap(readSessionMap(storage), session), storage);
  setActiveSession(session, storage);
}

/** Marks the session active: its key and token are what the request helper sends. */
export function setActiveSession(session: SavedSession, storage: Storage = window.localStorage) {
  storage.setItem(ACTIVE_SESSION_STORAGE_KEY, session.key);
  storage.setItem(TOKEN_STORAGE_KEY, session.token);
}

/** Forgets one saved session; when it was the active one, nothing is active any more. */
export function removeSavedSession(key: string, storage: Storage = window.localStorage) {
  writeSessionMap(removeSessionFromMap(readSessionMap(storage), key), storage);
  if (storage.getItem(ACTIVE_SESSION_STORAGE_KEY) === key) {
    storage.removeItem(ACTIVE_SESSION_STORAGE_KEY);
    storage.removeItem(TOKEN_STORAGE_KEY);
  }
}

/** Forgets every saved session and the active token. */
export function clearSavedSessions(storage: Storage = window.localStorage) {
  storage.removeItem(SESSIONS_STORAGE_KEY);
  storage.removeItem(ACTIVE_SESSION_STORAGE_KEY);
  storage.removeItem(TOKEN_STORAGE_KEY);
}

export function readActiveSessionKey(storage: Storage = window.localStorage): string | null {
  return storage.getItem(ACTIVE_SESSION_STORAGE_KEY);
}

/** The active saved session, or null when none is active or it is no longer saved. */
export function readActiveSession(storage: Storage = window.localStorage): SavedSession | null {
  const key = readActiveSessionKey(storage);
  if (!key) return null;
  return readSessionMap(storage)[key] ?? null;
}

/** Keeps the saved username in step after a profile change, so the switch list stays right. */
export function renameSavedSession(
  key: string,
  username: string,
  storage: Storage = window.localStorage,
) {
  const map = readSessionMap(storage);
  const session = map[key];
  if (!session) return;
  writeSessionMap(addSessionToMap(map, { ...session, username }), storage);
}

function isSavedSession(value: unknown): value is SavedSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<Record<keyof SavedSession, unknown>>;
  return (
    typeof session.key === 'string' &&
    typeof session.token === 'string' &&
    typeof session.userId === 'string' &&
    typeof session.username === 'string' &&
    typeof session.organizationId === 'string' &&
    typeof session.organizationName === 'string' &&
    Array.isArray(session.permissions) &&
    typeof session.lastLoginAt === 'number'
  );
}
