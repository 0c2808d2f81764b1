import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { findLocalAccount } from '../accounts/accounts.repo.js';
import * as repo from './calendar.repo.js';
import { findLiveFeedByTokenHash } from './calendar-feed.repo.js';
import { listVisibleCalendars } from './calendars.repo.js';
import { busyRow, isBusyFor } from './event-visibility.js';

/** The public path of a feed: /api/calendar/feed/{token}.ics */
export const FEED_PATH = '/api/calendar/feed';

/**
 * Each user's secret iCalendar URL of the built-in calendar: created or rotated, shown again,
 * revoked. The token is derived from a stored nonce with the secrets key; only its hash is
 * looked up, so the table alone opens no feed.
 */
export function createCalendarFeedService({ db, config, secrets }: AppDeps) {
  const tokenFor = (nonce: string) => secrets.derive(`calendar-feed:${nonce}`);
  const urlFor = (baseUrl: string, token: string) => `${baseUrl}${FEED_PATH}/${token}.ics`;

  /** `baseUrl`: where the user reaches this server (see addressForUser). */
  async function getFeedUrl(session: SessionContext, baseUrl: string): Promise<string | null> {
    const feed = await repo.findFeed(db, session.userId);
    if (!feed || feed.organizationId !== session.organizationId) return null;
    const token = tokenFor(feed.nonce);
    // A changed secrets key makes old URLs useless: say there is none rather than a dead link.
    return hashToken(token) === feed.tokenHash ? urlFor(baseUrl, token) : null;
  }

  /** A new secret URL; the old one stops working. */
  async function rotateFeed(session: SessionContext, baseUrl: string): Promise<string> {
    const nonce = randomBytes(16).toString('base64url');
    const token = tokenFor(nonce);
    await repo.upsertFeed(db, {
      userId: session.userId,
      organizationId: session.organizationId,
      nonce,
      tokenHash: hashToken(token),
    });
    return urlFor(baseUrl, token);
  }

  async function revokeFeed(session: SessionContext) {
    await repo.deleteFeed(db, session.userId);
  }

  /** The feed's text for a token, or undefined when the token names no live feed. */
  async function renderFeed(token: string): Promise<string | undefined> {
    if (!/^[\w-]{20,100}$/.test(token)) return undefined;
    const feed = await findLiveFeedByTokenHash(db, hashToken(token));
    if (!feed) return undefined;
    const account = await findLocalAccount(db, feed.organizationId);
    if (!account) return undefined;
    // The feed holds what its owner sees in the app: no one else's private calendar, and
    // others' private events only as "Busy".
    const calendars = await listVisibleCalendars(db, {
      organizationId: feed.organizationId,
      userId: feed.userId,
    });
    const rows = await repo.listAccountEvents(
      db,
      { organizationId: feed.organizationId, accountId: account.id },
      calendars.map((calendar) => calendar.id),
    );
    // The iCalendar writer loads with the first feed asked for, not with every start.
    const { renderCalendarFeed } = await import('./calendar-ics.js');
    return renderCalendarFeed(
      rows.map((row) => (isBusyFor(row, feed.userId) ? busyRow(row) : row)),
      new URL(config.publicUrl).hostname,
    );
  }

  return { getFeedUrl, rotateFeed, revokeFeed, renderFeed };
}
