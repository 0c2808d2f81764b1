import { INPUT_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

describe('the profile’s time zone', () => {
  it('is null (the browser’s) at first, set to an IANA zone, kept when left out, cleared with null', async () => {
    const admin = await registerOrganization(testApp.app);
    const profile = {
      username: admin.user.username,
      email: admin.user.email,
      firstName: 'Ada',
      lastName: 'Admin',
    };
    const put = (body: Record<string, unknown>) =>
      call(testApp.app, 'PUT', '/user/me', { token: admin.token, body });
    const me = async () =>
      (await call(testApp.app, 'GET', '/user/me', { token: admin.token })).json().user;

    expect((await me()).timeZone).toBeNull();
    const set = await put({ ...profile, timeZone: 'Asia/Tokyo' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.timeZone).toBe('Asia/Tokyo');
    expect((await put(profile)).json().user.timeZone).toBe('Asia/Tokyo');
    expect((await me()).timeZone).toBe('Asia/Tokyo');

    const bad = await put({ ...profile, timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(INPUT_MESSAGES.invalidTimeZone);

    expect((await put({ ...profile, timeZone: '' })).json().user.timeZone).toBeNull();
    await put({ ...profile, timeZone: 'UTC' });
    expect((await put({ ...profile, timeZone: null })).json().user.timeZone).toBeNull();
  });
});

describe('the profile’s time format', () => {
  it('is auto at first, set to 12h or 24h, kept when left out, and refuses anything else', async () => {
    const admin = await registerOrganization(testApp.app);
    const profile = {
      username: admin.user.username,
      email: admin.user.email,
      firstName: 'Ada',
      lastName: 'Admin',
    };
    const put = (body: Record<string, unknown>) =>
      call(testApp.app, 'PUT', '/user/me', { token: admin.token, body });
    const me = async () =>
      (await call(testApp.app, 'GET', '/user/me', { token: admin.token })).json().user;

    expect((await me()).timeFormat).toBe('auto');
    const set = await put({ ...profile, timeFormat: '24h' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.timeFormat).toBe('24h');
    expect((await put(profile)).json().user.timeFormat).toBe('24h');
    expect((await put({ ...profile, timeFormat: '12h' })).json().user.timeFormat).toBe('12h');
    expect((await me()).timeFormat).toBe('12h');

    const bad = await put({ ...profile, timeFormat: '36h' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await me()).timeFormat).toBe('12h');
  });

  it('is not shown in the member list, where only the member’s own profile would hold it', async () => {
    const admin = await registerOrganization(testApp.app);
    const list = await call(testApp.app, 'GET', '/user', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().users[0]).not.toHaveProperty('timeFormat');
  });
});

describe('a profile update of one setting', () => {
  it('saves the time zone or the clock alone and keeps the rest of the profile', async () => {
    const admin = await registerOrganization(testApp.app);
    const put = (body: Record<string, unknown>) =>
      call(testApp.app, 'PUT', '/user/me', { token: admin.token, body });
    await put({
      username: admin.user.username,
      email: admin.user.email,
      firstName: 'Ada',
      lastName: 'Admin',
    });

    const zone = await put({ timeZone: 'Europe/Berlin' });
    expect(zone.statusCode, zone.body).toBe(200);
    const clock = await put({ timeFormat: '12h' });
    expect(clock.statusCode, clock.body).toBe(200);
    expect(clock.json().user).toMatchObject({
      username: admin.user.username,
      email: admin.user.email,
      firstName: 'Ada',
      lastName: 'Admin',
      timeZone: 'Europe/Berlin',
      timeFormat: '12h',
    });
  });

  it('still refuses a username another account holds when only the username is sent', async () => {
    const first = await registerOrganization(testApp.app);
    const second = await registerOrganization(testApp.app);
    const taken = await call(testApp.app, 'PUT', '/user/me', {
      token: second.token,
      body: { username: first.user.username },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONFLICT');
  });
});
