import type { InboxDelivery, InboxItemTexts } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { namedStatement } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import type { InboxActorRow, InboxItemRow } from './inbox.repo.js';
import { inboxItems, inboxPreferences } from './inbox.table.js';

export type HolderItemRow = InboxItemRow & {
  actor: InboxActorRow | null;
  delivery: InboxDelivery;
  /** The recipient's unread items, this one included. */
  unreadCount: number;
};

export type HoldersNotice = {
  organizationId: string;
  permission: string;
  actorId: string | null;
  kind: string;
  defaultDelivery: InboxDelivery;
  subjectType: string;
  subjectId: string;
  subjectLink: string;
  title: string;
  body: string;
  texts: InboxItemTexts;
  dedupeKey: string;
  createdAt: Date;
};

const p = (name: keyof HoldersNotice | 'textsJson') => sql.placeholder(name);

/**
 * One item for each active member holding a permission (ADMIN holds all) who has not turned
 * the kind off, in one statement: the recipients with their delivery choice, the items (a
 * recipient who has this dedupe key already gets nothing), the actor, and each recipient's
 * unread count. The count reads the table as it was before the insert, so the new item is
 * added to it (every new item is unread). Named and prepared: an online order sends it.
 */
const holdersStatement = namedStatement<HolderItemRow>(
  'inbox_notify_holders',
  sql`
    with recipients as (
      select u.id, coalesce(pref.delivery, ${p('defaultDelivery')}::text) as delivery
      from ${users} u
      left join ${inboxPreferences} pref on pref.user_id = u.id and pref.kind = ${p('kind')}::text
      where u.organization_id = ${p('organizationId')}::uuid and u.active
        and (u.role = 'ADMIN' or ${p('permission')}::text = any(u.permissions))
        and u.id is distinct from ${p('actorId')}::uuid
    ),
    inserted as (
      insert into ${inboxItems} (organization_id, recipient_id, kind, actor_id, subject_type,
        subject_id, subject_link, title, body, texts, dedupe_key, created_at)
      select ${p('organizationId')}::uuid, r.id, ${p('kind')}::text, ${p('actorId')}::uuid,
        ${p('subjectType')}::text, ${p('subjectId')}::text, ${p('subjectLink')}::text,
        ${p('title')}::text, ${p('body')}::text, ${p('textsJson')}::jsonb, ${p('dedupeKey')}::text,
        ${p('createdAt')}::timestamptz
      from recipients r where r.delivery <> 'off'
      on conflict (recipient_id, dedupe_key) do nothing
      returning *
    )
    select i.id, i.organization_id as "organizationId", i.recipient_id as "recipientId",
      i.kind, i.actor_id as "actorId", i.subject_type as "subjectType",
      i.subject_id as "subjectId", i.subject_link as "subjectLink", i.title, i.body,
      i.texts, i.dedupe_key as "dedupeKey", i.read_at as "readAt", i.created_at as "createdAt",
      case when a.id is null then null else json_build_object('id', a.id,
        'username', a.username, 'firstName', a.first_name, 'lastName', a.last_name) end as actor,
      r.delivery,
      1 + (select count(*) from ${inboxItems} c
           where c.organization_id = i.organization_id and c.recipient_id = i.recipient_id
             and c.read_at is null)::int as "unreadCount"
    from inserted i
    join recipients r on r.id = i.recipient_id
    left join ${users} a on a.id = i.actor_id`,
);

export function insertItemsForHolders(db: Database, notice: HoldersNotice) {
  return holdersStatement(db, { ...notice, textsJson: JSON.stringify(notice.texts) });
}
