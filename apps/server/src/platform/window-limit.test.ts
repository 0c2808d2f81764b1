import { describe, expect, it } from 'vitest';
import { createWindowLimit } from './window-limit.js';

describe('named window limits in one process (no Redis)', () => {
  it('count per limit and subject, and start again when the window ends', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const sms = createWindowLimit({ name: 'sms', max: 2, windowMs: 10_000, now: clock });
    const call = createWindowLimit({ name: 'call', max: 2, windowMs: 10_000, now: clock });

    expect(await sms.take('10.0.0.1')).toEqual({ allowed: true, remaining: 1, resetSeconds: 10 });
    now += 2_500;
    expect(await sms.take('10.0.0.1')).toEqual({ allowed: true, remaining: 0, resetSeconds: 8 });
    expect(await sms.take('10.0.0.1')).toEqual({ allowed: false, remaining: 0, resetSeconds: 8 });
    expect((await sms.take('10.0.0.2')).allowed).toBe(true);
    expect((await call.take('10.0.0.1')).allowed).toBe(true);

    now += 7_500;
    expect(await sms.take('10.0.0.1')).toEqual({ allowed: true, remaining: 1, resetSeconds: 10 });
  });

  it('name their keys readably and refuse to be made without a name', () => {
    const limit = createWindowLimit({ name: 'calls:/api/calls/make-call', max: 1, windowMs: 1 });
    expect(limit.keyOf('192.0.2.7')).toBe(
      'worksphere-rate-limit:calls:/api/calls/make-call:192.0.2.7',
    );
    expect(() => createWindowLimit({ name: ' ', max: 1, windowMs: 1 })).toThrow(/needs a name/);
  });
});
