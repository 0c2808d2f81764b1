import {
  AI_MESSAGES,
  type AiEmailAssistResponse,
  type aiReviseDraftRequestSchema,
  type aiSmartReplyRequestSchema,
} from '@worksphere/contracts';
import type { z } from 'zod';
import type { AiProvider } from './providers/provider.js';

type SmartReplyInput = z.output<typeof aiSmartReplyRequestSchema>;
type ReviseDraftInput = z.output<typeof aiReviseDraftRequestSchema>;

const REPLY_INSTRUCTIONS =
  'You write e-mail replies for the user. Answer with the reply body only (no subject), in the language of the e-mail, polite and brief. Use the background information when it helps; never invent facts, dates or promises.';
const REVISE_INSTRUCTIONS =
  "You improve the user's draft reply to an e-mail: fix mistakes, make it clear and polite, keep its meaning and language. Answer with the revised body only.";

function describe(input: SmartReplyInput): string {
  return [
    input.sender && `From: ${input.sender}`,
    input.date && `Date: ${input.date}`,
    `E-mail:\n${input.emailContent}`,
    input.otherContent && `Earlier messages in the thread:\n${input.otherContent}`,
    input.backgroundInfo && `Background information:\n${input.backgroundInfo}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The sender's first name, for the template's greeting ("Sam Lee <sam@x>" → "Sam"). */
function greetingName(sender: string): string {
  const name = sender
    .replace(/<[^>]*>/g, '')
    .replace(/["']/g, '')
    .trim();
  const first = name.split(/\s+/)[0] ?? '';
  return first && !first.includes('@') ? ` ${first}` : '';
}

const template = (reply: string): AiEmailAssistResponse => ({
  reply,
  isTemplate: true,
  notice: AI_MESSAGES.templateReplyNotice,
});

/** E-mail smart reply and draft revision through the configured provider. */
export function createEmailAssist(provider: AiProvider) {
  return {
    async smartReply(input: SmartReplyInput): Promise<AiEmailAssistResponse> {
      if (!provider.write) {
        return template(
          `Hi${greetingName(input.sender)},\n\nThank you for your message. I have received it and will get back to you shortly.\n\nBest regards,`,
        );
      }
      const reply = await provider.write(REPLY_INSTRUCTIONS, describe(input));
      return { reply, isTemplate: false, notice: null };
    },
    async reviseDraft(input: ReviseDraftInput): Promise<AiEmailAssistResponse> {
      if (!provider.write) return template(input.userDraft.trim());
      const reply = await provider.write(
        REVISE_INSTRUCTIONS,
        `${describe(input)}\n\nMy draft reply:\n${input.userDraft}`,
      );
      return { reply, isTemplate: false, notice: null };
    },
  };
}
