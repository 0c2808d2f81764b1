import { SIGNED_IN_DEVICES_MESSAGES, type SignedInDevice } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization, TEST_PASSWORD } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { describeUserAgent } from './signed-in-devices.js';

const testApp = useTestApp();
const app = () => testApp.app;

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

async function signIn(username: string, userAgent?: string) {
  const response = await call(app(), 'POST', '/user/login', {
    body: { identifier: username, password: TEST_PASSWORD },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

const list = async (token: string) => {
  const response = await call(app(), 'GET', '/user/me/sessions', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sessions as SignedInDevice[];
};
const isAlive = async (token: string) =>
  (await call(app(), 'GET', '/user/me', { token })).statusCode === 200;

describe('signed-in devices (Settings > Sessions)', () => {
  it('lists each browser of the user with its last use, this one marked', async () => {
    const admin = await registerOrganization(app());
    const laptop = await signIn(admin.user.username, CHROME_LINUX);
    await signIn(admin.user.username, SAFARI_IPHONE);

    const devices = await list(laptop);
    // Registering opened a session too.
    expect(devices).toHaveLength(3);
    const current = devices.filter((device) => device.isCurrent);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ browser: 'Chrome 156', system: 'Linux', device: 'desktop' });
    expect(devices.find((device) => device.device === 'mobile')).toMatchObject({
      browser: 'Safari 18',
      system: 'iOS 18',
    });
    for (const device of devices) {
      expect(Date.parse(device.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(device.signedInAt));
    }
  });

  it('signs out one other session, whose token stops working; not the current one', async () => {
    const admin = await registerOrganization(app());
    const laptop = await signIn(admin.user.username, CHROME_LINUX);
    const phone = await signIn(admin.user.username, SAFARI_IPHONE);
    const phoneId = (await list(laptop)).find((device) => device.device === 'mobile')!.id;

    const own = (await list(laptop)).find((device) => device.isCurrent)!.id;
    const refused = await call(app(), 'DELETE', `/user/me/sessions/${own}`, { token: laptop });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: SIGNED_IN_DEVICES_MESSAGES.notCurrent,
      code: 'VALIDATION_ERROR',
    });

    const signedOut = await call(app(), 'DELETE', `/user/me/sessions/${phoneId}`, {
      token: laptop,
    });
    expect(signedOut.statusCode).toBe(204);
    expect(await isAlive(phone)).toBe(false);
    expect(await isAlive(laptop)).toBe(true);
    expect((await list(laptop)).map((device) => device.id)).not.toContain(phoneId);

    // Again: it has ended already.
    const again = await call(app(), 'DELETE', `/user/me/sessions/${phoneId}`, { token: laptop });
    expect(again.statusCode).toBe(404);
    const junk = await call(app(), 'DELETE', '/user/me/sessions/not-an-id', { token: laptop });
    expect(junk.statusCode).toBe(404);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const admin = await registerOrganization(app());
    const laptop = await signIn(admin.user.username, CHROME_LINUX);
    const phone = await signIn(admin.user.username, SAFARI_IPHONE);
    const response = await call(app(), 'POST', '/user/me/sessions/sign-out-others', {
      token: laptop,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    expect(await isAlive(phone)).toBe(false);
    expect(await isAlive(admin.token)).toBe(false);
    expect(await isAlive(laptop)).toBe(true);
    expect(await list(laptop)).toHaveLength(1);
  });

  it("neither shows nor ends another person's sessions, in this organisation or another", async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const stranger = await registerOrganization(app());
    const adminSession = (await list(admin.token))[0]!.id;

    for (const other of [member, stranger]) {
      expect((await list(other.token)).map((device) => device.id)).not.toContain(adminSession);
      const response = await call(app(), 'DELETE', `/user/me/sessions/${adminSession}`, {
        token: other.token,
      });
      expect(response.statusCode).toBe(404);
      await call(app(), 'POST', '/user/me/sessions/sign-out-others', { token: other.token });
    }
    expect(await isAlive(admin.token)).toBe(true);
  });

  it('asks for a session', async () => {
    expect((await call(app(), 'GET', '/user/me/sessions')).statusCode).toBe(401);
  });
});

describe('describeUserAgent', () => {
  it('names browser, system and kind of device, or says it does not know', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null, device: 'unknown' });
    expect(describeUserAgent(CHROME_LINUX)).toEqual({
      browser: 'Chrome 156',
      system: 'Linux',
      device: 'desktop',
    });
  });
});
