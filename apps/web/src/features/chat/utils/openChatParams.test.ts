import { describe, expect, it } from 'vitest';
import { chatWindowReducer, initialChatWindowState } from './chatWindowState';
import { readOpenChatParams } from './openChatParams';

describe('openChat URL parameters', () => {
  it('opens a thread and removes the chat parameters, keeping the others', () => {
    expect(readOpenChatParams('?openChat=true&chatRoomId=r1&threadId=t1&tab=x')).toEqual({
      request: { kind: 'thread', chatRoomId: 'r1', threadId: 't1' },
      remainingSearch: '?tab=x',
    });
  });

  it('opens the window alone without both ids', () => {
    expect(readOpenChatParams('?openChat=true&chatRoomId=r1')).toEqual({
      request: { kind: 'window' },
      remainingSearch: '',
    });
  });

  it('opens an AI conversation with aiSessionId and removes it', () => {
    expect(readOpenChatParams('?openChat=true&aiSessionId=session-1700000000000123&x=1')).toEqual({
      request: { kind: 'ai', sessionId: 'session-1700000000000123' },
      remainingSearch: '?x=1',
    });
  });

  it('ignores URLs without openChat=true', () => {
    expect(readOpenChatParams('?chatRoomId=r1&threadId=t1')).toBeNull();
    expect(readOpenChatParams('?openChat=false')).toBeNull();
  });
});

describe('chat window state', () => {
  it('an incoming message opens it without taking focus', () => {
    const state = chatWindowReducer(initialChatWindowState, {
      type: 'openThread',
      roomId: 'r1',
      threadId: 't1',
      focus: false,
    });
    expect(state).toMatchObject({ status: 'open', view: 'chat', focusRequest: 0 });
  });

  it('toggling open resets to the chat tab and rooms; back steps up one level', () => {
    let state = chatWindowReducer(initialChatWindowState, {
      type: 'openThread',
      roomId: 'r1',
      threadId: 't1',
    });
    expect(state).toMatchObject({ status: 'open', view: 'chat', roomId: 'r1', threadId: 't1' });
    state = chatWindowReducer(state, { type: 'back' });
    expect(state).toMatchObject({ view: 'threads', roomId: 'r1', threadId: null });
    state = chatWindowReducer(state, { type: 'back' });
    expect(state).toMatchObject({ view: 'rooms', roomId: null });

    state = chatWindowReducer({ ...state, tab: 'ai', status: 'minimized' }, { type: 'toggle' });
    expect(state).toMatchObject({ ...initialChatWindowState, status: 'open', focusRequest: 2 });
    expect(chatWindowReducer(state, { type: 'toggle' }).status).toBe('closed');
  });

  it('the AI action opens the AI tab; toggling open again forgets the AI session', () => {
    let state = chatWindowReducer(initialChatWindowState, { type: 'openAi', sessionId: 's-1' });
    expect(state).toMatchObject({
      status: 'open',
      tab: 'ai',
      aiView: 'chat',
      aiSessionId: 's-1',
      isAiStarted: true,
    });
    state = chatWindowReducer(state, { type: 'showAiList' });
    expect(state).toMatchObject({ aiView: 'list', aiSessionId: null });
    state = chatWindowReducer(state, { type: 'openAiConversation', sessionId: null });
    expect(state).toMatchObject({ aiView: 'chat', aiSessionId: null });
    state = chatWindowReducer(state, { type: 'setAiSession', sessionId: 's-2' });
    expect(state.aiSessionId).toBe('s-2');
    state = chatWindowReducer(chatWindowReducer(state, { type: 'close' }), { type: 'toggle' });
    expect(state).toMatchObject({
      tab: 'chat',
      aiView: 'list',
      aiSessionId: null,
      isAiStarted: false,
    });
  });
});
