import { z } from 'zod';
import { unreadThreadsOf } from '../../chat/chat.unread.repo.js';
import type { AiServices } from '../ai.services.js';
import { defineTool, type AiTool } from './tool.js';

const THREADS_MAX = 10;

/** "what's new in chat": the threads with messages the user has not read yet. */
export function chatNewsTools({ deps }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'unread_chat',
      risk: 'none',
      untrustedContent: true,
      description:
        'What is new in chat for the user: the threads with unread messages (room, thread, how many unread, how many mention the user), newest first.',
      parameters: z.object({}),
      async run({ session }) {
        const threads = await unreadThreadsOf(deps.db, session.organizationId, session.userId);
        const unread = threads.filter((thread) => thread.unreadCount > 0);
        return {
          total: unread.reduce((sum, thread) => sum + thread.unreadCount, 0),
          threads: unread.slice(0, THREADS_MAX).map((thread) => ({
            threadId: thread.threadId,
            room: thread.roomName,
            title: thread.title,
            unread: thread.unreadCount,
            mentions: thread.mentionCount,
            lastMessageAt: thread.lastMessageAt?.toISOString() ?? null,
          })),
        };
      },
    }),
  ];
}
