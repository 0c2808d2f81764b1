import type { AuditEvent } from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { organizations } from '../organizations/organizations.table.js';
import { auditEvents } from './audit.table.js';

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

  it('shows a retention change with the organisation\u2019s name as its target, never its raw id', async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const organizationId = admin.user.organizationId;
    const [organization] = await testApp.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const saved = await call(testApp.app, 'PUT', '/audit/settings', {
      token: admin.token,
      body: { retentionDays: 90 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // An event written before targets had a label shows the name too (read now).
    await testApp.db.insert(auditEvents).values({
      organizationId,
      actorUserId: admin.user.id,
      action: 'audit.retention_changed',
      targetType: 'organization',
      targetId: organizationId,
      targetLabel: null,
      details: { from: 365, to: 400 },
    });

    const listed = async (token: string) =>
      (
        (
          await call(testApp.app, 'GET', '/audit/events?action=audit.retention_changed', {
            token,
          })
        ).json() as { events: AuditEvent[] }
      ).events;
    const events = await listed(admin.token);
    expect(events.map((event) => [event.target, event.details])).toEqual([
      [
        { type: 'organization', id: organizationId, label: organization!.name },
        { from: 365, to: 400 },
      ],
      [
        { type: 'organization', id: organizationId, label: organization!.name },
        { from: 365, to: 90 },
      ],
    ]);
    const csv = await call(testApp.app, 'GET', '/audit/events.csv?action=audit.retention_changed', {
      token: admin.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"${organization!.name}"`);
    expect(csv.body).not.toContain(`"${organizationId}"`);

    // Another organisation reads none of it.
    expect(await listed(other.token)).toEqual([]);
  });
});
