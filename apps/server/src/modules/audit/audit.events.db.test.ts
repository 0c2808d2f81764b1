import type { AuditEvent } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerOrganization, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, useTestApp, type TestApp } from '../../test/test-app.js';

// Two wrong passwords are free, the third check waits (a long delay: no test outruns it).
const testApp = useTestApp({ ACCOUNT_THROTTLE_FAILURES: '2', ACCOUNT_THROTTLE_DELAY_MS: '600000' });
const app = () => testApp.app;
const db = () => testApp.db;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

async function events(token: string, query = '') {
  const response = await call(app(), 'GET', `/audit/events${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { events: AuditEvent[] }).events;
}

/** Makes the audit insert of one action by one user fail, as a full disk or a bug would. */
async function breakAuditOf(action: string, userId: string) {
  await db().execute(
    sql.raw(`create or replace function h6_refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit insert refused by the test'; end $$`),
  );
  await db().execute(
    sql.raw(`create trigger h6_refuse_audit before insert on audit_events for each row
      when (new.action = '${action}' and new.actor_user_id = '${userId}')
      execute function h6_refuse_audit()`),
  );
}

async function repairAudit() {
  await db().execute(sql.raw('drop trigger if exists h6_refuse_audit on audit_events'));
}

describe('audit log: sign-ups, exports, sign-up domain and throttling', () => {
  it('records a new organisation with its first admin, address and device', async () => {
    const admin = await registerOrganization(app(), {});
    const created = await events(admin.token, '?action=organization.created');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      actor: { id: admin.user.id },
      target: { type: 'organization', id: admin.user.organizationId },
      details: { adminEmail: admin.user.email },
      ip: '127.0.0.1',
    });
  });

  it('records a change of the open sign-up domain, however it is made', async () => {
    const admin = await registerOrganization(app());
    await db().execute(
      sql`update organizations set open_signup_domain = 'example.org' where id = ${admin.user.organizationId}`,
    );
    // Writing the same value again is no change.
    await db().execute(
      sql`update organizations set open_signup_domain = 'example.org' where id = ${admin.user.organizationId}`,
    );
    const changed = (await events(admin.token, '?kind=organization')).filter(
      (event) => event.target?.type === 'organization' && event.action !== 'organization.created',
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      action: 'organization.settings_changed',
      actor: null,
      details: { fields: ['openSignupDomain'], from: null, to: 'example.org', via: 'database' },
    });
  });

  it('records a Z report leaving as CSV or PDF, not the report read on screen', async () => {
    const admin = await registerOrganization(app());
    const shown = await call(app(), 'GET', '/pos/reports', { token: admin.token });
    expect(shown.statusCode, shown.body).toBe(200);
    const csv = await call(app(), 'GET', '/pos/reports?format=csv', {
      token: admin.token,
      headers: { 'user-agent': FIREFOX },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const exports = await events(admin.token, '?kind=export');
    expect(exports).toHaveLength(1);
    const day = shown.json().report.from as string;
    expect(exports[0]).toMatchObject({
      action: 'export.csv',
      actor: { id: admin.user.id },
      target: { type: 'pos_report', label: `z-report-${day}-${day}.csv` },
      details: { format: 'csv', from: day, to: day, orders: 0 },
      ip: '127.0.0.1',
      device: 'Firefox 140 on Linux',
    });
  });

  it('records one event per throttled burst on an account, not one per refused attempt', async () => {
    const admin = await registerOrganization(app());
    const attempt = () =>
      call(app(), 'POST', '/user/login', {
        body: { identifier: admin.user.username, password: 'not the password' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    for (let refused = 0; refused < 5; refused += 1) expect((await attempt()).statusCode).toBe(429);

    const throttled = await events(admin.token, '?action=auth.rate_limited');
    expect(throttled).toHaveLength(1);
    expect(throttled[0]).toMatchObject({
      actor: { id: admin.user.id },
      target: { type: 'user', id: admin.user.id },
      details: { limit: 'account', attempt: 'sign_in' },
      ip: '127.0.0.1',
    });
    // The failed checks before the throttle are there too, each one.
    expect(await events(admin.token, '?action=auth.sign_in_failed')).toHaveLength(2);
  });

  it('keeps an unknown identifier masked when its burst is throttled', async () => {
    const identifier = `nobody${Date.now()}@unclaimed.example`;
    for (let i = 0; i < 4; i += 1)
      await call(app(), 'POST', '/user/login', { body: { identifier, password: 'guess guess' } });
    const { rows } = await db().execute<{ organization_id: string | null; details: object }>(
      sql`select organization_id, details from audit_events
          where action = 'auth.rate_limited' and details->>'identifier' = ${`no\u2026@unclaimed.example`}`,
    );
    expect(rows).toEqual([
      {
        organization_id: null,
        details: expect.objectContaining({
          limit: 'account',
          identifier: 'no\u2026@unclaimed.example',
        }),
      },
    ]);
  });

  it('opens no session when the sign-in event cannot be written', async () => {
    const admin = await registerOrganization(app());
    const before = await db().execute<{ count: number }>(
      sql`select count(*)::int as count from sessions where user_id = ${admin.user.id}`,
    );
    await breakAuditOf('auth.sign_in', admin.user.id);
    try {
      const refused = await call(app(), 'POST', '/user/login', {
        body: { identifier: admin.user.username, password: TEST_PASSWORD },
      });
      expect(refused.statusCode).toBe(500);
      expect(refused.json().token).toBeUndefined();
    } finally {
      await repairAudit();
    }
    const after = await db().execute<{ count: number }>(
      sql`select count(*)::int as count from sessions where user_id = ${admin.user.id}`,
    );
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
    const signedIn = await call(app(), 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('keeps no access token whose creation event cannot be written', async () => {
    const admin = await registerOrganization(app());
    await breakAuditOf('token.created', admin.user.id);
    try {
      const refused = await call(app(), 'POST', '/ai/tokens', {
        token: admin.token,
        body: { name: 'Never kept' },
      });
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain('wsp_');
    } finally {
      await repairAudit();
    }
    const { rows } = await db().execute<{ count: number }>(
      sql`select count(*)::int as count from ai_access_tokens where name = 'Never kept'`,
    );
    expect(rows[0]!.count).toBe(0);
  });
});

describe('audit log: refusals of the per-address limit', () => {
  let limited: TestApp | undefined;
  afterAll(() => limited?.close());

  it('records the first refused request of a burst per address and route', async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    const identifier = `limited${Date.now()}@example.com`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await call(limited.app, 'POST', '/user/login', {
        body: { identifier, password: 'guess guess' },
        headers: { 'user-agent': FIREFOX },
      });
      answers.push(answer.statusCode);
    }
    expect(answers).toEqual([401, 401, 429, 429, 429, 429]);
    const read = () =>
      limited!.db.execute<{ organization_id: string | null; target_label: string; ip: string }>(
        sql`select organization_id, target_label, ip from audit_events where action = 'auth.rate_limited'`,
      );
    // Written beside the 429 (the limiter does not wait for it): read until it is there.
    await vi.waitFor(async () => expect((await read()).rows.length).toBeGreaterThan(0));
    const { rows } = await read();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organization_id: null, ip: '127.0.0.1' });
    expect(rows[0]!.target_label).toMatch(/^POST .*\/user\/login$/);
  });
});
