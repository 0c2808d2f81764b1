import { z } from 'zod';
import { cartLineSchema, orderLineOptionSchema, posAddOrderPayloadSchema } from './pos.js';
import { requiredText, text } from './validation.js';
import { aiPendingActionSchema, type AiActionDecidedEvent } from './aiActions.js';
import { fillMessage } from './message-template.js';
import { API_SCOPE_MESSAGES, apiScopeSchema } from './apiScopes.js';

/*
 * The AI assistant (issue 15, spec 3 §3, §4, §7 "AI", §8, §9; PRODUCT.md "AI assistant").
 *
 * ROUTES (under /api, signed in; every answer is the caller's own, never another user's):
 *   POST   /ai/agent                       → 202 AiAgentAccepted (the run goes to the job queue)
 *   GET    /ai/conversations               → {conversations: AiConversationSummary[]}, newest first
 *   GET    /ai/conversations/{sessionId}   → AiConversation {sessionId, messages, updatedAt}
 *   DELETE /ai/conversations/{sessionId}   → {ok: true}; 404 conversationNotFound
 *   DELETE /ai/conversations               → {ok: true, deleted}: all of the caller's
 * Errors: {error, code} like every route (spec: "the error field is error").
 *
 * LIVE: the spec's 'ai' channel is the socket.io NAMESPACE `/ai` (AI_SOCKET_NAMESPACE), at the
 * same path as chat (SOCKET_IO_PATH), authenticated by the session cookie like `/chat`. The
 * server sends AI_EVENTS.update / finalResponse / error only to the sockets of the user who
 * made the request (all of that user's open tabs), never to anyone else. The client emits
 * nothing; it filters the events by its own sessionId.
 */

// ---------------------------------------------------------------------------------- limits

export const AI_MESSAGE_MAX_LENGTH = 4_000;
export const AI_SESSION_ID_MAX_LENGTH = 100;
/** currentState.details as JSON must stay below this many characters. */
export const AI_STATE_DETAILS_MAX_CHARS = 10_000;
/** Title of a conversation in the list: its first message, cut to this length. */
export const AI_TITLE_MAX_LENGTH = 120;
/** Spec 3 §9: the default currentState. */
export const AI_DEFAULT_SERVICE = 'global_chat';

export const AI_ROLES = ['user', 'llm', 'system', 'error'] as const;
export type AiRole = (typeof AI_ROLES)[number];

// -------------------------------------------------------------------------------- messages

/** Every text a user sees about the assistant (spec 3 §2, §4, §8 are quoted exactly). */
export const AI_MESSAGES = {
  // Spec 3 §2 (floating window, AI tab).
  conversationsTitle: 'AI Conversations',
  untitledConversation: 'Untitled Conversation',
  newConversation: 'New Conversation',
  deleteAll: 'Delete All',
  emptyTitle: 'No conversations yet.',
  emptyBody: 'Start a new one to see it here.',
  showDetails: 'Show Details',
  inputPlaceholder: 'Type your message...',
  // Confirmations before deleting (the spec names them without their words).
  confirmDelete: 'Delete this conversation? This cannot be undone.',
  confirmDeleteAll: 'Delete all your AI conversations? This cannot be undone.',
  // Spec 3 §4 / §8 toasts and lines.
  newConversationStarted: 'New conversation started.',
  fetchConversationsFailed: 'Failed to fetch AI conversations',
  fetchConversationFailed: 'Failed to fetch conversation',
  deleteConversationFailed: 'Failed to delete conversation',
  deleteAllFailed: 'Failed to delete all conversations',
  conversationDeleted: 'Conversation deleted.',
  allConversationsDeleted: 'All conversations deleted.',
  nothingToCopy: 'Could not find content to copy.',
  copyFailed: 'Failed to copy to clipboard.',
  copied: 'Copied to clipboard!',
  copiedAsPlainText: 'Copied as plain text.',
  startFailed: 'Failed to start AI agent.',
  // Server answers.
  messageRequired: 'Write a message.',
  messageTooLong: `A message must be at most ${AI_MESSAGE_MAX_LENGTH} characters.`,
  sessionIdInvalid: `The session id must be 1 to ${AI_SESSION_ID_MAX_LENGTH} letters, digits, dashes or underscores.`,
  detailsTooLarge: 'The current state details are too large.',
  conversationNotFound: 'Conversation not found.',
  rateLimited: 'Too many requests to the assistant. Please wait a minute and try again.',
  busy: 'The assistant is still working on your previous message in this conversation.',
  // Progress (aiUpdate) and failures (aiError).
  thinking: 'Thinking…',
  usingTool: 'Using {tool}…',
  providerTimeout: 'The AI model took too long to answer. Please try again.',
  providerFailed: 'The AI model could not be reached. Please try again later.',
  providerBrokeOff: 'The AI model stopped in the middle of its answer. Please try again.',
  providerRateLimited: 'The AI model is busy (rate limited). Please try again in a moment.',
  tooManySteps: 'The assistant stopped after too many steps without a final answer.',
  runFailed: 'The assistant failed. Please try again.',
  // Tool answers shown to the user.
  changesHeading: 'Changes made:',
  noChanges: 'Nothing was changed.',
  smsUnavailable: 'Sending text messages (SMS) is not available yet in this workspace.',
  smsNoNumber: 'Your organisation has no phone number to send text messages from.',
  emailUnavailable: 'E-mail is not available to the assistant yet in this workspace.',
  forbidden: 'You do not have permission to do that.',
  offlineNotUnderstood:
    'I am the built-in offline assistant and did not understand that. Here is what I can do:',
  templateReplyNotice:
    'This is a template reply from the offline assistant; edit it before sending.',
} as const;

/** Fills the {name} fields of an AI_MESSAGES text. */
export const aiMessage = fillMessage;

/**
 * The offline assistant's command grammar (the default provider, no model at all). Shown when
 * it does not understand a message, and in the README. Dates and times are read in the user's
 * time zone: today, tomorrow, friday, next monday, 3pm, 15:30, "this week", "next week", 12 May.
 */
export const AI_OFFLINE_COMMANDS = [
  {
    command: 'create a task <title> [due <date/time>] [for <person>]',
    example: 'create a task review budget due friday 3pm for sam',
  },
  { command: 'note: <text>  (or "create a note <text>")', example: 'note: call the printer guy' },
  {
    command: 'my tasks [due today | tomorrow | this week | next week]',
    example: 'my tasks due this week',
  },
  { command: 'find tasks <words> / find notes <words>', example: 'find notes budget' },
  { command: 'complete task <title>', example: 'complete task review budget' },
  {
    command: 'what is on my calendar [today | tomorrow | <date> | this week]',
    example: 'what is on my calendar tomorrow',
  },
  {
    command: 'schedule <title> <date> <time> [for <minutes|hours>]',
    example: 'schedule team lunch friday 12:30 for 1 hour',
  },
  { command: 'search chat <words>', example: 'search chat invoice' },
  {
    command: 'order <quantity> <size/option> <product> [and ...]',
    example: 'order 2 large lattes and a bagel',
  },
  {
    command:
      'go to <tasks | notes | calendar | chat | projects | documents | settings | dashboard | pos>',
    example: 'go to calendar',
  },
  {
    command:
      'text <phone number> <message>  (shows it on a card: sent only when you press Confirm)',
    example: 'text 555 0100 running late',
  },
  {
    command: 'remind me to <something> <date/time>  (a task, and a reminder in your Inbox then)',
    example: 'remind me to call the bank tomorrow at 10am',
  },
  {
    command: 'add | book <something> <date/time>  (an event; without a time, a task)',
    example: 'book a meeting room friday 2pm for 30 minutes',
  },
  { command: 'move <event or task> to <date/time>', example: 'move the dentist to friday 4pm' },
  {
    command: 'cancel <event>  (asks you to confirm)',
    example: 'cancel my dentist appointment',
  },
  { command: 'who is <name>  (members and contacts)', example: 'who is Sam' },
  { command: "what's new in chat", example: "what's new in chat" },
  { command: 'how are sales today', example: 'how are sales today' },
  { command: 'help', example: 'help' },
] as const;

export const AI_OFFLINE_HELP = [
  'I am the built-in offline assistant: I understand these commands (dates and times in your time zone):',
  ...AI_OFFLINE_COMMANDS.map((entry) => `- ${entry.command} (e.g. "${entry.example}")`),
].join('\n');

// -------------------------------------------------------------------------------- requests

export const AI_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const aiSessionIdSchema = text().regex(AI_SESSION_ID_PATTERN, AI_MESSAGES.sessionIdInvalid);

export const aiAgentOptionsSchema = z.object({
  includeConversationHistory: z.boolean().default(true),
  storeConversation: z.boolean().default(true),
});

export const aiCurrentStateSchema = z.object({
  service: text().trim().max(100).default(AI_DEFAULT_SERVICE),
  details: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((value) => JSON.stringify(value).length <= AI_STATE_DETAILS_MAX_CHARS, {
      message: AI_MESSAGES.detailsTooLarge,
    }),
});

/**
 * POST /ai/agent (spec 3 §3): answers 202 AiAgentAccepted; 409 `busy` while the same
 * conversation's previous message is still running; 429 `rateLimited`.
 */
export const aiAgentRequestSchema = z.object({
  message: requiredText(
    AI_MESSAGES.messageRequired,
    AI_MESSAGE_MAX_LENGTH,
    AI_MESSAGES.messageTooLong,
  ).prefault(''),
  sessionId: aiSessionIdSchema,
  options: aiAgentOptionsSchema.prefault({}),
  currentState: aiCurrentStateSchema.prefault({}),
});
export type AiAgentRequest = z.input<typeof aiAgentRequestSchema>;
export type AiAgentInput = z.output<typeof aiAgentRequestSchema>;

/** The 202 answer: the run is queued; its results come on the `/ai` socket. */
export const aiAgentAcceptedSchema = z.object({
  accepted: z.literal(true),
  sessionId: z.string(),
  /** Id of the queued run; every event of the run carries the same sessionId. */
  runId: z.string(),
});
export type AiAgentAccepted = z.infer<typeof aiAgentAcceptedSchema>;

// --------------------------------------------------------------------------- conversations

export const aiMessageSchema = z.object({
  role: z.enum(AI_ROLES),
  content: z.string(),
  reasoning: z.string().optional(),
  timestamp: z.string(),
  /** Confirmation cards of the actions asked for by the run this answer ends (aiActions.ts). */
  actions: z.array(aiPendingActionSchema).optional(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

/** GET /ai/conversations/{sessionId}. */
export const aiConversationSchema = z.object({
  sessionId: z.string(),
  messages: z.array(aiMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiConversation = z.infer<typeof aiConversationSchema>;

/**
 * An entry of GET /ai/conversations. `title` is the first message cut to AI_TITLE_MAX_LENGTH,
 * or '' when there is none (the web shows AI_MESSAGES.untitledConversation then).
 */
export const aiConversationSummarySchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiConversationSummary = z.infer<typeof aiConversationSummarySchema>;

export const aiConversationsResponseSchema = z.object({
  conversations: z.array(aiConversationSummarySchema),
});
export const aiDeleteConversationResponseSchema = z.object({ ok: z.literal(true) });
export const aiDeleteAllConversationsResponseSchema = z.object({
  ok: z.literal(true),
  deleted: z.number().int(),
});

// ------------------------------------------------------------------------------ uiUpdateData

/**
 * A line of the assistant's POS draft: a cart line exactly as POST /pos/orders takes it
 * (productId, quantity, choiceIds, note), plus what the catalogue said when drafted (name,
 * options, unitPrice in minor units) so the chat can show it. posAddOrderPayloadSchema (pos.ts)
 * reads these lines too: it keeps the cart fields and drops the rest.
 */
export const aiPosOrderLineSchema = cartLineSchema.extend({
  name: z.string(),
  options: z.array(orderLineOptionSchema),
  unitPrice: z.number().int(),
});
export const aiPosAddOrderPayloadSchema = posAddOrderPayloadSchema.extend({
  lines: z.array(aiPosOrderLineSchema).min(1),
  currency: z.string(),
});
export type AiPosAddOrderPayload = z.input<typeof aiPosAddOrderPayloadSchema>;

/** Screens the assistant may open (web routes). */
export const AI_NAVIGATE_PATHS = [
  '/dash',
  '/tasks',
  '/notes',
  '/calendar',
  '/projects',
  '/documents',
  '/settings',
  '/chat',
  '/pos/create-order-pos',
] as const;
export type AiNavigatePath = (typeof AI_NAVIGATE_PATHS)[number];

export const aiUiUpdateDataSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pos_add_order'), payload: aiPosAddOrderPayloadSchema }),
  z.object({ type: z.literal('navigate'), payload: z.object({ path: z.enum(AI_NAVIGATE_PATHS) }) }),
]);
export type AiUiUpdateData = z.input<typeof aiUiUpdateDataSchema>;

// --------------------------------------------------------------------------------- changes

export const AI_CHANGE_ENTITIES = ['task', 'note', 'calendarEvent', 'sms', 'email'] as const;

/** One thing the run changed; all of them are listed in the final answer. */
export const aiChangeSchema = z.object({
  action: z.enum(['created', 'updated', 'deleted', 'sent']),
  entity: z.enum(AI_CHANGE_ENTITIES),
  id: z.string(),
  title: z.string(),
});
export type AiChange = z.infer<typeof aiChangeSchema>;

// ------------------------------------------------------------------------------ live events

export const AI_SOCKET_NAMESPACE = '/ai';
export const AI_EVENTS = {
  update: 'aiUpdate',
  finalResponse: 'aiFinalResponse',
  error: 'aiError',
} as const;

/** aiUpdate: a progress line (shown as a system line). */
export const aiUpdateEventSchema = z.object({ sessionId: z.string(), update: z.string() });
export type AiUpdateEvent = z.infer<typeof aiUpdateEventSchema>;

export const aiFinalResponseSchema = z.object({
  /** Markdown; ends with the list of changes made, if any. */
  chatMessage: z.string(),
  reasoning: z.string().nullable(),
  uiUpdateData: aiUiUpdateDataSchema.nullable(),
  /** The same changes as listed in chatMessage, for the UI. */
  changes: z.array(aiChangeSchema),
  /** Example requests shown as chips that fill the input when clicked (AI_EXAMPLE_CHIPS). */
  suggestions: z.array(z.string()).optional(),
  /** Actions waiting for the user's press (confirmation cards), asked for in this run. */
  actions: z.array(aiPendingActionSchema).optional(),
});
export type AiFinalResponse = z.infer<typeof aiFinalResponseSchema>;

/** aiFinalResponse: the answer (shown as an assistant message; the pending state ends). */
export const aiFinalResponseEventSchema = z.object({
  sessionId: z.string(),
  finalResponse: aiFinalResponseSchema,
});
export type AiFinalResponseEvent = z.infer<typeof aiFinalResponseEventSchema>;

/** aiError: a failure (shown as an error line; the pending state ends). */
export const aiErrorEventSchema = z.object({ sessionId: z.string(), error: z.string() });
export type AiErrorEvent = z.infer<typeof aiErrorEventSchema>;

/** Events the server sends on `/ai` (the client sends none). */
export interface AiServerToClientEvents {
  aiUpdate: (event: AiUpdateEvent) => void;
  aiFinalResponse: (event: AiFinalResponseEvent) => void;
  aiError: (event: AiErrorEvent) => void;
  aiActionDecided: (event: AiActionDecidedEvent) => void;
}

// ---------------------------------------------------------------------- e-mail writing help

export const AI_EMAIL_MAX_CHARS = 100_000;
export const AI_EMAIL_MESSAGES = {
  emailContentRequired: 'Include the e-mail to answer.',
  userDraftRequired: 'Write a draft to revise.',
  tooLong: `Each text must be at most ${AI_EMAIL_MAX_CHARS} characters.`,
} as const;

const emailText = () => text().max(AI_EMAIL_MAX_CHARS, AI_EMAIL_MESSAGES.tooLong).default('');

/**
 * POST /email/send/generateSmartReply (spec 3 §7 Email) → AiEmailAssistResponse: a reply to
 * the e-mail, written by the configured model (the offline assistant gives a short template
 * and says so in `notice`).
 */
export const aiSmartReplyRequestSchema = z.object({
  emailId: text().max(500).default(''),
  emailContent: requiredText(
    AI_EMAIL_MESSAGES.emailContentRequired,
    AI_EMAIL_MAX_CHARS,
    AI_EMAIL_MESSAGES.tooLong,
  ).prefault(''),
  otherContent: emailText(),
  backgroundInfo: emailText(),
  sender: text().max(500).default(''),
  date: text().max(100).default(''),
});
export type AiSmartReplyRequest = z.input<typeof aiSmartReplyRequestSchema>;

/** POST /email/send/generateReviseDraft: the same fields and the user's draft to improve. */
export const aiReviseDraftRequestSchema = aiSmartReplyRequestSchema.extend({
  userDraft: requiredText(
    AI_EMAIL_MESSAGES.userDraftRequired,
    AI_EMAIL_MAX_CHARS,
    AI_EMAIL_MESSAGES.tooLong,
  ).prefault(''),
});
export type AiReviseDraftRequest = z.input<typeof aiReviseDraftRequestSchema>;

export const aiEmailAssistResponseSchema = z.object({
  reply: z.string(),
  /** True when the offline assistant answered with a template. */
  isTemplate: z.boolean(),
  /** Shown beside a template (AI_MESSAGES.templateReplyNotice); null for a model's reply. */
  notice: z.string().nullable(),
});
export type AiEmailAssistResponse = z.infer<typeof aiEmailAssistResponseSchema>;

// ------------------------------------------------------------- MCP and personal access tokens

/**
 * The assistant's tools offered to a user's own AI client as an MCP server (streamable HTTP,
 * stateless) at POST /api/mcp with `Authorization: Bearer <personal access token>`. The tools
 * run with that user's current role and permissions, like the assistant's.
 *   GET    /ai/tokens        → {tokens: AiAccessToken[]} (the caller's own)
 *   POST   /ai/tokens {name} → 201 {token: AiAccessToken, secret} (the secret is shown once)
 *   DELETE /ai/tokens/{id}   → {ok: true}; 404 tokenNotFound
 */
export const AI_MCP_PATH = '/api/mcp';
export const AI_TOKEN_NAME_MAX_LENGTH = 100;
export const AI_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name.',
  nameTooLong: `A token name must be at most ${AI_TOKEN_NAME_MAX_LENGTH} characters.`,
  tokenNotFound: 'Token not found.',
  tokenInvalid: 'Use a valid personal access token (Settings → AI access tokens).',
  secretShownOnce: 'Copy this token now: it will not be shown again.',
} as const;

export const aiAccessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Its risky tool calls run at once instead of waiting for a press in the app. */
  actsWithoutConfirmation: z.boolean(),
  /** What it may do: the assistant's tools (mcp) and areas of the public API (apiScopes.ts). */
  scopes: z.array(apiScopeSchema),
});
export type AiAccessToken = z.infer<typeof aiAccessTokenSchema>;
export const createAiAccessTokenRequestSchema = z.object({
  name: requiredText(
    AI_TOKEN_MESSAGES.nameRequired,
    AI_TOKEN_NAME_MAX_LENGTH,
    AI_TOKEN_MESSAGES.nameTooLong,
  ).prefault(''),
  actsWithoutConfirmation: z.boolean().default(false),
  // Tokens made before scopes existed, and clients that do not name any, get the assistant's tools.
  scopes: z
    .array(apiScopeSchema)
    .min(1, API_SCOPE_MESSAGES.scopesRequired)
    .transform((scopes) => [...new Set(scopes)])
    .default(['mcp']),
});
export const createAiAccessTokenResponseSchema = z.object({
  token: aiAccessTokenSchema,
  secret: z.string(),
});
export const aiAccessTokensResponseSchema = z.object({ tokens: z.array(aiAccessTokenSchema) });
