/**
 * The walk of bench/load-mix.ts: what one member does in a busy working hour, as the web app
 * sends it. Each row is one thing a person does, the requests the app sends for it (read from
 * apps/web/src/features/{dashboard,tasks,chat,calendar,mail}/api: e.g. opening the dashboard is
 * GET /dashboard/layout and GET /dashboard/summary?days=7), and how often a member does it in
 * that hour. The frequencies are our estimate of a busy office hour (nobody has measured real
 * members yet): a member reads chat about every three minutes, writes in it every ten, opens
 * the task list every six minutes and creates two tasks, looks at the mail list every six
 * minutes, the calendar and the dashboard four times, signs in once a working day (an eighth of
 * the members in an average hour, a quarter in the busy hour after nine), and the
 * organisation's shop takes two online orders an hour per member (a shop of 100 members takes
 * 200). Besides the requests every member holds one /chat socket the whole hour, and 2 % of
 * the members type in a shared document at any time (2 characters a second each, the pace of
 * someone writing while thinking, against the 5 of bench/co-editing.bench.ts's fast typist).
 *
 * | Action                   | Requests                                         | per member-hour |
 * |--------------------------|--------------------------------------------------|----------------:|
 * | sign in                  | POST /api/user/login                              |            0.25 |
 * | open the dashboard       | GET /api/dashboard/layout, /dashboard/summary     |          4 (x2) |
 * | list open tasks          | GET /api/tasks?completed=false                    |              10 |
 * | create a task            | POST /api/tasks                                   |               2 |
 * | read a chat thread       | GET /api/chat/chats?threadId=...                  |              20 |
 * | post in a chat thread    | POST /api/chat/sendChat (newChat to the others)   |               6 |
 * | open the calendar week   | GET /api/calendar/events?accountId=all&timeMin... |               4 |
 * | list mail from the cache | POST /api/email/fetch/getCachedEmails             |              10 |
 * | a point-of-sale order    | POST /api/pos/public/{slug}/orders (pos:order)    |               2 |
 *
 * That is 62.25 requests per member-hour (about one a minute), plus the sockets and the typing.
 */
export type Kind =
  | 'sign in'
  | 'dashboard layout'
  | 'dashboard summary'
  | 'task list'
  | 'task create'
  | 'chat read'
  | 'chat post'
  | 'calendar week'
  | 'mail list'
  | 'pos order';

/** Requests of each kind per member per hour (the table above). */
export const WALK: Record<Kind, number> = {
  'sign in': 0.25,
  'dashboard layout': 4,
  'dashboard summary': 4,
  'task list': 10,
  'task create': 2,
  'chat read': 20,
  'chat post': 6,
  'calendar week': 4,
  'mail list': 10,
  'pos order': 2,
};

/** The kinds bench/baseline.ts serves with the product's SQL (the product/bare comparison). */
export const BARE_KINDS: Kind[] = ['task list', 'chat read', 'chat post', 'pos order'];

/** Share of the members typing in their organisation's document at any time, and their pace. */
export const TYPING_SHARE = 0.02;
export const KEYS_PER_SECOND = 2;

export const requestsPerMemberHour = Object.values(WALK).reduce((sum, rate) => sum + rate, 0);
