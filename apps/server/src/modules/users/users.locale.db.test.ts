import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

describe('the profile\u2019s interface language', () => {
  it('is null (the browser\u2019s) at first, set to fr or de, kept when left out, cleared with null', async () => {
    const admin = await registerOrganization(testApp.app);
    const put = (body: Record<string, unknown>) =>
      call(testApp.app, 'PUT', '/user/me', { token: admin.token, body });
    const me = async () =>
      (await call(testApp.app, 'GET', '/user/me', { token: admin.token })).json().user;

    expect((await me()).locale).toBeNull();
    const set = await put({ locale: 'fr' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.locale).toBe('fr');
    expect((await put({ timeFormat: '24h' })).json().user.locale).toBe('fr');
    expect((await me()).locale).toBe('fr');
    expect((await put({ locale: 'de' })).json().user.locale).toBe('de');

    const bad = await put({ locale: 'es' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await me()).locale).toBe('de');

    expect((await put({ locale: null })).json().user.locale).toBeNull();
    expect((await me()).locale).toBeNull();
  });

  it('is one user\u2019s own: another organisation\u2019s user neither sees nor changes it', async () => {
    const first = await registerOrganization(testApp.app);
    const second = await registerOrganization(testApp.app);
    await call(testApp.app, 'PUT', '/user/me', { token: first.token, body: { locale: 'fr' } });
    const changed = await call(testApp.app, 'PUT', '/user/me', {
      token: second.token,
      body: { locale: 'de' },
    });
    expect(changed.json().user.id).toBe(second.user.id);
    const patch = await call(testApp.app, 'PATCH', `/user/${first.user.id}`, {
      token: second.token,
      body: { locale: 'de' },
    });
    expect([400, 404]).toContain(patch.statusCode);
    const mine = await call(testApp.app, 'GET', '/user/me', { token: first.token });
    expect(mine.json().user.locale).toBe('fr');
    const list = await call(testApp.app, 'GET', '/user', { token: second.token });
    expect(list.json().users).toHaveLength(1);
    expect(list.json().users[0]).not.toHaveProperty('locale');
  });
});
