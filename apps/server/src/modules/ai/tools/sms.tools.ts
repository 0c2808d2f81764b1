import {
  AI_ACTION_DETAIL_LABELS,
  AI_ACTION_TITLES,
  AI_MESSAGES,
  sendMessageRequestSchema,
} from '@worksphere/contracts';
import { z } from 'zod';
import { assertPermission, type SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import type { AiServices } from '../ai.services.js';
import { defineTool, type AiTool } from './tool.js';

export function smsTools({ calls, callsSettings }: AiServices): AiTool[] {
  /** The number to send from, for a user who may send; checked when asked and when pressed. */
  async function senderOf(session: SessionContext, from: string | undefined) {
    assertPermission(session, 'calls:use');
    const numbers = await callsSettings.listNumbers(session);
    const chosen = from ?? numbers[0]?.number;
    if (!chosen) throw new AppError('BAD_REQUEST', AI_MESSAGES.smsNoNumber);
    return chosen;
  }

  return [
    defineTool({
      name: 'send_sms',
      risk: 'confirm',
      untrustedContent: false,
      description:
        "Send a text message (SMS) from one of the organisation's numbers. It is not sent at once: the user sees a confirmation card with the recipient and text and sends it with their own press.",
      parameters: z.object({
        to: z.string().trim().min(3).max(40),
        text: z.string().trim().min(1).max(1600),
        /** One of the organisation's numbers; the first one when not given. */
        from: z.string().trim().max(40).optional(),
      }),
      describeAction: (args) => ({
        title: AI_ACTION_TITLES.send_sms,
        details: [
          { label: AI_ACTION_DETAIL_LABELS.to, value: args.to },
          ...(args.from ? [{ label: AI_ACTION_DETAIL_LABELS.from, value: args.from }] : []),
          { label: AI_ACTION_DETAIL_LABELS.text, value: args.text },
        ],
      }),
      async precheck({ session }, args) {
        await senderOf(session, args.from);
      },
      async run({ session, recordChange }, args) {
        // Runs only from the user's press on the card (the registry keeps models out).
        const from = await senderOf(session, args.from);
        // The calls route's own schema (number normalising, length) and service (own number).
        const input = sendMessageRequestSchema.parse({ from, to: args.to, text: args.text });
        const sent = await calls.sendMessage(session, input);
        recordChange({ action: 'sent', entity: 'sms', id: sent.id, title: args.text });
        return { sent: true, id: sent.id, from: sent.from, to: sent.to, status: sent.status };
      },
    }),
  ];
}
