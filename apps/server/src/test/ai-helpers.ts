import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  AI_SOCKET_NAMESPACE,
  type AiErrorEvent,
  type AiFinalResponseEvent,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { call } from './test-app.js';

let sequence = 0;
export const newSessionId = () => `session-${Date.now()}${(sequence += 1) % 1000}`;

/** A signed-in socket on the assistant's namespace. */
export async function connectAi(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(`${baseUrl}${AI_SOCKET_NAMESPACE}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The final answer or error of one session's run, whichever comes first. */
export function outcomeOf(socket: Socket, sessionId: string, timeoutMs = 10_000) {
  return new Promise<{ final: AiFinalResponseEvent['finalResponse'] } | { error: string }>(
    (resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no AI outcome')), timeoutMs);
      const onFinal = (event: AiFinalResponseEvent) => {
        if (event.sessionId !== sessionId) return;
        done();
        resolve({ final: event.finalResponse });
      };
      const onError = (event: AiErrorEvent) => {
        if (event.sessionId !== sessionId) return;
        done();
        resolve({ error: event.error });
      };
      const done = () => {
        clearTimeout(timer);
        socket.off('aiFinalResponse', onFinal);
        socket.off('aiError', onError);
      };
      socket.on('aiFinalResponse', onFinal);
      socket.on('aiError', onError);
    },
  );
}

/** POST /ai/agent, expecting 202, and the run's outcome on the socket. */
export async function ask(
  app: FastifyInstance,
  socket: Socket,
  token: string,
  message: string,
  options: {
    sessionId?: string;
    includeConversationHistory?: boolean;
    storeConversation?: boolean;
  } = {},
) {
  const sessionId = options.sessionId ?? newSessionId();
  const outcome = outcomeOf(socket, sessionId);
  const response = await call(app, 'POST', '/ai/agent', {
    token,
    body: {
      message,
      sessionId,
      options: {
        includeConversationHistory: options.includeConversationHistory ?? true,
        storeConversation: options.storeConversation ?? true,
      },
      currentState: { service: 'global_chat', details: {} },
    },
  });
  expect(response.statusCode, response.body).toBe(202);
  return { sessionId, outcome: await outcome };
}

export function finalOf(outcome: Awaited<ReturnType<typeof outcomeOf>>) {
  if (!('final' in outcome)) throw new Error(`AI error: ${outcome.error}`);
  return outcome.final;
}

/**
 * An MCP client (the official SDK's) signed in with a new personal access token of `owner`,
 * as an outside agent connects. Answers the client (close it after the file) and a caller of
 * its tools giving each result's JSON.
 */
export async function connectMcpTools(
  app: FastifyInstance,
  baseUrl: string,
  owner: { token: string },
  token: { name: string; actsWithoutConfirmation: boolean },
) {
  const made = await call(app, 'POST', '/ai/tokens', { token: owner.token, body: token });
  expect(made.statusCode, made.body).toBe(201);
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${made.json().secret}` } },
    }),
  );
  const callTool = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({ name, arguments: args });
    const body = JSON.parse((result.content as Array<{ text: string }>)[0]!.text);
    return { isError: result.isError === true, body };
  };
  return { client, made: made.json() as { token: { actsWithoutConfirmation: boolean } }, callTool };
}
