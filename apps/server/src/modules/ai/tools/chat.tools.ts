import { z } from 'zod';
import type { AiServices } from '../ai.services.js';
import { defineTool, plainExcerpt, type AiTool } from './tool.js';

export function chatTools({ chat }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'search_chat',
      risk: 'none',
      untrustedContent: true,
      description: "Search the messages of the organisation's chat rooms by words.",
      parameters: z.object({
        query: z.string().trim().min(1).max(200),
        limit: z.number().int().min(1).max(30).default(10),
      }),
      async run({ session }, args) {
        const messages = await chat.search(session, args.query, args.limit);
        return {
          messages: messages.map((message) => ({
            id: message.id,
            from: message.sender?.username ?? null,
            content: plainExcerpt(message.content, 300),
            at: message.updatedAt,
            threadId: message.threadId,
          })),
        };
      },
    }),
  ];
}
