import type { AppDeps } from '../../../platform/app-deps.js';
import type { ParsedMessage } from '../../email/providers/mail-provider.js';
import { REPLY_STATUSES, type ReplyStatus } from '@worksphere/contracts';
import * as repo from './attendees.repo.js';
import { eventIdOfUid } from './itip.js';

/** Calendar parts of a message: the text/calendar alternative or an .ics file. */
const isCalendarPart = (part: { contentType: string; filename: string }) =>
  /^(text\/calendar|application\/ics)/i.test(part.contentType) || /\.ics$/i.test(part.filename);

type Answer = { uid: string; email: string; status: ReplyStatus };

/** The answers in an iTIP REPLY (RFC 5546 §3.2.3); anything else answers none. */
async function answersIn(text: string): Promise<Answer[]> {
  // ical.js loads with the first calendar part seen, not with every mail sync.
  const { default: ICAL } = await import('ical.js');
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  if (String(calendar.getFirstPropertyValue('method')).toUpperCase() !== 'REPLY') return [];
  return calendar.getAllSubcomponents('vevent').flatMap((vevent) =>
    vevent.getAllProperties('attendee').flatMap((attendee) => {
      const status = String(attendee.getParameter('partstat') ?? '').toLowerCase();
      const email = String(attendee.getFirstValue())
        .replace(/^mailto:/i, '')
        .toLowerCase();
      return (REPLY_STATUSES as readonly string[]).includes(status)
        ? [
            {
              uid: String(vevent.getFirstPropertyValue('uid')),
              email,
              status: status as ReplyStatus,
            },
          ]
        : [];
    }),
  );
}

/**
 * A guest's REPLY that arrived by mail in a connected account of this organisation updates their
 * answer: only for our own events (UID), only the guest the message is from (so nobody answers
 * for someone else), and never a member's (members answer in the app).
 */
export async function applyItipReplies(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  organizationId: string,
  messages: ParsedMessage[],
) {
  const domain = new URL(deps.config.publicUrl).hostname;
  for (const message of messages) {
    const sender = message.from?.address.toLowerCase();
    const parts = message.attachments.filter((part) => isCalendarPart(part) && part.content);
    if (!sender || parts.length === 0) continue;
    for (const part of parts) {
      let answers: Answer[];
      try {
        answers = await answersIn(part.content!.toString('utf8'));
      } catch (error) {
        deps.logger.warn({ err: (error as Error).message }, 'calendar reply not readable');
        continue;
      }
      for (const answer of answers) {
        const eventId = answer.uid.endsWith(`@${domain}`) ? eventIdOfUid(answer.uid) : null;
        if (!eventId || answer.email !== sender) continue;
        const guest = await repo.findGuestByEmail(deps.db, organizationId, eventId, answer.email);
        if (guest && !guest.userId) await repo.setStatus(deps.db, guest.id, answer.status);
      }
    }
  }
}
