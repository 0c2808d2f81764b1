import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { POS_HANDOFF_STORAGE_KEY, type AiConversationSummary } from '@worksphere/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { ChatWindow } from '../../chat/components/ChatWindow';
import { ChatProvider } from '../../chat/realtime/ChatProvider';
import { aiMessages } from '../ai.messages';
import { openAiAssistant } from '../utils/openAiAssistant';

const aiSocket = vi.hoisted(() => ({ current: null as FakeChatSocket | null }));
vi.mock('../../../platform/realtime/aiSocket', async () => {
  const { FakeChatSocket: FakeSocket } = await import('../../../test/fakeChatSocket');
  return {
    createAiSocket: () => {
      aiSocket.current = new FakeSocket();
      return aiSocket.current;
    },
  };
});

const summary: AiConversationSummary = {
  sessionId: 'session-17000000000001',
  title: 'create a task review budget',
  messageCount: 2,
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:00:05.000Z',
};

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /chat/chats/important/active': jsonResponse(200, { importantChats: [] }),
    'GET /chat/chatrooms': jsonResponse(200, { chatRooms: [] }),
    'GET /ai/conversations': jsonResponse(200, { conversations: [] }),
    'POST /ai/agent': jsonResponse(202, { accepted: true, sessionId: 'x', runId: 'r' }),
    ...overrides,
  });
}

function renderWindow(path = '/dash') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const chatSocket = new FakeChatSocket();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <FakeAuthProvider value={makeAuthValue()}>
          <ChatProvider socketFactory={() => chatSocket.asSocket()} registerPush={false}>
            <ChatWindow />
            <LocationProbe />
          </ChatProvider>
        </FakeAuthProvider>
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

/** The AI socket the panel opened, connected. */
async function connectedAiSocket() {
  await waitFor(() => expect(aiSocket.current).not.toBeNull());
  const socket = aiSocket.current!;
  act(() => socket.receive('connect'));
  return socket;
}

/** The body of the POST /ai/agent the panel sent, once it has. */
async function sentAgentRequest(fetchMock: ReturnType<typeof mockApi>) {
  const isAgentCall = ([url]: Parameters<typeof fetch>) => String(url).endsWith('/ai/agent');
  await waitFor(() => expect(fetchMock.mock.calls.some(isAgentCall)).toBe(true));
  const [, init] = fetchMock.mock.calls.find(isAgentCall)!;
  return JSON.parse(String(init!.body)) as Record<string, unknown>;
}

const composer = () => screen.getByRole('textbox', { name: aiMessages.composer.label });

afterEach(() => {
  aiSocket.current = null;
  window.sessionStorage.clear();
});

describe('the AI Assistant tab', () => {
  it('shows the empty list, starts a new conversation and runs a request to its answer', async () => {
    const fetchMock = api();
    const { user } = renderWindow();
    act(() => openAiAssistant());
    expect(await screen.findByText(aiMessages.list.empty)).toBeInTheDocument();
    expect(screen.getByText(aiMessages.list.emptyHint)).toBeInTheDocument();
    const socket = await connectedAiSocket();

    await user.click(screen.getByRole('button', { name: aiMessages.list.newConversation }));
    expect(await screen.findByText(aiMessages.toasts.newConversation)).toBeInTheDocument();
    expect(composer()).toHaveAttribute('placeholder', 'Type your message...');
    expect(composer()).toHaveAttribute('rows', '2');

    // Blank text is not sent; Shift+Enter adds a line; Enter sends the trimmed text.
    await user.type(composer(), '   {Enter}');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/ai/agent'))).toBe(false);
    await user.clear(composer());
    await user.type(composer(), ' create a task{Shift>}{Enter}{/Shift}review budget {Enter}');
    const body = await sentAgentRequest(fetchMock);
    expect(body).toEqual({
      message: 'create a task\nreview budget',
      sessionId: expect.stringMatching(/^session-\d{13}\d{1,3}$/),
      options: { includeConversationHistory: true, storeConversation: true },
      currentState: { service: 'global_chat', details: {} },
    });
    expect(composer()).toBeDisabled();
    expect(screen.getByText(aiMessages.conversation.typing)).toBeInTheDocument();

    const sessionId = body.sessionId as string;
    act(() => socket.receive('aiUpdate', { sessionId, update: 'Using create_task…' }));
    expect(await screen.findByText('Using create_task…')).toBeInTheDocument();
    act(() => socket.receive('aiUpdate', { sessionId: 'session-other', update: 'Not mine' }));
    act(() =>
      socket.receive('aiFinalResponse', {
        sessionId,
        finalResponse: {
          chatMessage: 'Created the task **review budget**.',
          reasoning: 'Asked for a task.',
          uiUpdateData: null,
          changes: [{ action: 'created', entity: 'task', id: 't-1', title: 'review budget' }],
        },
      }),
    );
    expect(await screen.findByText('review budget', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Not mine')).not.toBeInTheDocument();
    expect(screen.getByText(aiMessages.conversation.showDetails)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Created task: review budget' });
    expect(link).toHaveAttribute('href', '/tasks?status=all&q=review+budget');
    expect(composer()).toBeEnabled();
    expect(screen.queryByText(aiMessages.conversation.typing)).not.toBeInTheDocument();
  });

  it('a refused start shows the server error as an error line and ends pending', async () => {
    api({
      'POST /ai/agent': jsonResponse(429, { error: 'Too many requests.', code: 'RATE_LIMITED' }),
    });
    const { user } = renderWindow();
    act(() => openAiAssistant({ sessionId: null }));
    await connectedAiSocket();
    await user.click(await screen.findByRole('button', { name: aiMessages.list.newConversation }));
    await user.type(composer(), 'hello{Enter}');
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
    expect(composer()).toBeEnabled();
  });

  it('a final pos_add_order stores the order, goes to the order screen and closes the window', async () => {
    const fetchMock = api();
    const { user } = renderWindow();
    act(() => openAiAssistant());
    const socket = await connectedAiSocket();
    await user.click(await screen.findByRole('button', { name: aiMessages.list.newConversation }));
    await user.type(composer(), 'order 2 lattes{Enter}');
    const { sessionId } = await sentAgentRequest(fetchMock);
    const payload = {
      lines: [
        {
          productId: '11111111-1111-4111-8111-111111111111',
          quantity: 2,
          choiceIds: [],
          note: '',
          name: 'Latte',
          options: [],
          unitPrice: 450,
        },
      ],
      customerName: '',
      note: '',
      currency: 'USD',
    };
    act(() =>
      socket.receive('aiFinalResponse', {
        sessionId,
        finalResponse: {
          chatMessage: 'Drafted an order.',
          reasoning: null,
          uiUpdateData: { type: 'pos_add_order', payload },
          changes: [],
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/pos/create-order-pos'),
    );
    expect(JSON.parse(window.sessionStorage.getItem(POS_HANDOFF_STORAGE_KEY)!)).toEqual(payload);
    expect(screen.queryByTestId('floating-chat-window')).not.toBeInTheDocument();
  });

  it('opens a conversation from the list, and deletes it after the exact confirmation', async () => {
    let conversations = [summary];
    api({
      'GET /ai/conversations': () => jsonResponse(200, { conversations }),
      [`GET /ai/conversations/${summary.sessionId}`]: jsonResponse(200, {
        sessionId: summary.sessionId,
        createdAt: summary.createdAt,
        updatedAt: summary.updatedAt,
        messages: [
          { role: 'user', content: 'create a task review budget', timestamp: summary.createdAt },
          { role: 'llm', content: 'Done.', timestamp: summary.updatedAt },
        ],
      }),
      [`DELETE /ai/conversations/${summary.sessionId}`]: () => {
        conversations = [];
        return jsonResponse(200, { ok: true });
      },
    });
    const { user } = renderWindow();
    act(() => openAiAssistant());
    const list = await screen.findByRole('list', { name: aiMessages.list.listLabel });
    await user.click(within(list).getByRole('button', { name: /^create a task review budget/ }));
    expect(await screen.findByText('Done.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: aiMessages.conversation.deleteCurrent }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this conversation?');
    await user.click(
      within(dialog).getByRole('button', { name: aiMessages.confirm.deleteConfirm }),
    );
    expect(await screen.findByText(aiMessages.toasts.deleted)).toBeInTheDocument();
    // Deleting the open conversation returns to the list, now empty.
    expect(await screen.findByText(aiMessages.list.empty)).toBeInTheDocument();
  });

  it('Delete All asks with the exact words, and a failure says so', async () => {
    api({
      'GET /ai/conversations': jsonResponse(200, { conversations: [summary] }),
      'DELETE /ai/conversations': jsonResponse(500, { error: 'Internal error' }),
    });
    const { user } = renderWindow();
    act(() => openAiAssistant());
    await user.click(await screen.findByRole('button', { name: aiMessages.list.deleteAll }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete ALL conversations? This cannot be undone.',
    );
    await user.click(
      within(dialog).getByRole('button', { name: aiMessages.confirm.deleteAllConfirm }),
    );
    expect(await screen.findByText(aiMessages.toasts.deleteAllFailed)).toBeInTheDocument();
  });

  it('a failing list says so', async () => {
    api({ 'GET /ai/conversations': jsonResponse(500, { error: 'Internal error' }) });
    renderWindow();
    act(() => openAiAssistant());
    expect((await screen.findAllByText(aiMessages.list.fetchFailedToast)).length).toBeGreaterThan(
      0,
    );
  });
});
