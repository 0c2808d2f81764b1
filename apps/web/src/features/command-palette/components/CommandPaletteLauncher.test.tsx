import { screen, waitFor } from '@testing-library/react';
import { OPEN_AI_ASSISTANT_EVENT } from '../../ai/utils/openAiAssistant';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeNote, makeProject, makeSavedSession, makeTask } from '../../../test/fixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FakeAuthProvider } from '../../../test/fakeAuth';
import { tasksMessages } from '../../tasks/tasks.messages';
import { commandPaletteMessages as messages } from '../commandPalette.messages';
import { CommandPaletteLauncher } from './CommandPaletteLauncher';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(async () => {
  // Load the lazy chunks once up front, so each test waits on the palette, not on the bundler.
  await import('./CommandPalette');
  await import('../../tasks/components/TaskDialog');
  // cmdk keeps the selected row in view; jsdom lays nothing out.
  Element.prototype.scrollIntoView = () => undefined;
  // cmdk measures its list's height for an animation; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = <Item,>(key: string, items: Item[]) => ({
  [key]: items,
  total: items.length,
  totalIsExact: true,
  limit: 5,
  offset: 0,
});

function renderPalette() {
  const fetchMock = mockApi({
    'GET /tasks': ({ url }) =>
      jsonResponse(
        200,
        page(
          'tasks',
          url.searchParams.get('q') === 'plan'
            ? [makeTask({ id: 't-1', title: 'Plan the launch' })]
            : [],
        ),
      ),
    'GET /notes': ({ url }) =>
      jsonResponse(
        200,
        page(
          'notes',
          url.searchParams.get('q') === 'plan'
            ? [makeNote({ id: 'n-1', title: 'Planning notes' })]
            : [],
        ),
      ),
    'GET /projects': () =>
      jsonResponse(200, {
        projects: [
          makeProject({ id: 'p-1', name: 'Planet website' }),
          makeProject({ id: 'p-2', name: 'Hiring' }),
        ],
      }),
    'GET /chat/chatrooms': () =>
      jsonResponse(200, {
        chatRooms: [
          { id: 'r-1', name: 'planning', isArchived: false, createdAt: '2030-01-01T00:00:00.000Z' },
        ],
      }),
    'GET /tasks/categories': () => jsonResponse(200, { categories: [] }),
    'GET /user': () => jsonResponse(200, { users: [] }),
    'GET /calendar/events': () =>
      jsonResponse(200, {
        events: [
          {
            id: 'e-1',
            emailAccountId: 'a-1',
            summary: 'Launch planning review',
            start: { dateTime: '2030-01-02T09:00:00.000Z' },
            end: { dateTime: '2030-01-02T10:00:00.000Z' },
          },
        ],
        failures: [],
      }),
    'GET /filemanager/search': ({ url }) =>
      jsonResponse(200, {
        files:
          url.searchParams.get('q') === 'plan'
            ? [
                {
                  name: 'plan.html',
                  path: 'reports/plan.html',
                  folder: 'reports',
                  kind: 'document',
                  size: 10,
                  modified: '2030-01-01T00:00:00.000Z',
                  version: 1,
                  mimetype: null,
                  url: null,
                },
              ]
            : [],
      }),
    'POST /email/fetch/getCachedEmails': ({ body }) =>
      jsonResponse(200, {
        emails:
          (body as { query?: string }).query === 'plan'
            ? [
                {
                  id: 'm-1',
                  accountId: 'acc-1',
                  folder: 'INBOX',
                  subject: 'Plan for Q3',
                  from: { name: 'Dana', address: 'dana@example.com' },
                },
              ]
            : [],
        nextPageToken: null,
        failures: [],
        syncing: [],
      }),
    'GET /chat/search': ({ url }) =>
      jsonResponse(200, {
        chats:
          url.searchParams.get('q') === 'plan'
            ? [
                {
                  id: 'c-1',
                  content: 'the plan is ready',
                  chatRoomId: 'r-1',
                  threadId: 'th-1',
                  chatRoom: { id: 'r-1', name: 'planning' },
                  thread: { id: 'th-1', title: 'Launch' },
                },
              ]
            : [],
      }),
  });
  const alice = makeSavedSession('alice');
  const bob = makeSavedSession('bob');
  const auth = makeAuthValue({ sessions: [alice, bob], activeSessionKey: alice.key });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dash']}>
        <FakeAuthProvider value={auth}>
          <CommandPaletteLauncher />
          <LocationProbe />
        </FakeAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock, auth, bob };
}

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: messages.label });
}

/** Arrow down (wrapping) until this option is the selected one, as a keyboard user would. */
async function arrowTo(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  const option = await screen.findByRole('option', { name });
  for (let step = 0; step < 20 && option.getAttribute('aria-selected') !== 'true'; step += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(option).toHaveAttribute('aria-selected', 'true');
}

describe('CommandPalette', { timeout: 20_000 }, () => {
  it('opens with Ctrl+K and goes to a screen with the keyboard alone', async () => {
    const { user } = renderPalette();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    const input = await openPalette(user);
    expect(input).toHaveFocus();
    await user.keyboard('settings');
    expect(
      await screen.findByRole('option', { name: messages.screens.settings }),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('searches tasks, notes, projects and chat rooms by title, debounced, and opens a hit', async () => {
    const { user, fetchMock } = renderPalette();
    await openPalette(user);
    await user.keyboard('plan');

    expect(await screen.findByRole('option', { name: 'Plan the launch' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Planning notes' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Planet website' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'planning' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Hiring' })).not.toBeInTheDocument();
    // One search per area for the settled text, not one per key typed.
    const searches = requestsOf(fetchMock).filter((request) =>
      request.url.startsWith('/api/tasks?'),
    );
    expect(
      searches.map((request) => new URL(request.url, 'http://x').searchParams.get('q')),
    ).toEqual(['plan']);

    await arrowTo(user, 'Planning notes');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/notes?note=n-1'),
    );
  });

  it('goes to every area and every Settings page', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await user.keyboard('calendar');
    await arrowTo(user, messages.screens.calendar);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/calendar'));

    await openPalette(user);
    await user.keyboard('members and');
    await arrowTo(user, messages.settingsPage('Members and permissions'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/settings/members'),
    );
  });

  it('finds events, documents, mail and chat messages, and opens a document in the editor', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await user.keyboard('plan');
    expect(
      await screen.findByRole('option', { name: 'Launch planning review' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /^plan\.html/ })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /^Plan for Q3/ })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /^the plan is ready/ })).toBeInTheDocument();

    await arrowTo(user, /^plan\.html.*reports$/);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/documents/edit?path=reports%2Fplan.html',
      ),
    );
  });

  it('creates a task through the task dialog', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await user.keyboard('new task{Enter}');

    expect(
      await screen.findByRole('heading', { name: tasksMessages.dialog.createTitle }),
    ).toBeInTheDocument();
  });

  it('starts a message on the chat screen, and closes on Escape', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await user.keyboard('new message{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat'));

    await openPalette(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it('asks the AI assistant: the AI action event opens the window on the AI tab', async () => {
    const { user } = renderPalette();
    const heard = vi.fn();
    window.addEventListener(OPEN_AI_ASSISTANT_EVENT, heard);
    await openPalette(user);
    await user.keyboard('ask the ai');
    await arrowTo(user, messages.create.askAssistant);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heard).toHaveBeenCalledOnce());
    window.removeEventListener(OPEN_AI_ASSISTANT_EVENT, heard);
  });

  it('switches to another saved account', async () => {
    const { user, auth, bob } = renderPalette();
    await openPalette(user);
    await user.keyboard('bob');
    await arrowTo(user, messages.switchTo(bob.username, bob.organizationName));
    await user.keyboard('{Enter}');

    expect(auth.switchAccount).toHaveBeenCalledWith(bob.key);
  });
});
