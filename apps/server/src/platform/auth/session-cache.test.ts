import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache.js';

const FAR_FUTURE = Date.now() + 86_400_000;

function session(sessionId: string, userId = `user-${sessionId}`): CachedSession {
  return {
    expiresAt: FAR_FUTURE,
    context: { sessionId, userId, organizationId: 'org', role: 'MEMBER', permissions: [] },
  };
}

/** A load that resolves when the test says so, counting its calls. */
function controlledLoad(value: CachedSession | undefined) {
  let calls = 0;
  let release: () => void = () => undefined;
  const load = () => {
    calls += 1;
    return new Promise<CachedSession | undefined>((resolve) => {
      release = () => resolve(value);
    });
  };
  return { load, calls: () => calls, release: () => release() };
}

function fakeClock() {
  let time = 1_000;
  return { perf: { now: () => time }, advance: (ms: number) => (time += ms) };
}

describe('session cache', () => {
  it('answers a burst of lookups with one load, then from memory', async () => {
    const cache = createSessionCache({ ttlMs: 5000, max: 10 });
    const loader = controlledLoad(session('s1'));
    const burst = Array.from({ length: 20 }, () => cache.get('hash', loader.load));
    loader.release();
    const answers = await Promise.all(burst);
    expect(new Set(answers.map((answer) => answer?.context.sessionId))).toEqual(new Set(['s1']));
    expect(await cache.get('hash', loader.load)).toEqual(session('s1'));
    expect(loader.calls()).toBe(1);
  });

  it('asks again once the entry is older than its TTL', async () => {
    const clock = fakeClock();
    const cache = createSessionCache({ ttlMs: 5000, max: 10, perf: clock.perf });
    let loads = 0;
    const load = async () => ((loads += 1), session('s1'));
    await cache.get('hash', load);
    clock.advance(4999);
    await cache.get('hash', load);
    expect(loads).toBe(1);
    clock.advance(2);
    await cache.get('hash', load);
    expect(loads).toBe(2);
  });

  it('never serves a session past its own expiry', async () => {
    let now = 1000;
    const cache = createSessionCache({ ttlMs: 5000, max: 10, now: () => now });
    let loads = 0;
    const load = async () => ((loads += 1), { ...session('s1'), expiresAt: 1500 });
    await cache.get('hash', load);
    now = 1500;
    await cache.get('hash', load);
    expect(loads).toBe(2);
  });

  it('does not remember unknown or dead sessions', async () => {
    const cache = createSessionCache({ ttlMs: 5000, max: 10 });
    let loads = 0;
    const load = async () => ((loads += 1), undefined);
    expect(await cache.get('hash', load)).toBeUndefined();
    expect(await cache.get('hash', load)).toBeUndefined();
    expect(loads).toBe(2);
  });

  it('forgets revoked sessions and changed users, and nothing else', async () => {
    const cache = createSessionCache({ ttlMs: 5000, max: 10 });
    const loads: string[] = [];
    const loadOf = (id: string, userId?: string) => async () => {
      loads.push(id);
      return session(id, userId);
    };
    await cache.get('a', loadOf('a'));
    await cache.get('b', loadOf('b', 'shared-user'));
    await cache.get('c', loadOf('c', 'shared-user'));
    await cache.get('d', loadOf('d'));
    cache.forget({ sessionIds: ['a'], userIds: ['shared-user'] });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, loadOf(key));
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'a', 'b', 'c']);
  });

  it('does not cache what a load read before a revocation was heard', async () => {
    const cache = createSessionCache({ ttlMs: 5000, max: 10 });
    const stale = controlledLoad(session('s1'));
    const early = cache.get('hash', stale.load);
    cache.forget({ sessionIds: ['s1'], userIds: [] });
    // A lookup after the revocation does not join the load that started before it.
    const fresh = controlledLoad(undefined);
    const late = cache.get('hash', fresh.load);
    stale.release();
    fresh.release();
    expect(await early).toEqual(session('s1'));
    expect(await late).toBeUndefined();
    const after = controlledLoad(undefined);
    const next = cache.get('hash', after.load);
    after.release();
    expect(await next).toBeUndefined();
    expect(after.calls()).toBe(1);
  });

  it('clear() drops everything (announcements may have been missed)', async () => {
    const cache = createSessionCache({ ttlMs: 5000, max: 10 });
    let loads = 0;
    const load = async () => ((loads += 1), session('s1'));
    await cache.get('hash', load);
    cache.clear();
    await cache.get('hash', load);
    expect(loads).toBe(2);
  });

  it('keeps at most `max` sessions', async () => {
    const cache = createSessionCache({ ttlMs: 5000, max: 2 });
    let loads = 0;
    const load = async () => ((loads += 1), session(`s${loads}`));
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, load);
    expect(loads).toBe(4);
  });
});
