import { z } from 'zod';
import { fillMessage } from './message-template.js';

/*
 * Talking to the assistant naturally (issue 29): its progress lines, the short answers of the
 * offline assistant, the example chips, and the summaries / drafted replies of a chat thread
 * or a mail conversation.
 *
 * ROUTE (under /api, signed in):
 *   POST /ai/assist {source, id, action} -> AiAssistResponse; 503 needsModel with no model,
 *   404 when the caller cannot read the thread or the mail, 429 rateLimited.
 */

/** What the user reads while a tool runs: plain words, never the tool's name. */
export const AI_TOOL_PROGRESS: Record<string, string> = {
  find_tasks: 'Looking at your tasks\u2026',
  create_task: 'Adding the task\u2026',
  update_task: 'Updating the task\u2026',
  set_reminder: 'Setting the reminder\u2026',
  find_notes: 'Looking through your notes\u2026',
  create_note: 'Writing the note\u2026',
  update_note: 'Updating the note\u2026',
  find_calendar_events: 'Looking at your calendar\u2026',
  create_calendar_event: 'Adding it to your calendar\u2026',
  move_calendar_event: 'Moving the event\u2026',
  cancel_calendar_event: 'Cancelling the event\u2026',
  search_chat: 'Searching the chat\u2026',
  unread_chat: 'Catching up on the chat\u2026',
  find_people: 'Looking up people\u2026',
  find_products: 'Looking at the menu\u2026',
  draft_pos_order: 'Preparing the order\u2026',
  sales_today: 'Adding up today\u2019s sales\u2026',
  search_email: 'Searching your mail\u2026',
  draft_email_reply: 'Drafting the reply\u2026',
  send_sms: 'Preparing the text message\u2026',
  navigate: 'Opening the page\u2026',
};
export const AI_PROGRESS_FALLBACK = 'Working on it\u2026';

/** The progress line of a tool (a tool without one gets a neutral line). */
export function aiProgressLine(tool: string): string {
  return AI_TOOL_PROGRESS[tool] ?? AI_PROGRESS_FALLBACK;
}

/** Three requests the offline assistant understands, offered as chips that fill the input. */
export const AI_EXAMPLE_CHIPS = [
  'remind me to call Sam tomorrow at 10am',
  "what's on my calendar today",
  "what's new in chat",
] as const;

export const AI_TALK_MESSAGES = {
  greeting: '{salutation}! What can I do for you?',
  capabilities:
    'I can add tasks, reminders and events, move or cancel them, look people up, catch you up on the chat, tell you how sales are going and draft orders for the till. Say "help" for every command, or try one of these:',
  notUnderstood: 'Sorry, I did not understand that. Try one of these:',
  chipsLabel: 'Suggestions',
  remindNoTime: 'When should I remind you? For example: "remind me to call Sam at 3pm".',
  reminderSet: 'I will remind you to **{title}** on {when}.',
  remindInPast: 'That time has already passed; give me a time still to come.',
  nothingToMove: 'I found no event or open task called "{query}".',
  severalMatch: 'Several match "{query}"; say which one:',
  moved: 'Moved **{title}** to {when}.',
  cancelConfirm:
    'Cancel **{title}** on {when}? Please confirm below: nothing is cancelled until you press Confirm.',
  cancelled: 'Cancelled **{title}** on {when}.',
  nobodyCalled: 'I know nobody called "{name}" in your workspace or contacts.',
  chatNothingNew: 'Nothing new in chat: you are all caught up.',
  chatNew: 'You have {count} unread messages in chat:',
  salesToday: 'Today ({day}): {orders} orders, {net} in net sales',
  whoMembers: 'In your workspace:',
  whoContacts: 'In your contacts:',
  salesUnavailable: 'You do not sell at the point of sale, so I cannot show its sales.',
  needsModel:
    'This needs an AI model: ask your administrator to set AI_BASE_URL (and AI_API_KEY and AI_MODEL) on the server to an OpenAI-compatible endpoint.',
  nothingToSummarise: 'There is nothing in this conversation yet.',
} as const;

export const aiTalkMessage = fillMessage;

// ------------------------------------------------------------------ summaries and replies

export const AI_ASSIST_SOURCES = ['chat_thread', 'email'] as const;
export const AI_ASSIST_ACTIONS = ['summary', 'catch_up', 'draft_reply'] as const;
export type AiAssistAction = (typeof AI_ASSIST_ACTIONS)[number];

/** The buttons' names in the chat thread view and the mail reading pane. */
export const AI_ASSIST_LABELS: Record<AiAssistAction, string> = {
  summary: 'Summarise',
  catch_up: 'Catch me up',
  draft_reply: 'Draft a reply',
};

export const aiAssistRequestSchema = z.object({
  source: z.enum(AI_ASSIST_SOURCES),
  /** The chat thread's id, or the mail's id (`accountId:messageId` as the mail list gives it). */
  id: z.string().trim().min(1).max(1000),
  action: z.enum(AI_ASSIST_ACTIONS),
});
export type AiAssistRequest = z.input<typeof aiAssistRequestSchema>;

export const aiAssistResponseSchema = z.object({ text: z.string() });
export type AiAssistResponse = z.infer<typeof aiAssistResponseSchema>;
