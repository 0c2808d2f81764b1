import { randomUUID } from 'node:crypto';
import {
  AI_MESSAGES,
  AI_TITLE_MAX_LENGTH,
  type AiAgentAccepted,
  type AiAgentInput,
  type AiChange,
  type AiConversation,
  type AiPendingAction,
  type AiConversationSummary,
  type AiRole,
  type AiUiUpdateData,
} from '@worksphere/contracts';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { JobQueues } from '../../platform/jobs/job-queue.js';
import type { AiRealtime } from '../../platform/realtime/ai-realtime.js';
import { createAiActions } from './actions/actions.service.js';
import { createEmailAssist } from './ai.email.js';
import * as repo from './ai.repo.js';
import { createAiRateLimit } from './ai.rate-limit.js';
import { createAiRunLock } from './ai.run-lock.js';
import type { AiServices } from './ai.services.js';
import { createOfflineProvider } from './providers/offline.provider.js';
import { createOpenAiProvider } from './providers/openai.provider.js';
import { AiProviderError, type AiProvider } from './providers/provider.js';
import { createToolRegistry } from './tools/registry.js';

/** Lines of history sent to a model at most. */
const HISTORY_LIMIT = 30;
const AI_QUEUE = 'ai-agent';
/** Model calls one run may make at most (each a tool step or the final answer). */
const MAX_STEPS = 8;

/** What a queued run carries (JSON: it may travel through Redis to another process). */
export type AiJob = { runId: string; session: SessionContext; request: AiAgentInput };

const ownerOf = (session: SessionContext): repo.AiOwner => ({
  organizationId: session.organizationId,
  userId: session.userId,
});

const titleOf = (message: string) =>
  message.length > AI_TITLE_MAX_LENGTH ? `${message.slice(0, AI_TITLE_MAX_LENGTH - 1)}…` : message;

/** The answer with every change listed, so the user sees what was done. */
export function withChanges(chatMessage: string, changes: AiChange[]): string {
  if (!changes.length) return chatMessage;
  const entity: Record<AiChange['entity'], string> = {
    task: 'task',
    note: 'note',
    calendarEvent: 'calendar event',
    sms: 'text message',
    email: 'e-mail',
  };
  const lines = changes.map(
    (change) => `- ${change.action} ${entity[change.entity]} "${change.title}"`,
  );
  return `${chatMessage}\n\n**${AI_MESSAGES.changesHeading}**\n${lines.join('\n')}`;
}

export function providerFor(config: AppDeps['config']): AiProvider {
  const { ai } = config;
  if (!ai.baseUrl) return createOfflineProvider();
  return createOpenAiProvider({
    baseUrl: ai.baseUrl,
    apiKey: ai.apiKey,
    model: ai.model,
    timeoutMs: ai.timeoutMs,
    maxRetries: ai.maxRetries,
    maxSteps: MAX_STEPS,
    retryBaseMs: 500,
  });
}

export function createAiService(options: {
  deps: AppDeps;
  services: AiServices;
  realtime: AiRealtime;
  jobs: JobQueues;
  redis: Redis | undefined;
  provider?: AiProvider;
}) {
  const { deps, services, realtime } = options;
  const { db, logger } = deps;
  const provider = options.provider ?? providerFor(deps.config);
  const rateLimit = createAiRateLimit(deps.config.ai.rateLimit, options.redis);
  // Held from the 202 to the final answer; freed by itself after the longest a run can take
  // (every step timing out on every retry) should the process running it die.
  const { timeoutMs, maxRetries } = deps.config.ai;
  const runLock = createAiRunLock(options.redis, timeoutMs * (maxRetries + 1) * MAX_STEPS + 60_000);
  const emailAssist = createEmailAssist(provider);
  // Risky tools called by a model or an MCP client wait here for the user's press.
  const actions = createAiActions({
    deps,
    realtime,
    registry: () => tools,
    timeZoneOf: services.timeZoneOf,
    withChanges,
  });
  // The e-mail tools draft replies through the same provider as the routes.
  const tools = createToolRegistry(
    { ...services, emailAssist },
    (error, tool) => logger.error({ err: error, tool }, 'ai tool failed'),
    actions.request,
  );

  async function runAgent({ runId, session, request }: AiJob) {
    const { sessionId } = request;
    const owner = ownerOf(session);
    const store = request.options.storeConversation;
    let conversationId: string | undefined;
    const save = async (
      lines: Array<{ role: AiRole; content: string; reasoning?: string | null }>,
    ) => {
      if (conversationId) await repo.appendMessages(db, conversationId, lines);
    };
    try {
      const existing = await repo.findConversation(db, owner, sessionId);
      const history =
        request.options.includeConversationHistory && existing
          ? await repo.listRecentMessages(db, existing.id, HISTORY_LIMIT)
          : [];
      if (store) {
        conversationId = (
          await repo.ensureConversation(db, owner, sessionId, titleOf(request.message))
        ).id;
        await save([{ role: 'user', content: request.message }]);
      }
      const changes: AiChange[] = [];
      const pendingActions: AiPendingAction[] = [];
      let uiUpdateData: AiUiUpdateData | null = null;
      const clock = await services.clockOf(session);
      const answer = await provider.run({
        message: request.message,
        history: history.map((line) => ({ role: line.role as AiRole, content: line.content })),
        currentState: request.currentState,
        tools,
        context: {
          session,
          timeZone: clock.timeZone,
          timeFormat: clock.timeFormat,
          now: new Date(),
          recordChange: (change) => changes.push(change),
          setUiUpdate: (data) => {
            uiUpdateData = data;
          },
          assistantRun: { conversationId: conversationId ?? null, actions: pendingActions },
        },
        onUpdate: (update) => realtime.update(session.userId, { sessionId, update }),
      });
      const chatMessage = withChanges(answer.chatMessage, changes);
      await save([{ role: 'llm', content: chatMessage, reasoning: answer.reasoning }]);
      realtime.finalResponse(session.userId, {
        sessionId,
        finalResponse: {
          chatMessage,
          reasoning: answer.reasoning,
          uiUpdateData,
          changes,
          ...(answer.suggestions?.length ? { suggestions: answer.suggestions } : {}),
          ...(pendingActions.length ? { actions: pendingActions } : {}),
        },
      });
    } catch (error) {
      const message = error instanceof AiProviderError ? error.message : AI_MESSAGES.runFailed;
      if (!(error instanceof AiProviderError)) logger.error({ err: error, runId }, 'ai run failed');
      await save([{ role: 'error', content: message }]).catch(() => undefined);
      realtime.error(session.userId, { sessionId, error: message });
    } finally {
      await runLock
        .release(session.userId, sessionId, runId)
        .catch((error: unknown) => logger.error({ err: error, runId }, 'ai run lock release'));
    }
  }

  /** The user's rate, then the provider; its failures answer 503 with their message. */
  async function assist<T>(session: SessionContext, write: () => Promise<T>): Promise<T> {
    if (!(await rateLimit.take(session.userId))) {
      throw new AppError('RATE_LIMITED', AI_MESSAGES.rateLimited);
    }
    try {
      return await write();
    } catch (error) {
      if (error instanceof AiProviderError)
        throw new AppError('SERVICE_UNAVAILABLE', error.message);
      throw error;
    }
  }

  const queue = options.jobs.define<AiJob>(AI_QUEUE, runAgent, {
    concurrency: deps.config.ai.concurrency,
  });

  return {
    tools,
    actions,
    /** Count one use of the model by the user, as the writing routes do; false past the limit. */
    takeModelUse: (session: SessionContext) => rateLimit.take(session.userId),
    smartReply: (session: SessionContext, input: Parameters<typeof emailAssist.smartReply>[0]) =>
      assist(session, () => emailAssist.smartReply(input)),
    reviseDraft: (session: SessionContext, input: Parameters<typeof emailAssist.reviseDraft>[0]) =>
      assist(session, () => emailAssist.reviseDraft(input)),
    /**
     * POST /ai/agent: refused while this conversation's previous message is still running,
     * counted against the user's rate, queued, answered at once.
     */
    async startAgent(session: SessionContext, request: AiAgentInput): Promise<AiAgentAccepted> {
      const runId = randomUUID();
      const { userId } = session;
      if (!(await runLock.acquire(userId, request.sessionId, runId))) {
        throw new AppError('CONFLICT', AI_MESSAGES.busy);
      }
      try {
        if (!(await rateLimit.take(userId))) {
          throw new AppError('RATE_LIMITED', AI_MESSAGES.rateLimited);
        }
        await queue.add({ runId, session, request }, { jobId: runId });
      } catch (error) {
        await runLock.release(userId, request.sessionId, runId);
        throw error;
      }
      return { accepted: true, sessionId: request.sessionId, runId };
    },

    async listConversations(session: SessionContext): Promise<AiConversationSummary[]> {
      const rows = await repo.listConversations(db, ownerOf(session));
      return rows.map(({ conversation, messageCount }) => ({
        sessionId: conversation.sessionId,
        title: conversation.title,
        messageCount,
        createdAt: conversation.createdAt.toISOString(),
        updatedAt: conversation.updatedAt.toISOString(),
      }));
    },

    async getConversation(session: SessionContext, sessionId: string): Promise<AiConversation> {
      const conversation = await repo.findConversation(db, ownerOf(session), sessionId);
      if (!conversation) throw new AppError('NOT_FOUND', AI_MESSAGES.conversationNotFound);
      const messages = await repo.listMessages(db, conversation.id);
      const cards = await actions.cardsOf(conversation.id, messages);
      return {
        sessionId: conversation.sessionId,
        messages: messages.map((line, index) => ({
          role: line.role as AiRole,
          content: line.content,
          ...(line.reasoning ? { reasoning: line.reasoning } : {}),
          timestamp: line.createdAt.toISOString(),
          ...(cards.has(index) ? { actions: cards.get(index) } : {}),
        })),
        createdAt: conversation.createdAt.toISOString(),
        updatedAt: conversation.updatedAt.toISOString(),
      };
    },

    async deleteConversation(session: SessionContext, sessionId: string) {
      if (!(await repo.deleteConversation(db, ownerOf(session), sessionId))) {
        throw new AppError('NOT_FOUND', AI_MESSAGES.conversationNotFound);
      }
    },

    async deleteAllConversations(session: SessionContext) {
      return repo.deleteAllConversations(db, ownerOf(session));
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
