import type { AuditEvent } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { purgeExpired } from './audit.repo.js';

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.db;

async function events(token: string, query = '') {
  const response = await call(app(), 'GET', `/audit/events${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { events: AuditEvent[]; nextCursor: string | null };
}

describe('audit log', () => {
  it('records a failed sign-in (known and unknown account) with address and device', async () => {
    const admin = await registerOrganization(app());
    const wrong = await call(app(), 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: 'not the password' },
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      },
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await call(app(), 'POST', '/user/login', {
      body: { identifier: 'nobody-here@example.com', password: 'whatever it is' },
    });
    expect(unknown.statusCode).toBe(401);
    const { events: found } = await events(admin.token, '?action=auth.sign_in_failed');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      action: 'auth.sign_in_failed',
      actor: { id: admin.user.id },
      details: { reason: 'wrong_password' },
      ip: '127.0.0.1',
      device: 'Firefox 140 on Linux',
    });
    const { rows } = await db().execute<{
      organization_id: string | null;
      details: { identifier: string };
    }>(
      sql`select organization_id, details from audit_events where details->>'reason' = 'unknown_account' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({
      organization_id: null,
      details: { identifier: 'no\u2026@example.com' },
    });
  });

  it('records a role change, an invitation and a token, with kind, member and text filters', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const changed = await call(app(), 'PATCH', `/user/${member.user.id}`, {
      token: admin.token,
      body: { role: 'ADMIN' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = await call(app(), 'POST', '/ai/tokens', {
      token: admin.token,
      body: { name: 'Laptop script' },
    });
    expect(token.statusCode, token.body).toBe(201);

    const all = (await events(admin.token)).events;
    const actions = all.map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'invitation.sent',
        'invitation.accepted',
        'member.role_changed',
        'token.created',
      ]),
    );
    expect(all.find((event) => event.action === 'member.role_changed')).toMatchObject({
      actor: { id: admin.user.id },
      target: { type: 'user', id: member.user.id, label: member.user.email },
      details: { from: 'MEMBER', to: 'ADMIN' },
    });
    expect(JSON.stringify(all)).not.toContain('wsp_');

    expect(
      (await events(admin.token, '?kind=invitation')).events.map((event) => event.action).sort(),
    ).toEqual(['invitation.accepted', 'invitation.sent']);
    const byMember = (await events(admin.token, `?actorId=${member.user.id}`)).events;
    expect(byMember.every((event) => event.actor?.id === member.user.id)).toBe(true);
    expect(byMember.length).toBeGreaterThan(0);
    expect(
      (await events(admin.token, '?q=laptop%20scr')).events.map((event) => event.action),
    ).toEqual(['token.created']);
    const future = (await events(admin.token, '?from=2999-01-01')).events;
    expect(future).toEqual([]);

    const firstPage = await events(admin.token, '?limit=2');
    expect(firstPage.events).toHaveLength(2);
    const next = await events(admin.token, `?limit=2&cursor=${firstPage.nextCursor}`);
    expect(Number(next.events[0]!.id)).toBeLessThan(Number(firstPage.events[1]!.id));
  });

  it('records a document export and exports the log as CSV with injection-safe cells', async () => {
    const admin = await registerOrganization(app(), { firstName: '=HYPERLINK("http://x")' });
    const exported = await call(app(), 'POST', '/filemanager/convertToMarkdown', {
      token: admin.token,
      body: { html: '<p>Hello</p>', filename: '+cmd' },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const { events: found } = await events(admin.token, '?kind=export');
    expect(found[0]).toMatchObject({ action: 'export.document', details: { format: 'markdown' } });

    const csv = await call(app(), 'GET', '/audit/events.csv?kind=export', { token: admin.token });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"When (UTC)","Action","Actor"');
    // The export itself comes first (recorded before the file), then the document export.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"export.csv"');
    const documentLine = lines[2]!;
    expect(documentLine).toContain('"export.document"');
    expect(documentLine).toContain(`"'=HYPERLINK(""http://x"") Admin"`);
    expect(documentLine).toContain(`"'+cmd.md"`);
    // The export is itself recorded.
    expect((await events(admin.token, '?action=export.csv')).events).toHaveLength(1);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE; the purge removes only expired rows', async () => {
    const admin = await registerOrganization(app());
    const orgId = admin.user.organizationId;
    await db().execute(
      sql`insert into audit_events (organization_id, action) values (${orgId}, 'auth.sign_in')`,
    );
    await expect(
      db().execute(sql`update audit_events set action = 'x' where organization_id = ${orgId}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from audit_events where organization_id = ${orgId}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_events`)).rejects.toThrow();

    await db().execute(sql`insert into audit_events (organization_id, action, created_at) values
      (${orgId}, 'auth.sign_in', now() - interval '40 days'), (${orgId}, 'auth.sign_out', now() - interval '20 days')`);
    const saved = await call(app(), 'PUT', '/audit/settings', {
      token: admin.token,
      body: { retentionDays: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tooShort = await call(app(), 'PUT', '/audit/settings', {
      token: admin.token,
      body: { retentionDays: 7 },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().code).toBe('VALIDATION_ERROR');

    expect(await purgeExpired(db())).toBeGreaterThanOrEqual(1);
    const { rows } = await db().execute<{ action: string }>(
      sql`select action from audit_events where organization_id = ${orgId} and created_at < now() - interval '10 days'`,
    );
    expect(rows.map((row) => row.action)).toEqual(['auth.sign_out']);
    // After the purge the guard is back on.
    await expect(
      db().execute(sql`delete from audit_events where organization_id = ${orgId}`),
    ).rejects.toThrow();
  });

  it('members get 403; another organisation sees none of these events', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    for (const path of ['/audit/events', '/audit/events.csv', '/audit/settings']) {
      const refused = await call(app(), 'GET', path, { token: member.token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    const other = await registerOrganization(app());
    const seen = (await events(other.token)).events;
    expect(
      seen.every(
        (event) => event.actor?.id !== admin.user.id && event.actor?.id !== member.user.id,
      ),
    ).toBe(true);
    expect((await events(other.token, `?actorId=${admin.user.id}`)).events).toEqual([]);
    const csv = await call(app(), 'GET', '/audit/events.csv', { token: other.token });
    expect(csv.body).not.toContain(admin.user.username);
  });
});
