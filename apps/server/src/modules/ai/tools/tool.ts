import type {
  AiActionDetail,
  AiChange,
  AiPendingAction,
  AiUiUpdateData,
} from '@worksphere/contracts';
import type { TimeFormat } from '@worksphere/contracts';
import type { z } from 'zod';
import type { SessionContext } from '../../../platform/auth/session-context.js';

/*
 * One tool of the assistant: a name, what it does (for the model), its arguments as a zod
 * schema (sent to the model as JSON Schema, and checked before anything runs), and `run`,
 * which calls our own services with the caller's session, so the services' permission and
 * organisation checks apply exactly as for the caller's own requests.
 */

export type ToolContext = {
  session: SessionContext;
  /** The user's IANA time zone (their setting, else UTC). */
  timeZone: string;
  /** The user's clock setting, for the dates the assistant writes (format-instant.ts). */
  timeFormat?: TimeFormat;
  now: Date;
  /** Every change a tool makes is recorded here and listed in the final answer. */
  recordChange: (change: AiChange) => void;
  /** What the browser should do after the answer (POS hand-off, navigation). */
  setUiUpdate: (data: AiUiUpdateData) => void;
  /**
   * Set by the assistant's run: the conversation a confirmation card goes to, and the cards
   * made during the run (sent with its answer). MCP calls have none.
   */
  assistantRun?: { conversationId: string | null; actions: AiPendingAction[] };
};

/**
 * `confirm`: the tool reaches outside the workspace or cannot be undone (an SMS, an e-mail, a
 * call, deleting, sharing). A model or an MCP client calling it only makes a pending action;
 * it runs when the user presses Confirm (actions/). `none`: it runs at once.
 */
export type ToolRisk = 'none' | 'confirm';

/** What a confirmation card says will happen, in plain words. */
export type ActionDescription = { title: string; details: AiActionDetail[] };

export type AiTool<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  description: string;
  parameters: Schema;
  risk: ToolRisk;
  /**
   * Its results carry text written by others (mail, chat, notes, events, the web): the model
   * gets them marked as untrusted data, whose instructions it must not follow.
   */
  untrustedContent: boolean;
  /** For `confirm` tools: the card's words for these arguments. */
  describeAction?: (args: z.output<Schema>) => ActionDescription;
  /**
   * For `confirm` tools: refuses at once what the press would refuse anyway (permission, no
   * number to send from), so no card is shown for an action that cannot happen.
   */
  precheck?: (context: ToolContext, args: z.output<Schema>) => Promise<void>;
  run: (context: ToolContext, args: z.output<Schema>) => Promise<unknown>;
};

/** Keeps the schema's type for `run` while listing tools of different schemas together. */
export function defineTool<Schema extends z.ZodType>(tool: AiTool<Schema>): AiTool {
  return tool as unknown as AiTool;
}

/** Plain-text excerpt of stored rich text, for the model and the offline answers. */
export function plainExcerpt(html: string, max = 200): string {
  const plain = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
