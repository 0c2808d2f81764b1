import type { AiFinalResponse } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  aiChatReducer,
  canSendAiMessage,
  initialAiChatState,
  type AiChatState,
} from './aiChatState';

const at = '2030-01-01T09:00:00.000Z';
const answer: AiFinalResponse = {
  chatMessage: 'Created the task **review budget**.',
  reasoning: 'The user asked for a task.',
  uiUpdateData: null,
  changes: [{ action: 'created', entity: 'task', id: 't-1', title: 'review budget' }],
};

function sent(state: AiChatState = initialAiChatState, sessionId = 'session-1') {
  return aiChatReducer(state, { type: 'sent', sessionId, text: 'create a task', at });
}

describe('the AI request flow', () => {
  it('sending adds the user line and starts pending', () => {
    const state = sent();
    expect(state).toEqual({
      sessionId: 'session-1',
      isPending: true,
      messages: [{ role: 'user', content: 'create a task', timestamp: at }],
    });
  });

  it('progress appears as system lines and keeps pending; the final answer ends it', () => {
    let state = sent();
    state = aiChatReducer(state, { type: 'update', sessionId: 'session-1', text: 'Thinking…', at });
    expect(state.isPending).toBe(true);
    expect(state.messages.at(-1)).toEqual({ role: 'system', content: 'Thinking…', timestamp: at });
    state = aiChatReducer(state, {
      type: 'final',
      sessionId: 'session-1',
      finalResponse: answer,
      at,
    });
    expect(state.isPending).toBe(false);
    expect(state.messages.at(-1)).toEqual({
      role: 'llm',
      content: answer.chatMessage,
      reasoning: answer.reasoning,
      timestamp: at,
      changes: answer.changes,
      uiUpdateData: undefined,
    });
  });

  it('an error from the socket or a refused start ends pending with an error line', () => {
    const failed = aiChatReducer(sent(), {
      type: 'failed',
      sessionId: 'session-1',
      error: 'The assistant failed.',
      at,
    });
    expect(failed.isPending).toBe(false);
    expect(failed.messages.at(-1)).toMatchObject({
      role: 'error',
      content: 'The assistant failed.',
    });
    const refused = aiChatReducer(sent(), {
      type: 'startFailed',
      sessionId: 'session-1',
      error: 'Failed to start AI agent.',
      at,
    });
    expect(refused).toMatchObject({ isPending: false });
    expect(refused.messages.at(-1)).toMatchObject({ role: 'error' });
  });

  it('events of another conversation change nothing', () => {
    const state = sent();
    for (const action of [
      { type: 'update', sessionId: 'session-2', text: 'x', at },
      { type: 'final', sessionId: 'session-2', finalResponse: answer, at },
      { type: 'failed', sessionId: 'session-2', error: 'x', at },
    ] as const) {
      expect(aiChatReducer(state, action)).toBe(state);
    }
  });

  it('a new conversation clears the session and the lines; loading one keeps its own pending state', () => {
    const pending = sent();
    expect(aiChatReducer(pending, { type: 'reset' })).toEqual(initialAiChatState);
    const lines = [{ role: 'user' as const, content: 'hi', timestamp: at }];
    expect(
      aiChatReducer(pending, { type: 'loaded', sessionId: 'session-1', messages: lines }),
    ).toEqual({
      sessionId: 'session-1',
      messages: lines,
      isPending: true,
    });
    expect(
      aiChatReducer(pending, { type: 'loaded', sessionId: 'session-2', messages: lines }).isPending,
    ).toBe(false);
  });
});

describe('after a reconnect', () => {
  it('the stored conversation ends pending once it holds the answer, not before', () => {
    const pending = sent();
    const asked = [{ role: 'user' as const, content: 'create a task', timestamp: at }];
    expect(
      aiChatReducer(pending, { type: 'resynced', sessionId: 'session-1', messages: asked }),
    ).toBe(pending);
    const answered = [...asked, { role: 'llm' as const, content: 'Done.', timestamp: at }];
    expect(
      aiChatReducer(pending, { type: 'resynced', sessionId: 'session-1', messages: answered }),
    ).toEqual({ sessionId: 'session-1', messages: answered, isPending: false });
  });
});

describe('canSendAiMessage', () => {
  it('blocks text that is empty after trimming, and any text while a request is pending', () => {
    expect(canSendAiMessage('   \n ', false)).toBe(false);
    expect(canSendAiMessage('', false)).toBe(false);
    expect(canSendAiMessage('hello', true)).toBe(false);
    expect(canSendAiMessage(' hello ', false)).toBe(true);
  });
});
