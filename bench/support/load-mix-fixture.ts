/**
 * The organisations of bench/load-mix.ts: each registered through the product's API (its admin,
 * chat room and threads, open tasks, a week of calendar events, a shop's products, a shared
 * document), its members and their sessions in SQL (the admin's password hash copied, so every
 * member can sign in with the same password), and a shared team mailbox (support@) whose
 * cache holds MAIL_MESSAGES messages, written in SQL: listing the cache needs no IMAP server,
 * and the account is marked `reconnect_needed` so the periodic poll leaves it alone.
 */
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { DEFAULT_MEMBER_PERMISSIONS } from '@worksphere/contracts';
import { hashToken } from '../../apps/server/src/platform/auth/tokens.js';

export const PASSWORD = 'correct horse battery';
const THREADS = 10;
const TASKS = 30;
const EVENTS = 15;
const PRODUCTS = 5;
const MAIL_MESSAGES = 500;

export type Member = { organization: number; username: string; token: string };

export type Organization = {
  id: string;
  slug: string;
  threadIds: string[];
  productIds: string[];
  mailAccountId: string;
  documentId: string;
  adminToken: string;
};

export type Fixture = { organizations: Organization[]; members: Member[] };

async function call<T>(url: string, method: string, token: string | undefined, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Run `work` over `items`, `width` at a time. */
async function inBatches<T>(
  items: T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map((item, at) => work(item, start + at)));
  }
}

/** The Monday 00:00 UTC of this week: the calendar's week view. */
export function thisWeek(): { timeMin: string; timeMax: string } {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday.getTime() + 7 * 86_400_000);
  return { timeMin: monday.toISOString(), timeMax: sunday.toISOString() };
}

async function createOrganization(
  api: string,
  pool: Pool,
  index: number,
  membersEach: number,
): Promise<{ organization: Organization; members: Member[] }> {
  const suffix = `${index}x${randomBytes(3).toString('hex')}`;
  const admin = await call<{
    token: string;
    user: { id: string; organizationId: string; organizationSlug: string };
  }>(`${api}/user/register`, 'POST', undefined, {
    username: `mix${suffix}`,
    email: `mix${suffix}@example.com`,
    password: PASSWORD,
    firstName: 'Mix',
    lastName: 'Admin',
    organizationName: `Mix ${suffix}`,
  });
  const organizationId = admin.user.organizationId;
  const { chatRoom } = await call<{ chatRoom: { id: string } }>(
    `${api}/chat/chatrooms`,
    'POST',
    admin.token,
    { name: 'Everyone' },
  );
  const threadIds: string[] = [];
  for (let thread = 0; thread < THREADS; thread += 1) {
    const created = await call<{ thread: { id: string } }>(
      `${api}/chat/threads`,
      'POST',
      admin.token,
      { chatRoomId: chatRoom.id, title: `Topic ${thread}` },
    );
    threadIds.push(created.thread.id);
  }
  const due = Date.now();
  await inBatches(Array.from({ length: TASKS }), 5, async (_, task) => {
    await call(`${api}/tasks`, 'POST', admin.token, {
      title: `Task ${task}`,
      dueDate: new Date(due + task * 3_600_000).toISOString(),
    });
  });
  const local = await pool.query<{ id: string }>(
    `select id from connected_accounts where organization_id = $1 and account_type = 'local'`,
    [organizationId],
  );
  const { timeMin } = thisWeek();
  await inBatches(Array.from({ length: EVENTS }), 5, async (_, event) => {
    const start = new Date(
      Date.parse(timeMin) + (event % 5) * 86_400_000 + (8 + event) * 3_600_000,
    );
    await call(`${api}/calendar/events`, 'POST', admin.token, {
      accountId: local.rows[0]!.id,
      title: `Meeting ${event}`,
      start: start.toISOString(),
      end: new Date(start.getTime() + 1_800_000).toISOString(),
      category: 'Work',
      timeZone: 'Europe/Berlin',
    });
  });
  const productIds: string[] = [];
  for (let product = 0; product < PRODUCTS; product += 1) {
    const created = await call<{ product: { id: string } }>(
      `${api}/pos/products`,
      'POST',
      admin.token,
      { name: `Dish ${product}`, description: 'Good', price: 450 + product * 25 },
    );
    productIds.push(created.product.id);
  }
  const document = await call<{ document: { id: string } }>(
    `${api}/filemanager/document`,
    'PUT',
    admin.token,
    { folder: '', name: 'minutes.html', content: '<p></p>', expectedVersion: null },
  );
  const mailAccountId = await createMailbox(pool, organizationId, admin.user.id, suffix);

  // Members: the admin's password hash (same password), a live session each, a new member's
  // permissions (pos:sell among them: every member sees the shop's orders live).
  const tokens = Array.from({ length: membersEach - 1 }, () =>
    randomBytes(32).toString('base64url'),
  );
  const inserted = await pool.query<{ id: string; username: string }>(
    `insert into users (organization_id, username, email, password_hash, role, permissions,
                        first_name, last_name)
     select $1, 'm' || g || $3, 'm' || g || $3 || '@example.com',
            (select password_hash from users where id = $4), 'MEMBER', $5::text[], 'Member', g::text
     from generate_series(1, $2::int) g order by g returning id, username`,
    [organizationId, membersEach - 1, suffix, admin.user.id, DEFAULT_MEMBER_PERMISSIONS],
  );
  await pool.query(
    `insert into sessions (token_hash, user_id, organization_id, expires_at)
     select hash, user_id, $1, now() + interval '1 day'
     from unnest($2::text[], $3::uuid[]) as t(hash, user_id)`,
    [organizationId, tokens.map(hashToken), inserted.rows.map((row) => row.id)],
  );
  const members: Member[] = [
    { organization: index, username: `mix${suffix}`, token: admin.token },
    ...inserted.rows.map((row, at) => ({
      organization: index,
      username: row.username,
      token: tokens[at]!,
    })),
  ];
  return {
    organization: {
      id: organizationId,
      slug: admin.user.organizationSlug,
      threadIds,
      productIds,
      mailAccountId,
      documentId: document.document.id,
      adminToken: admin.token,
    },
    members,
  };
}

/** A team mailbox shared with the organisation, its inbox cached (as after a first sync). */
async function createMailbox(pool: Pool, organizationId: string, ownerId: string, suffix: string) {
  const account = await pool.query<{ id: string }>(
    `insert into connected_accounts (organization_id, owner_id, account_type, email_address,
                                     display_name, shared, status, settings)
     values ($1, $2, 'imap', $3, 'Support', true, 'reconnect_needed', '{}') returning id`,
    [organizationId, ownerId, `support${suffix}@example.com`],
  );
  const accountId = account.rows[0]!.id;
  const folder = await pool.query<{ id: string }>(
    `insert into email_folders (organization_id, account_id, path, name, role, total_count)
     values ($1, $2, 'INBOX', 'Inbox', 'inbox', $3) returning id`,
    [organizationId, accountId, MAIL_MESSAGES],
  );
  await pool.query(
    `insert into email_messages (organization_id, account_id, folder_id, provider_id, thread_id,
                                 subject, from_name, from_address, sent_at, is_read, snippet,
                                 body_text)
     select $1, $2, $3, g::text, 't' || (g / 3), 'Question ' || g, 'Customer ' || (g % 50),
            'customer' || (g % 50) || '@example.org', now() - g * interval '7 minutes', g % 4 <> 0,
            'Hello, about my order ' || g, 'Hello, about my order ' || g || '. Thanks.'
     from generate_series(1, $4::int) g`,
    [organizationId, accountId, folder.rows[0]!.id, MAIL_MESSAGES],
  );
  return accountId;
}

/** `organizations` organisations of `membersEach` members each, through the product at `url`. */
export async function createFixture(
  url: string,
  pool: Pool,
  organizations: number,
  membersEach: number,
): Promise<Fixture> {
  const fixture: Fixture = { organizations: [], members: [] };
  await inBatches(Array.from({ length: organizations }), 4, async (_, index) => {
    const created = await createOrganization(`${url}/api`, pool, index, membersEach);
    fixture.organizations[index] = created.organization;
    fixture.members.push(...created.members);
  });
  // Members in organisation order: a step of N members is the first N / membersEach organisations.
  fixture.members.sort((a, b) => a.organization - b.organization);
  return fixture;
}
