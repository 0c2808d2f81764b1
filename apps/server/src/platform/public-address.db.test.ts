import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../test/factories.js';
import { call, useTestApp } from '../test/test-app.js';

// No PUBLIC_URL: links shown to a user carry the address their browser used.
const testApp = useTestApp({ PUBLIC_URL: undefined });

describe('links shown to the user without PUBLIC_URL', () => {
  it('use the address the browser reached the server at, never localhost', async () => {
    const admin = await registerOrganization(testApp.app);
    const created = await call(testApp.app, 'POST', '/calendar/feed', {
      token: admin.token,
      headers: { host: 'office-server.lan:8080' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().url).toMatch(
      /^http:\/\/office-server\.lan:8080\/api\/calendar\/feed\/[\w-]+\.ics$/,
    );
    const byIp = await call(testApp.app, 'GET', '/calendar/feed', {
      token: admin.token,
      headers: { host: '192.0.2.10:3000' },
    });
    expect(byIp.json().url).toMatch(/^http:\/\/192\.0\.2\.10:3000\/api\/calendar\/feed\//);
  });

  it('fall back to the configured default when the Host header is not a host', async () => {
    const admin = await registerOrganization(testApp.app);
    const created = await call(testApp.app, 'POST', '/calendar/feed', {
      token: admin.token,
      headers: { host: 'evil.example/<script>' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\//);
  });
});
