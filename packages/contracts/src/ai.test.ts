import { describe, expect, it } from 'vitest';
import {
  aiAgentRequestSchema,
  aiUiUpdateDataSchema,
  AI_DEFAULT_SERVICE,
  AI_OFFLINE_HELP,
} from './ai.js';
import { posAddOrderPayloadSchema } from './pos.js';

const id = '0b7c6f1e-7a52-4f0e-9c1a-1f2e3d4c5b6a';

describe('ai contracts', () => {
  it('fills the spec defaults of an agent request', () => {
    const parsed = aiAgentRequestSchema.parse({
      message: ' hi ',
      sessionId: 'session-1700000000000123',
    });
    expect(parsed).toEqual({
      message: 'hi',
      sessionId: 'session-1700000000000123',
      options: { includeConversationHistory: true, storeConversation: true },
      currentState: { service: AI_DEFAULT_SERVICE, details: {} },
    });
  });

  it('refuses a blank message and a bad session id', () => {
    expect(aiAgentRequestSchema.safeParse({ message: ' ', sessionId: 's' }).success).toBe(false);
    expect(aiAgentRequestSchema.safeParse({ message: 'x', sessionId: 'a b' }).success).toBe(false);
  });

  it('keeps a pos_add_order payload readable by the POS hand-off schema', () => {
    const data = aiUiUpdateDataSchema.parse({
      type: 'pos_add_order',
      payload: {
        currency: 'EUR',
        lines: [
          { productId: id, quantity: 2, choiceIds: [], name: 'Latte', options: [], unitPrice: 350 },
        ],
      },
    });
    expect(data.type).toBe('pos_add_order');
    const cart = posAddOrderPayloadSchema.parse(data.payload);
    expect(cart.lines).toEqual([{ productId: id, quantity: 2, choiceIds: [], note: '' }]);
  });

  it('documents every command in the help text', () => {
    expect(AI_OFFLINE_HELP).toContain('order 2 large lattes and a bagel');
  });
});
