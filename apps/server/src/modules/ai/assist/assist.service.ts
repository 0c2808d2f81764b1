import {
  AI_MESSAGES,
  AI_TALK_MESSAGES,
  type AiAssistAction,
  type AiAssistResponse,
  type aiAssistRequestSchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import type { AiServices } from '../ai.services.js';
import { formatInstant, type InstantClock } from '../format-instant.js';
import { AiProviderError, type AiProvider } from '../providers/provider.js';
import { plainExcerpt } from '../tools/tool.js';
import { UNTRUSTED_RULE, wrapUntrusted } from './untrusted-content.js';

type AssistInput = z.output<typeof aiAssistRequestSchema>;
/** isNew: not yet read by the caller, and not their own (what "catch me up" is about). */
type Line = { at: string; from: string; text: string; isNew: boolean };

/** Chat messages read for a summary (the newest). */
const CHAT_LINES = 100;
const LINE_MAX_CHARS = 2_000;

const TASKS: Record<AiAssistAction, string> = {
  summary:
    'Summarise this conversation for the user in at most six short bullet points: what it is about, what was decided, open questions, and who is waiting on whom. Plain words, no preamble.',
  catch_up:
    'The user was away. In at most five short bullet points, tell them what happened in the messages marked NEW and what needs their attention or answer. Plain words, no preamble.',
  draft_reply:
    'Write the reply the user could send next in this conversation: in its language and tone, short, ready to send. Answer with the reply text only. Never invent facts, dates or promises.',
};

const instructions = (action: AiAssistAction) =>
  `You help the user of a workspace app with a conversation they are reading.\n${TASKS[action]}\n${UNTRUSTED_RULE}`;

const transcript = (lines: Line[], clock: InstantClock, markNew: boolean) =>
  lines
    .map(
      (line) =>
        `${markNew && line.isNew ? 'NEW ' : ''}[${formatInstant(line.at, clock)}] ${line.from}: ${line.text}`,
    )
    .join('\n');

/**
 * Summaries, "catch me up" and drafted replies of a chat thread or a mail conversation,
 * through the configured model. Only what the caller may read is read (the chat and mail
 * services check it as for their own screens); without a model, 503 naming what to set.
 */
export function createContentAssist(options: {
  provider: AiProvider;
  services: Pick<AiServices, 'clockOf'> & {
    chat: Pick<AiServices['chat'], 'listChats'>;
    email: Pick<AiServices['email'], 'getThread'>;
  };
  takeRate: (userId: string) => Promise<boolean>;
}) {
  const { provider, services } = options;

  async function chatLines(session: SessionContext, threadId: string) {
    const { chats, lastReadAt } = await services.chat.listChats(session, {
      threadId,
      limit: CHAT_LINES,
    });
    const readUntil = lastReadAt ? Date.parse(lastReadAt) : -Infinity;
    const lines = chats
      .filter((chat) => chat.content.trim())
      .map((chat) => ({
        at: chat.createdAt,
        from: `${chat.sender.firstName} ${chat.sender.lastName}`.trim() || chat.sender.username,
        text: plainExcerpt(chat.content, LINE_MAX_CHARS),
        isNew: chat.sender.id !== session.userId && Date.parse(chat.createdAt) > readUntil,
      }));
    return { lines };
  }

  async function mailLines(session: SessionContext, emailId: string) {
    const thread = await services.email.getThread(session, emailId);
    const lines = thread.emails.map((email, index) => ({
      at: email.date,
      from: email.from ? email.from.name || email.from.address : 'Unknown sender',
      text: plainExcerpt(email.text, LINE_MAX_CHARS * 4),
      // The unread messages, else the newest, are what "catch me up" is about.
      isNew: !email.isRead || index === thread.emails.length - 1,
    }));
    return { lines, subject: thread.subject };
  }

  return {
    async assist(session: SessionContext, input: AssistInput): Promise<AiAssistResponse> {
      const write = provider.write;
      if (!write) throw new AppError('SERVICE_UNAVAILABLE', AI_TALK_MESSAGES.needsModel);
      const read =
        input.source === 'chat_thread'
          ? await chatLines(session, input.id)
          : await mailLines(session, input.id);
      if (read.lines.length === 0) return { text: AI_TALK_MESSAGES.nothingToSummarise };
      if (input.action === 'catch_up' && !read.lines.some((line) => line.isNew)) {
        return { text: AI_TALK_MESSAGES.chatNothingNew };
      }
      if (!(await options.takeRate(session.userId))) {
        throw new AppError('RATE_LIMITED', AI_MESSAGES.rateLimited);
      }
      const clock = await services.clockOf(session);
      const subject = 'subject' in read && read.subject ? `Subject: ${read.subject}\n` : '';
      const body = `${subject}${transcript(read.lines, clock, input.action === 'catch_up')}`;
      try {
        const text = await write(
          instructions(input.action),
          wrapUntrusted(input.source === 'chat_thread' ? 'chat' : 'mail', body),
        );
        return { text: text.trim() };
      } catch (error) {
        if (error instanceof AiProviderError) {
          throw new AppError('SERVICE_UNAVAILABLE', error.message);
        }
        throw error;
      }
    },
  };
}

export type ContentAssist = ReturnType<typeof createContentAssist>;
