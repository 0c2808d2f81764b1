import { z } from 'zod';

/*
 * (ai.ts imports this file, so nothing here imports ai.ts.)
 *
 * Actions the assistant may not take on its own (issue 29, "Never act on what it read"). A tool
 * that reaches outside the workspace or cannot be undone (send an SMS, ...) never runs when a
 * model or an MCP client calls it: the server keeps a pending action and shows the user a
 * confirmation card; it runs only when that user presses Confirm.
 *
 * ROUTES (under /api, signed in; only the action's own user, in their organisation):
 *   GET  /ai/actions/{id}          → AiPendingAction; 404 actionNotFound
 *   POST /ai/actions/{id}/confirm  → {action}: runs it once; a second press answers the same
 *                                    action and runs nothing; 409 actionExpired after the expiry
 *   POST /ai/actions/{id}/cancel   → {action}; nothing runs
 * LIVE: `aiActionDecided` on `/ai` carries the decided action and the line the conversation got.
 */

/** A pending action waits this long for the user's press. */
export const AI_ACTION_TTL_MINUTES = 15;

export const AI_ACTION_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'expired',
  'failed',
] as const;
export type AiActionStatus = (typeof AI_ACTION_STATUSES)[number];

export const AI_ACTION_MESSAGES = {
  cardLabel: 'Waiting for your confirmation',
  confirm: 'Confirm',
  cancel: 'Cancel',
  statusPending: 'Nothing happens until you confirm.',
  statusConfirmed: 'Done.',
  statusCancelled: 'Cancelled: nothing was done.',
  statusExpired: 'This request expired: nothing was done.',
  statusFailed: 'It could not be done: {error}',
  /** To the model: the card is shown; it must not claim the action is done. */
  awaitingForModel:
    'Not done yet: the user sees a confirmation card for this and decides there. Tell them to press Confirm or Cancel; do not call the tool again and do not say it was done.',
  /** The offline assistant's answer when it made a card. */
  awaitingForUser: 'Please check and confirm below: nothing is done until you press Confirm.',
  /** To an MCP client without the token flag. */
  awaitingForMcp:
    'Not done yet: the user must confirm this request in the Worksphere app (it is in their Inbox). Pending action id: {id}.',
  /** A risky tool asked for where no one can confirm. */
  needsApp: "This action needs the user's confirmation in the Worksphere app.",
  doneLine: 'Done: {title}.',
  cancelledLine: 'Cancelled: {title}. Nothing was done.',
  failedLine: 'Could not {title}: {error}',
  actionNotFound: 'This request was not found.',
  actionExpired: 'This request expired: nothing was done. Ask again if you still want it.',
  confirmFailed: 'Could not confirm. Please try again.',
  cancelFailed: 'Could not cancel. Please try again.',
  mcpConversationTitle: 'Request from {client}: {title}',
  mcpConversationLine:
    'Your AI client "{client}" asks to do the following. Nothing happens until you press Confirm.',
  inboxTitle: 'Confirm: {title}',
  inboxBody: 'Asked by your AI client "{client}".',
} as const;

/**
 * What each `confirm` tool's card says will happen (its title), by tool name: the card's and the
 * Inbox item's title. The web shows them in French and German by the action's `tool`.
 */
export const AI_ACTION_TITLES = {
  send_sms: 'Send a text message',
  cancel_calendar_event: 'Cancel an event',
  update_note: 'Change a note (its earlier text cannot be brought back)',
} as const;
export type AiActionTitleTool = keyof typeof AI_ACTION_TITLES;

/** The titles in French and German: one source for the web's card and the Inbox texts (pushes). */
export const AI_ACTION_TITLES_IN = {
  fr: {
    send_sms: 'Envoyer un SMS',
    cancel_calendar_event: 'Annuler un événement',
    update_note: 'Modifier une note (son ancien texte ne pourra pas être récupéré)',
  },
  de: {
    send_sms: 'Eine SMS senden',
    cancel_calendar_event: 'Einen Termin absagen',
    update_note: 'Eine Notiz ändern (ihr bisheriger Text lässt sich nicht wiederherstellen)',
  },
} as const satisfies Record<'fr' | 'de', Record<AiActionTitleTool, string>>;

/**
 * An Inbox item's AI confirmation title in French or German, by the tool its values name; an
 * item of a tool not known here (or stored before items named it) keeps the stored title.
 */
export function aiActionTitleIn(
  locale: keyof typeof AI_ACTION_TITLES_IN,
  tool: unknown,
  stored: unknown,
): string {
  const titles = AI_ACTION_TITLES_IN[locale];
  return typeof tool === 'string' && Object.hasOwn(titles, tool)
    ? titles[tool as AiActionTitleTool]
    : String(stored ?? '');
}

/** The labels of the card's lines (what each value is), by key; the web translates them too. */
export const AI_ACTION_DETAIL_LABELS = {
  to: 'To',
  from: 'From',
  text: 'Text',
  event: 'Event',
  starts: 'Starts',
  newTitle: 'New title',
  newText: 'New text',
} as const;
export type AiActionDetailLabel = keyof typeof AI_ACTION_DETAIL_LABELS;

/** One line of the card: what will happen, in plain words (recipient, text...). */
export const aiActionDetailSchema = z.object({ label: z.string(), value: z.string() });
export type AiActionDetail = z.infer<typeof aiActionDetailSchema>;

export const aiPendingActionSchema = z.object({
  id: z.string(),
  tool: z.string(),
  /** What will happen, e.g. "Send a text message". */
  title: z.string(),
  details: z.array(aiActionDetailSchema),
  status: z.enum(AI_ACTION_STATUSES),
  source: z.enum(['assistant', 'mcp']),
  /** What came of it (confirmed or failed). */
  result: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type AiPendingAction = z.infer<typeof aiPendingActionSchema>;

export const aiActionResponseSchema = z.object({ action: aiPendingActionSchema });
export type AiActionResponse = z.infer<typeof aiActionResponseSchema>;

/** aiActionDecided: the action after the press, and the line its conversation got (if any). */
export const aiActionDecidedEventSchema = z.object({
  sessionId: z.string().nullable(),
  action: aiPendingActionSchema,
  line: z
    .object({
      role: z.enum(['llm', 'error']),
      content: z.string(),
      timestamp: z.string(),
    })
    .nullable(),
});
export type AiActionDecidedEvent = z.infer<typeof aiActionDecidedEventSchema>;
