import {
  AI_ACTION_MESSAGES,
  AI_ACTION_TTL_MINUTES,
  aiMessage,
  inboxText,
  isId,
  type AiActionDecidedEvent,
  type AiChange,
  type AiPendingAction,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import type { AiRealtime } from '../../../platform/realtime/ai-realtime.js';
import * as conversations from '../ai.repo.js';
import type { RequestConfirmation, ToolRegistry } from '../tools/registry.js';
import type { ActionDescription } from '../tools/tool.js';
import * as repo from './actions.repo.js';
import type { AiPendingActionRow } from './actions.table.js';

const TOKEN_SESSION_PREFIX = 'token:';
const SUBJECT_TYPE = 'ai_action';

const ownerOf = (session: SessionContext) => ({
  organizationId: session.organizationId,
  userId: session.userId,
});

const notFound = () => new AppError('NOT_FOUND', AI_ACTION_MESSAGES.actionNotFound);

/** The conversation id of an MCP request's card (a valid client session id). */
export const mcpSessionIdOf = (actionId: string) => `mcp-${actionId}`;

/**
 * Confirmation cards (issue 29): a `confirm` tool called by a model or an MCP client becomes a
 * pending action here; only its own user's press runs it, once, before it expires.
 */
export function createAiActions(options: {
  deps: AppDeps;
  realtime: AiRealtime;
  /** The registry that runs the confirmed tool (built after this service). */
  registry: () => ToolRegistry;
  timeZoneOf: (session: SessionContext) => Promise<string>;
  /** The done line with the changes listed, as answers list them. */
  withChanges: (line: string, changes: AiChange[]) => string;
}) {
  const { deps, realtime, registry } = options;
  const { db, logger } = deps;

  function describe(toolName: string, args: unknown): ActionDescription {
    const tool = registry().tools.find((candidate) => candidate.name === toolName);
    return tool?.describeAction?.(args) ?? { title: toolName, details: [] };
  }

  function present(row: AiPendingActionRow, now = new Date()): AiPendingAction {
    const { title, details } = describe(row.tool, row.args);
    const expired = row.status === 'pending' && row.expiresAt <= now;
    return {
      id: row.id,
      tool: row.tool,
      title,
      details,
      status: expired ? 'expired' : (row.status as AiPendingAction['status']),
      source: row.source as AiPendingAction['source'],
      result: row.result,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  const awaiting = (row: AiPendingActionRow, message: string) => ({
    ok: true as const,
    result: { status: 'awaiting_user_confirmation', pendingActionId: row.id, message },
  });

  const request: RequestConfirmation = async (context, tool, args) => {
    const { session } = context;
    const owner = ownerOf(session);
    const ttlMinutes = AI_ACTION_TTL_MINUTES;
    if (context.assistantRun) {
      const row = await repo.insertAction(db, {
        owner,
        conversationId: context.assistantRun.conversationId,
        source: 'assistant',
        tool: tool.name,
        args,
        ttlMinutes,
      });
      context.assistantRun.actions.push(present(row));
      return awaiting(row, AI_ACTION_MESSAGES.awaitingForModel);
    }
    // Outside the assistant only an MCP client (a token's session) can ask; anyone else, no.
    if (!session.sessionId.startsWith(TOKEN_SESSION_PREFIX)) {
      return { ok: false, error: AI_ACTION_MESSAGES.needsApp };
    }
    const token = await repo.findOwnToken(
      db,
      owner,
      session.sessionId.slice(TOKEN_SESSION_PREFIX.length),
    );
    if (!token) return { ok: false, error: AI_ACTION_MESSAGES.needsApp };
    // The owner chose, with a warning, to let this client act alone.
    if (token.actsWithoutConfirmation) {
      return registry().executeConfirmed(context, tool.name, args);
    }
    const row = await repo.insertAction(db, {
      owner,
      conversationId: null,
      source: 'mcp',
      tool: tool.name,
      args,
      ttlMinutes,
    });
    // The card lives in a conversation of its own, which the Inbox item opens.
    const { title } = describe(tool.name, args);
    const sessionId = mcpSessionIdOf(row.id);
    const conversation = await conversations.ensureConversation(
      db,
      owner,
      sessionId,
      aiMessage(AI_ACTION_MESSAGES.mcpConversationTitle, { client: token.name, title }),
    );
    await repo.setConversation(db, row.id, conversation.id);
    await conversations.appendMessages(db, conversation.id, [
      {
        role: 'llm',
        content: aiMessage(AI_ACTION_MESSAGES.mcpConversationLine, { client: token.name }),
      },
    ]);
    await deps.inbox?.notify({
      organizationId: owner.organizationId,
      recipientIds: [owner.userId],
      kind: 'ai_action',
      actorId: null,
      subject: {
        type: SUBJECT_TYPE,
        id: row.id,
        link: `/dash?openChat=true&aiSessionId=${encodeURIComponent(sessionId)}`,
      },
      // `tool` names the title, so a reader sees it in their language (not only the English).
      title: inboxText('aiConfirm', { title, tool: tool.name }),
      body: inboxText('aiConfirmBody', { client: token.name }),
    });
    return awaiting(row, aiMessage(AI_ACTION_MESSAGES.awaitingForMcp, { id: row.id }));
  };

  /** The outcome as a line of the card's conversation, stored and sent live. */
  async function announce(
    session: SessionContext,
    row: AiPendingActionRow,
    line: { role: 'llm' | 'error'; content: string } | null,
  ) {
    let sessionId: string | null = null;
    if (row.conversationId && line) {
      await conversations.appendMessages(db, row.conversationId, [line]);
      sessionId = await conversations.sessionIdOf(db, ownerOf(session), row.conversationId);
    }
    const event: AiActionDecidedEvent = {
      sessionId,
      action: present(row),
      line: line && { ...line, timestamp: new Date().toISOString() },
    };
    realtime.actionDecided(session.userId, event);
    await deps.inbox
      ?.markSubjectRead(ownerOf(session), { type: SUBJECT_TYPE, id: row.id })
      .catch((error: unknown) => logger.error({ err: error }, 'ai action inbox read'));
  }

  /** An action already decided (or expired) answers as it is: a second press runs nothing. */
  async function settled(session: SessionContext, id: string): Promise<AiPendingAction> {
    const row = await repo.findAction(db, ownerOf(session), id);
    if (!row) throw notFound();
    if (row.status === 'pending') {
      const expired = await repo.expireAction(db, ownerOf(session), id);
      if (expired) await announce(session, expired, null);
      throw new AppError('CONFLICT', AI_ACTION_MESSAGES.actionExpired);
    }
    return present(row);
  }

  return {
    request,

    async get(session: SessionContext, id: string): Promise<AiPendingAction> {
      const row = isId(id) ? await repo.findAction(db, ownerOf(session), id) : undefined;
      if (!row) throw notFound();
      return present(row);
    },

    /** The user's press: runs the tool with their session now, exactly once. */
    async confirm(session: SessionContext, id: string): Promise<AiPendingAction> {
      if (!isId(id)) throw notFound();
      const claimed = await repo.claimAction(db, ownerOf(session), id, 'confirmed');
      if (!claimed) return settled(session, id);
      const changes: AiChange[] = [];
      const outcome = await registry().executeConfirmed(
        {
          session,
          timeZone: await options.timeZoneOf(session),
          now: new Date(),
          recordChange: (change) => changes.push(change),
          setUiUpdate: () => undefined,
        },
        claimed.tool,
        claimed.args,
      );
      const { title } = describe(claimed.tool, claimed.args);
      const line = outcome.ok
        ? {
            role: 'llm' as const,
            content: options.withChanges(
              aiMessage(AI_ACTION_MESSAGES.doneLine, { title }),
              changes,
            ),
          }
        : {
            role: 'error' as const,
            content: aiMessage(AI_ACTION_MESSAGES.failedLine, {
              title: title.charAt(0).toLowerCase() + title.slice(1),
              error: outcome.error,
            }),
          };
      const row = await repo.recordOutcome(
        db,
        claimed.id,
        outcome.ok ? 'confirmed' : 'failed',
        outcome.ok ? line.content : outcome.error,
      );
      await announce(session, row, line);
      return present(row);
    },

    async cancel(session: SessionContext, id: string): Promise<AiPendingAction> {
      if (!isId(id)) throw notFound();
      const claimed = await repo.claimAction(db, ownerOf(session), id, 'cancelled');
      if (!claimed) return settled(session, id);
      const { title } = describe(claimed.tool, claimed.args);
      await announce(session, claimed, {
        role: 'llm',
        content: aiMessage(AI_ACTION_MESSAGES.cancelledLine, { title }),
      });
      return present(claimed);
    },

    /**
     * The cards of a conversation, each on the answer that ended the run asking for it: the
     * first assistant or error line written at or after it.
     */
    async cardsOf(
      conversationId: string,
      lines: Array<{ role: string; createdAt: Date }>,
    ): Promise<Map<number, AiPendingAction[]>> {
      const byLine = new Map<number, AiPendingAction[]>();
      const rows = await repo.listForConversation(db, conversationId);
      const now = new Date();
      for (const row of rows) {
        let index = lines.findIndex(
          (line) =>
            (line.role === 'llm' || line.role === 'error') && line.createdAt >= row.createdAt,
        );
        if (index < 0) index = lines.length - 1;
        if (index < 0) continue;
        byLine.set(index, [...(byLine.get(index) ?? []), present(row, now)]);
      }
      return byLine;
    },
  };
}

export type AiActions = ReturnType<typeof createAiActions>;
