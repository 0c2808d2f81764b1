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
