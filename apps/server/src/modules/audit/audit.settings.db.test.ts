import type { AuditEvent } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

// The webhook address is only checked by the guard (allowed here), never called.
const testApp = useTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:9' });

describe('organisation settings in the audit log', () => {
  it('records shop, phone, weather and webhook changes by field, never their values', async () => {
    const admin = await registerOrganization(testApp.app);
    const changes = [
      [
        'PUT',
        '/weather/location',
        { latitude: 52.52, longitude: 13.41, timezone: 'Europe/Berlin' },
      ],
      ['PUT', '/pos/settings', { description: 'Fresh bread daily' }],
      ['PUT', '/calls/settings', { provider: 'loopback' }],
      ['POST', '/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['task.created'] }],
    ] as const;
    for (const [method, url, body] of changes) {
      const answer = await call(testApp.app, method, url, { token: admin.token, body });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(300);
    }

    const listed = await call(
      testApp.app,
      'GET',
      '/audit/events?action=organization.settings_changed',
      { token: admin.token },
    );
    const events = (listed.json() as { events: AuditEvent[] }).events;
    expect(events.map((event) => event.target?.type).sort()).toEqual([
      'phone_settings',
      'pos_settings',
      'weather_location',
      'webhook',
    ]);
    expect(events.every((event) => event.actor?.id === admin.user.id)).toBe(true);
    const shop = events.find((event) => event.target?.type === 'pos_settings');
    expect(shop?.details).toEqual({ fields: ['description'] });
    expect(JSON.stringify(events)).not.toContain('Fresh bread daily');

    const other = await registerOrganization(testApp.app);
    const theirs = await call(
      testApp.app,
      'GET',
      '/audit/events?action=organization.settings_changed',
      { token: other.token },
    );
    expect((theirs.json() as { events: AuditEvent[] }).events).toEqual([]);
  });
});
