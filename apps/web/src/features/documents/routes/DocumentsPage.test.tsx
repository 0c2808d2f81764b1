import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileDocument, FileEntry } from '@worksphere/contracts';
import type * as ReactToastify from 'react-toastify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { documentsMessages as messages } from '../documents.messages';
import { DocumentsRoute } from './DocumentsRoute';

vi.mock('react-toastify', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactToastify>()),
  toast: Object.assign(vi.fn(), {
    error: vi.fn(),
    success: vi.fn(),
    info: vi.fn(),
    dismiss: vi.fn(),
  }),
}));

beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Element.prototype.getClientRects ??= noRects;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function entry(overrides: Partial<FileEntry>): FileEntry {
  return {
    name: 'a.html',
    path: 'a.html',
    folder: '',
    kind: 'document',
    size: 120,
    modified: '2026-11-20T10:00:00.000Z',
    version: 1,
    mimetype: null,
    url: null,
    ...overrides,
  };
}

function renderAt(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/documents/*',
        element: (
          <FakeAuthProvider value={makeAuthValue()}>
            <DocumentsRoute />
          </FakeAuthProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('Documents screen', { timeout: 20_000 }, () => {
  it('lists a folder with breadcrumbs, folders and documents as links', async () => {
    mockApi({
      'GET /filemanager/browse': ({ url }) =>
        jsonResponse(200, {
          folder: url.searchParams.get('folder'),
          files: [
            entry({
              name: 'q1',
              path: 'reports/q1',
              folder: 'reports',
              kind: 'folder',
              size: 0,
              version: null,
            }),
            entry({ name: 'plan.html', path: 'reports/plan.html', folder: 'reports' }),
          ],
        }),
    });
    renderAt('/documents?folder=reports');
    const crumbs = screen.getByRole('navigation', { name: messages.breadcrumbLabel });
    expect(within(crumbs).getByRole('link', { name: messages.root })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(within(crumbs).getByText('reports')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'q1' })).toHaveAttribute(
      'href',
      '/documents?folder=reports%2Fq1',
    );
    expect(screen.getByRole('link', { name: 'plan.html' })).toHaveAttribute(
      'href',
      '/documents/edit?path=reports%2Fplan.html',
    );
  });

  it('opens the New document dialog when the address asks (the command palette)', async () => {
    mockApi({ 'GET /filemanager/browse': () => jsonResponse(200, { folder: '', files: [] }) });
    const { router } = renderAt('/documents?new=document');
    expect(await screen.findByRole('dialog', { name: messages.newDocument })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when a folder is empty', async () => {
    mockApi({ 'GET /filemanager/browse': () => jsonResponse(200, { folder: '', files: [] }) });
    renderAt('/documents');
    expect(await screen.findByText(messages.emptyTitle)).toBeInTheDocument();
  });

  it('shows the server reason for a failed listing, with a retry', async () => {
    mockApi({
      'GET /filemanager/browse': () =>
        jsonResponse(404, { error: 'Folder not found.', code: 'NOT_FOUND' }),
    });
    renderAt('/documents?folder=gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('Folder not found.');
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
  });

  it('creates a folder, keeping the dialog open with the reason when refused', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      'GET /filemanager/browse': () => jsonResponse(200, { folder: '', files: [] }),
      'POST /filemanager/folder': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(409, {
              error: '"Drafts" already exists in this folder.',
              code: 'CONFLICT',
            })
          : jsonResponse(201, {
              file: entry({ name: 'Drafts2', path: 'Drafts2', kind: 'folder' }),
            });
      },
    });
    const { user } = renderAt('/documents');
    await user.click(await screen.findByRole('button', { name: messages.newFolder }));
    const dialog = screen.getByRole('dialog', { name: messages.newFolder });
    await user.type(within(dialog).getByLabelText(messages.nameLabel), 'Drafts');
    await user.click(within(dialog).getByRole('button', { name: messages.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"Drafts" already exists in this folder.',
    );
    await user.type(within(dialog).getByLabelText(messages.nameLabel), '2');
    await user.click(within(dialog).getByRole('button', { name: messages.create }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/filemanager/folder'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(body.at(-1)).toEqual({ folder: '', name: 'Drafts2' });
  });

  it('shows the trash and restores an item', async () => {
    const fetchMock = mockApi({
      'GET /filemanager/trash': () =>
        jsonResponse(200, {
          items: [
            {
              id: 't-1',
              name: 'old.html',
              kind: 'document',
              folder: 'reports',
              size: 10,
              deletedAt: '2026-11-21T09:00:00.000Z',
              deletedBy: null,
            },
          ],
        }),
      'POST /filemanager/trash/t-1/restore': () =>
        jsonResponse(200, { file: entry({ name: 'old.html', path: 'reports/old.html' }) }),
    });
    const { user } = renderAt('/documents?view=trash');
    expect(await screen.findByText('old.html')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.restore }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/trash/t-1/restore'))).toBe(
        true,
      ),
    );
  });
});

describe('A document in the editor', { timeout: 20_000 }, () => {
  const document: FileDocument = {
    ...entry({ name: 'plan.html', path: 'plan.html' }),
    id: '00000000-0000-4000-8000-000000000002',
    version: 4,
    content: '<p>Plan</p>',
    paperSize: 'letter',
  };

  it('is written together: it opens the co-editing socket and says when it is offline', async () => {
    const sockets: string[] = [];
    // A socket that never connects: the server is not there in this test.
    class UnreachableSocket extends EventTarget {
      readyState = 0;
      binaryType = 'arraybuffer';
      constructor(url: string) {
        super();
        sockets.push(url);
        setTimeout(() => {
          this.readyState = 3;
          this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
        }, 0);
      }
      send() {}
      close() {}
    }
    vi.stubGlobal('WebSocket', UnreachableSocket);
    mockApi({ 'GET /filemanager/document': () => jsonResponse(200, { document }) });
    renderAt('/documents/edit?path=plan.html');
    expect(await screen.findByText(messages.offline)).toBeInTheDocument();
    expect(sockets[0]).toMatch(/^ws:\/\/[^/]+\/api\/collab$/);
    // Until the server's copy has arrived the document is shown but not editable.
    expect(window.document.querySelector('#document-editor')).not.toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    vi.unstubAllGlobals();
  });
});
