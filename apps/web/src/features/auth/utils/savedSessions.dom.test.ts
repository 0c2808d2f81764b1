import { sessionKeyOf } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  addSessionToMap,
  clearSavedSessions,
  createSavedSession,
  listSavedSessions,
  readActiveSession,
  readSessionMap,
  removeSavedSession,
  removeSessionFromMap,
  renameSavedSession,
  saveActiveSession,
  type SavedSession,
} from './savedSessions';
import { makeAuthResponse } from '../../../test/fixtures';

function makeSession(userId: string, token = `token-${userId}`): SavedSession {
  return createSavedSession(makeAuthResponse({ id: userId, username: userId }, token), 1000);
}

describe('createSavedSession', () => {
  it('keys the session by user id and organisation id and copies the fields', () => {
    const session = createSavedSession(makeAuthResponse({}, 'secret'), 1234);

    expect(session).toEqual({
      key: sessionKeyOf('user-1', 'org-1'),
      token: 'secret',
      userId: 'user-1',
      username: 'ann',
      organizationId: 'org-1',
      organizationName: 'Acme',
      permissions: ['users:manage'],
      lastLoginAt: 1234,
    });
    expect(session.key).toBe('user-1:org-1');
  });
});

describe('session map helpers', () => {
  it('adds a new session and replaces one with the same key', () => {
    const first = makeSession('a', 'old');
    const replaced = { ...first, token: 'new' };

    const withFirst = addSessionToMap({}, first);
    const withReplaced = addSessionToMap(withFirst, replaced);

    expect(Object.keys(withFirst)).toEqual([first.key]);
    expect(withReplaced[first.key]?.token).toBe('new');
    expect(Object.keys(withReplaced)).toHaveLength(1);
    expect(withFirst[first.key]?.token).toBe('old');
  });

  it('removes by key without touching the others', () => {
    const a = makeSession('a');
    const b = makeSession('b');

    const map = removeSessionFromMap(addSessionToMap(addSessionToMap({}, a), b), a.key);

    expect(Object.keys(map)).toEqual([b.key]);
  });
});

describe('stored sessions', () => {
  it('reads nothing when nothing is stored', () => {
    expect(listSavedSessions()).toEqual([]);
  });

  it('logs and returns no sessions when the stored value cannot be parsed', () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('ws.userSessions', '{not json');

    expect(listSavedSessions()).toEqual([]);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('logs and returns no sessions when the stored value is not an object', () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('ws.userSessions', '[1,2]');

    expect(readSessionMap()).toEqual({});
    expect(logError).toHaveBeenCalled();
  });

  it('saves under ws.userSessions keyed by session key and makes the session active', () => {
    const a = makeSession('a');

    saveActiveSession(a);

    const stored: unknown = JSON.parse(window.localStorage.getItem('ws.userSessions') ?? 'null');
    expect(stored).toEqual({ [a.key]: a });
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBe(a.key);
    expect(window.localStorage.getItem('token')).toBe(a.token);
    expect(readActiveSession()).toEqual(a);
  });

  it('keeps the first-saved order when a second account is added', () => {
    const a = makeSession('a');
    const b = makeSession('b');

    saveActiveSession(a);
    saveActiveSession(b);

    expect(listSavedSessions().map((session) => session.userId)).toEqual(['a', 'b']);
    expect(readActiveSession()?.userId).toBe('b');
  });

  it('removing the active session clears the active key and token', () => {
    const a = makeSession('a');
    const b = makeSession('b');
    saveActiveSession(a);
    saveActiveSession(b);

    removeSavedSession(b.key);

    expect(listSavedSessions()).toEqual([a]);
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('removing another session keeps the active one', () => {
    const a = makeSession('a');
    const b = makeSession('b');
    saveActiveSession(a);
    saveActiveSession(b);

    removeSavedSession(a.key);

    expect(listSavedSessions()).toEqual([b]);
    expect(window.localStorage.getItem('token')).toBe(b.token);
  });

  it('clears everything', () => {
    saveActiveSession(makeSession('a'));

    clearSavedSessions();

    expect(window.localStorage.getItem('ws.userSessions')).toBeNull();
    expect(window.localStorage.getItem('ws.activeSessionKey')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('renames a saved session after a profile change', () => {
    const a = makeSession('a');
    saveActiveSession(a);

    renameSavedSession(a.key, 'annie');

    expect(listSavedSessions()[0]?.username).toBe('annie');
  });
});
