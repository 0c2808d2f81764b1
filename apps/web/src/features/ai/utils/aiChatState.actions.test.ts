import type { AiFinalResponse, AiPendingAction } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { aiChatReducer, initialAiChatState } from './aiChatState';

const at = '2030-01-01T09:00:00.000Z';
const card: AiPendingAction = {
  id: 'action-1',
  tool: 'send_sms',
  title: 'Send a text message',
  details: [{ label: 'To', value: '555 010 3300' }],
  status: 'pending',
  source: 'assistant',
  result: null,
  createdAt: at,
  decidedAt: null,
  expiresAt: '2030-01-01T09:15:00.000Z',
};
const answer: AiFinalResponse = {
  chatMessage: 'Please check and confirm below.',
  reasoning: null,
  uiUpdateData: null,
  changes: [],
  actions: [card],
};

function answered() {
  const sent = aiChatReducer(initialAiChatState, {
    type: 'sent',
    sessionId: 'session-1',
    text: 'text 555 010 3300 running late',
    at,
  });
  return aiChatReducer(sent, { type: 'final', sessionId: 'session-1', finalResponse: answer, at });
}

describe('confirmation cards in the conversation', () => {
  it('the answer carries its cards', () => {
    expect(answered().messages.at(-1)?.actions).toEqual([card]);
  });

  it('a press updates the card where it is; an unknown action changes nothing', () => {
    const state = answered();
    const confirmed = { ...card, status: 'confirmed' as const };
    const next = aiChatReducer(state, { type: 'actionChanged', action: confirmed });
    expect(next.messages.at(-1)?.actions).toEqual([confirmed]);
    const other = aiChatReducer(state, { type: 'actionChanged', action: { ...card, id: 'x' } });
    expect(other).toBe(state);
  });

  it('the live decision updates the card and adds the outcome line to its conversation only', () => {
    const state = answered();
    const line = { role: 'llm' as const, content: 'Done: Send a text message.', timestamp: at };
    const decided = { ...card, status: 'confirmed' as const };
    const next = aiChatReducer(state, {
      type: 'actionDecided',
      event: { sessionId: 'session-1', action: decided, line },
    });
    expect(next.messages.at(-2)?.actions).toEqual([decided]);
    expect(next.messages.at(-1)).toEqual(line);
    const elsewhere = aiChatReducer(state, {
      type: 'actionDecided',
      event: { sessionId: 'session-2', action: { ...card, id: 'y' }, line },
    });
    expect(elsewhere.messages).toHaveLength(state.messages.length);
  });
});
