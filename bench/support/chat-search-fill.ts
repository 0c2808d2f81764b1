/**
 * The chat search benchmark's data: one organisation registered through the API, then in bulk
 * SQL its members, rooms, threads and MESSAGES messages (generate_series, with the search
 * indexes built once after the rows rather than row by row), and attachments on 1 in 50.
 *
 * Each message holds eight words of a 1,000-word vocabulary drawn with a skewed (Zipf-like)
 * frequency, so a few words are in many messages and most in few, plus one code word shared
 * by 20 messages: the searches below meet common, middling and rare words.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Pool } from './work-items-fill.js';

export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const MEMBERS = 10;
const ROOMS = 20;
const THREADS_PER_ROOM = 10;
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'vi', 'zo', 'pe', 'sa'];

/** Word k of the vocabulary (0..999): three syllables, the digits of k. */
export function vocabularyWord(k: number): string {
  const digits = k.toString().padStart(3, '0');
  return [...digits].map((digit) => SYLLABLES[Number(digit)]).join('');
}

export type ChatSearchFixture = { token: string; organizationId: string; memberIds: string[] };

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export async function fillChatSearch(app: FastifyInstance, pool: Pool): Promise<ChatSearchFixture> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      username: 'bench.admin',
      email: 'bench.admin@example.com',
      password: 'benchmark password',
      firstName: 'Bench',
      lastName: 'Admin',
      organizationName: 'Chat Search Org',
    },
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const { token, user } = registered.json();
  const organizationId = user.organizationId as string;
  const others = await pool.query<{ id: string }>(
    `insert into users (organization_id, username, email, password_hash, first_name, last_name,
                        role, permissions)
     select $1, 'bench.member' || g, 'bench.member' || g || '@example.com', 'not-a-hash',
            'Member', g::text, 'MEMBER', '{}'
     from generate_series(1, $2::int) g returning id`,
    [organizationId, MEMBERS - 1],
  );
  const memberIds = [user.id as string, ...others.rows.map((row) => row.id)];
  await timed(`${ROOMS} rooms, ${ROOMS * THREADS_PER_ROOM} threads`, () =>
    pool.query(
      `with rooms as (
         insert into chat_rooms (organization_id, name)
         select $1, 'Room ' || g from generate_series(1, $2::int) g returning id)
       insert into chat_threads (organization_id, chat_room_id, title)
       select $1, rooms.id, 'Thread ' || t from rooms, generate_series(1, $3::int) t`,
      [organizationId, ROOMS, THREADS_PER_ROOM],
    ),
  );
  const client = await pool.connect();
  try {
    await client.query(`set maintenance_work_mem = '256MB'`);
    // Built once after the rows: maintaining them row by row would take most of the fill.
    await client.query('drop index chat_messages_search_idx, chat_messages_content_trgm_idx');
    await timed(`${MESSAGES.toLocaleString('en')} messages`, () =>
      client.query(
        `with vocabulary as (
           select array_agg(word order by k) as words from (
             select k, (array[${SYLLABLES.map((s) => `'${s}'`).join(',')}])[k / 100 + 1]
                    || (array[${SYLLABLES.map((s) => `'${s}'`).join(',')}])[k / 10 % 10 + 1]
                    || (array[${SYLLABLES.map((s) => `'${s}'`).join(',')}])[k % 10 + 1] as word
             from generate_series(0, 999) k) v
         ),
         threads as (
           select array_agg(id order by id) as ids, array_agg(chat_room_id order by id) as rooms
           from chat_threads where organization_id = $1
         )
         insert into chat_messages (organization_id, chat_room_id, thread_id, sender_id, content,
                                    created_at, updated_at)
         select $1, threads.rooms[g % cardinality(threads.ids) + 1],
                threads.ids[g % cardinality(threads.ids) + 1],
                ($2::uuid[])[g % cardinality($2::uuid[]) + 1],
                (select string_agg(vocabulary.words[floor(1000 * random() ^ 2)::int + 1 + w * 0], ' ')
                   from generate_series(1, 8 + g * 0) w)
                  || ' code' || (g % ($3::int / 20)),
                now() - make_interval(secs => ($3::int - g) * 30),
                now() - make_interval(secs => ($3::int - g) * 30)
         from generate_series(1, $3::int) g, vocabulary, threads`,
        [organizationId, memberIds, MESSAGES],
      ),
    );
    await timed('attachments on 1 in 50', () =>
      client.query(
        `insert into chat_attachments (organization_id, message_id, filename, mimetype, size,
                                       storage_path)
         select organization_id, id, 'photo.png', 'image/png', 1024,
                organization_id || '/chat/' || id || '.png'
         from chat_messages where organization_id = $1 and (hashtext(id::text) % 50) = 0`,
        [organizationId],
      ),
    );
    await timed('search index (GIN, to_tsvector simple)', () =>
      client.query(
        `create index chat_messages_search_idx on chat_messages
         using gin (to_tsvector('simple'::regconfig, content))`,
      ),
    );
    await timed('trigram index (the palette)', () =>
      client.query(
        `create index chat_messages_content_trgm_idx on chat_messages
         using gin (content gin_trgm_ops)`,
      ),
    );
    await timed('vacuum analyze', () => client.query('vacuum analyze'));
  } finally {
    client.release();
  }
  return { token, organizationId, memberIds };
}
