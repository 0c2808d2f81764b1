import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_MESSAGES, type FileEntry, type User } from '@worksphere/contracts';
import type * as ReactToastify from 'react-toastify';
import { toast } from 'react-toastify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { documentsMessages as messages } from '../documents.messages';
import { DocumentsRoute } from '../routes/DocumentsRoute';
import { VersionsDialog } from './VersionsDialog';

vi.mock('react-toastify', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactToastify>()),
  toast: Object.assign(vi.fn(), {
    error: vi.fn(),
    success: vi.fn(),
    info: vi.fn(),
    dismiss: vi.fn(),
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const successToasts = () => vi.mocked(toast.success).mock.calls.map(([message]) => message);

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

const folderEntry = (path: string) => {
  const cut = path.lastIndexOf('/');
  return entry({
    name: path.slice(cut + 1),
    path,
    folder: cut < 0 ? '' : path.slice(0, cut),
    kind: 'folder',
    size: 0,
    version: null,
  });
};

/** A small tree: reports/2026, archive, plan.html and a PNG at the top. */
const tree: Record<string, FileEntry[]> = {
  '': [
    folderEntry('archive'),
    folderEntry('reports'),
    entry({ name: 'plan.html', path: 'plan.html' }),
    entry({ name: 'logo.png', path: 'logo.png', kind: 'image', mimetype: 'image/png' }),
    entry({ name: 'budget.xlsx', path: 'budget.xlsx', kind: 'file', mimetype: null }),
  ],
  archive: [],
  reports: [folderEntry('reports/2026')],
  'reports/2026': [],
};

const browse = ({ url }: { url: URL }) => {
  const folder = url.searchParams.get('folder') ?? '';
  return jsonResponse(200, { folder, files: tree[folder] ?? [] });
};
const usage = () => jsonResponse(200, { usedBytes: 2.1 * 1024 ** 3, quotaBytes: 10 * 1024 ** 3 });

function renderAt(path: string, user: User = makeUser()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/documents/*',
        element: (
          <FakeAuthProvider value={makeAuthValue({ user })}>
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

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: messages.actionsFor(name) }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('File manager: moving with the folder picker', { timeout: 20_000 }, () => {
  it('refuses to move without a destination, then moves to the chosen folder', async () => {
    const moves: unknown[] = [];
    mockApi({
      'GET /filemanager/browse': browse,
      'GET /filemanager/usage': usage,
      'POST /filemanager/move': ({ body }) => {
        moves.push(body);
        return jsonResponse(200, {
          file: entry({
            name: 'plan.html',
            path: 'reports/2026/plan.html',
            folder: 'reports/2026',
          }),
        });
      },
    });
    const { user } = renderAt('/documents');
    await openMenuItem(user, 'plan.html', messages.move);
    const dialog = screen.getByRole('dialog', { name: messages.moveTitle('plan.html') });

    await user.click(within(dialog).getByRole('button', { name: messages.moveSubmit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.moveChooseFolder);
    expect(moves).toHaveLength(0);

    // The top level is where it is now: it cannot be chosen.
    expect(within(dialog).getByRole('radio', { name: /Documents/ })).toBeDisabled();
    await user.click(
      await within(dialog).findByRole('button', { name: messages.showSubfolders('reports') }),
    );
    await user.click(await within(dialog).findByRole('radio', { name: '2026' }));
    await user.click(within(dialog).getByRole('button', { name: messages.moveSubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([{ path: 'plan.html', toFolder: 'reports/2026' }]);
    await waitFor(() =>
      expect(successToasts()).toContain(messages.movedTo('plan.html', 'reports/2026')),
    );
  });

  it('names the top level "/" and shows the server refusal in the dialog', async () => {
    const moves: unknown[] = [];
    tree.reports = [
      folderEntry('reports/2026'),
      entry({ name: 'q.html', path: 'reports/q.html', folder: 'reports' }),
    ];
    mockApi({
      'GET /filemanager/browse': browse,
      'GET /filemanager/usage': usage,
      'POST /filemanager/move': ({ body }) => {
        moves.push(body);
        return jsonResponse(409, {
          error: '"q.html" already exists in this folder.',
          code: 'CONFLICT',
        });
      },
    });
    const { user } = renderAt('/documents?folder=reports');
    await openMenuItem(user, 'q.html', messages.move);
    const dialog = screen.getByRole('dialog', { name: messages.moveTitle('q.html') });
    await user.click(within(dialog).getByRole('radio', { name: messages.root }));
    await user.click(within(dialog).getByRole('button', { name: messages.moveSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"q.html" already exists in this folder.',
    );
    expect(moves).toEqual([{ path: 'reports/q.html', toFolder: '/' }]);
    expect(toast.success).not.toHaveBeenCalled();
    tree.reports = [folderEntry('reports/2026')];
  });

  it('does not offer a folder inside the one being moved', async () => {
    mockApi({ 'GET /filemanager/browse': browse, 'GET /filemanager/usage': usage });
    const { user } = renderAt('/documents');
    await openMenuItem(user, 'reports', messages.move);
    const dialog = screen.getByRole('dialog', { name: messages.moveTitle('reports') });
    expect(within(dialog).getByRole('radio', { name: 'reports' })).toBeDisabled();
    expect(
      within(dialog).queryByRole('button', { name: messages.showSubfolders('reports') }),
    ).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'archive' })).toBeEnabled();
  });
});

describe('File manager: the listing', { timeout: 20_000 }, () => {
  it('shows icons by type, the storage bar, and previews an image', async () => {
    mockApi({
      'GET /filemanager/browse': browse,
      'GET /filemanager/usage': usage,
      'GET /filemanager/download': () =>
        new Response(new Uint8Array([137, 80, 78, 71]), {
          status: 200,
          headers: { 'Content-Type': 'image/png' },
        }),
    });
    const { user } = renderAt('/documents');
    const logo = await screen.findByRole('button', { name: 'logo.png' });
    expect(logo.querySelector('[data-file-type="image"]')).not.toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'budget.xlsx' })
        .querySelector('[data-file-type="spreadsheet"]'),
    ).not.toBeNull();
    const meter = await screen.findByRole('meter', { name: messages.usageLabel });
    expect(meter).toHaveAttribute('aria-valuetext', '2.1 GB of 10 GB used');
    expect(screen.getByText('2.1 GB of 10 GB used')).toBeInTheDocument();

    await user.click(logo);
    const dialog = screen.getByRole('dialog', { name: 'logo.png' });
    const image = await within(dialog).findByRole('img', { name: 'logo.png' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('searches every folder and says where each result is', async () => {
    const searches: string[] = [];
    mockApi({
      'GET /filemanager/browse': browse,
      'GET /filemanager/usage': usage,
      'GET /filemanager/search': ({ url }) => {
        searches.push(url.searchParams.get('q') ?? '');
        return jsonResponse(200, {
          files: [
            entry({
              name: 'q3 plan.html',
              path: 'reports/2026/q3 plan.html',
              folder: 'reports/2026',
            }),
          ],
        });
      },
    });
    const { user, router } = renderAt('/documents');
    await user.type(await screen.findByLabelText(messages.searchLabel), 'plan');
    const results = await screen.findByRole('region', {
      name: messages.searchResultsLabel('plan'),
    });
    expect(await within(results).findByRole('link', { name: 'q3 plan.html' })).toHaveAttribute(
      'href',
      '/documents/edit?path=reports%2F2026%2Fq3+plan.html',
    );
    const where = within(results).getByRole('link', { name: messages.openFolder('reports/2026') });
    expect(where).toHaveTextContent(messages.searchIn('reports/2026'));
    expect(searches).toEqual(['plan']);
    await user.click(where);
    expect(router.state.location.search).toBe('?folder=reports%2F2026');
  });

  it('shows the contract message for an invisible character in a name', async () => {
    const created = vi.fn(() => jsonResponse(201, { file: folderEntry('x') }));
    mockApi({
      'GET /filemanager/browse': browse,
      'GET /filemanager/usage': usage,
      'POST /filemanager/folder': created,
    });
    const { user } = renderAt('/documents');
    await user.click(await screen.findByRole('button', { name: messages.newFolder }));
    const dialog = screen.getByRole('dialog', { name: messages.newFolder });
    await user.type(within(dialog).getByLabelText(messages.nameLabel), 'invoice\u202Egnp.exe');
    await user.click(within(dialog).getByRole('button', { name: messages.create }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      FILE_MESSAGES.nameInvisibleCharacter,
    );
    expect(created).not.toHaveBeenCalled();
  });
});

/** XMLHttpRequest as the upload helper uses it: progress at half, then the answer by name. */
class FakeUploadRequest {
  static answers: Record<string, { status: number; body: unknown }> = {};
  static sent: string[] = [];
  private listeners: Record<string, (() => void)[]> = {};
  private progress: ((event: {
    lengthComputable: boolean;
    loaded: number;
    total: number;
  }) => void)[] = [];
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = {
    addEventListener: (_: string, listener: (typeof this.progress)[number]) =>
      this.progress.push(listener),
  };
  open() {}
  setRequestHeader() {}
  addEventListener(name: string, listener: () => void) {
    (this.listeners[name] ??= []).push(listener);
  }
  abort() {}
  send(body: FormData) {
    const file = body.get('files') as File;
    FakeUploadRequest.sent.push(file.name);
    const answer = FakeUploadRequest.answers[file.name] ?? { status: 201, body: { files: [] } };
    setTimeout(() => {
      for (const listener of this.progress)
        listener({ lengthComputable: true, loaded: 1, total: 2 });
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        for (const listener of this.listeners.load ?? []) listener();
      }, 20);
    }, 0);
  }
}

describe('File manager: uploads dropped from the desktop', { timeout: 20_000 }, () => {
  it('uploads each file with its own progress and its own error', async () => {
    FakeUploadRequest.sent = [];
    FakeUploadRequest.answers = {
      'big.zip': { status: 413, body: { error: 'File too large: big.zip (at most 25 MB).' } },
    };
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    mockApi({ 'GET /filemanager/browse': browse, 'GET /filemanager/usage': usage });
    renderAt('/documents?folder=archive');
    const zone = await screen.findByTestId('documents-drop-zone');
    const files = [
      new File(['a'], 'notes.txt', { type: 'text/plain' }),
      new File(['b'], 'big.zip', { type: 'application/zip' }),
    ];
    const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText(messages.dropFilesHere('archive'))).toBeVisible();
    fireEvent.drop(zone, { dataTransfer });

    const uploads = await screen.findByRole('region', { name: messages.uploadsLabel });
    expect(
      within(uploads).getByRole('progressbar', { name: messages.uploadProgressLabel('notes.txt') }),
    ).toBeInTheDocument();
    expect(await within(uploads).findByText(messages.uploadDone)).toBeInTheDocument();
    expect(await within(uploads).findByRole('alert')).toHaveTextContent(
      'File too large: big.zip (at most 25 MB).',
    );
    expect(
      within(uploads).getByRole('progressbar', { name: messages.uploadProgressLabel('notes.txt') }),
    ).toHaveAttribute('value', '1');
    expect(FakeUploadRequest.sent).toEqual(['notes.txt', 'big.zip']);
    await waitFor(() => expect(successToasts()).toContain(messages.uploaded(1)));
  });
});

describe('File manager: a member without documents:edit', { timeout: 20_000 }, () => {
  const reader = makeUser({ role: 'MEMBER', permissions: ['tasks:edit'] });

  it('sees the files read-only, with a note why', async () => {
    mockApi({ 'GET /filemanager/browse': browse, 'GET /filemanager/usage': usage });
    const { user } = renderAt('/documents', reader);
    expect(await screen.findByRole('link', { name: 'plan.html' })).toBeInTheDocument();
    expect(screen.getByText(messages.readOnlyNote)).toBeInTheDocument();
    for (const name of [messages.newDocument, messages.newFolder, messages.upload]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: messages.dragHandle('plan.html') })).toBeNull();
    expect(screen.queryByTestId('documents-drop-zone')).toBeNull();
    await user.click(screen.getByRole('button', { name: messages.actionsFor('budget.xlsx') }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: messages.download })).toBeInTheDocument();
    for (const name of [messages.rename, messages.move, messages.delete]) {
      expect(within(menu).queryByRole('menuitem', { name })).toBeNull();
    }
  });

  it('sees the trash without Restore, Delete forever or Empty trash', async () => {
    mockApi({
      'GET /filemanager/trash': () =>
        jsonResponse(200, {
          items: [
            {
              id: 't-1',
              name: 'old.html',
              kind: 'document',
              folder: '',
              size: 10,
              deletedAt: '2026-11-21T09:00:00.000Z',
              deletedBy: null,
            },
          ],
        }),
    });
    renderAt('/documents?view=trash', reader);
    expect(await screen.findByText('old.html')).toBeInTheDocument();
    for (const name of [messages.restore, messages.deleteForever, messages.emptyTrash]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('an admin empties the trash after confirming', async () => {
    const emptied = vi.fn(() => new Response(null, { status: 204 }));
    mockApi({
      'GET /filemanager/trash': () =>
        jsonResponse(200, {
          items: [
            {
              id: 't-1',
              name: 'old.html',
              kind: 'document',
              folder: '',
              size: 10,
              deletedAt: '2026-11-21T09:00:00.000Z',
              deletedBy: null,
            },
          ],
        }),
      'DELETE /filemanager/trash': emptied,
    });
    const { user } = renderAt('/documents?view=trash');
    expect(await screen.findByRole('button', { name: messages.deleteForever })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.emptyTrash }));
    const confirm = screen.getByRole('dialog', { name: messages.emptyTrashTitle });
    await user.click(within(confirm).getByRole('button', { name: messages.emptyTrash }));
    await waitFor(() => expect(emptied).toHaveBeenCalledTimes(1));
  });
});

describe('Versions: a preview before restoring', { timeout: 20_000 }, () => {
  it('shows the version read-only and sanitised, then restores it from there', async () => {
    mockApi({
      'GET /filemanager/versions': () =>
        jsonResponse(200, {
          path: 'plan.html',
          currentVersion: 3,
          versions: [3, 2].map((version) => ({
            version,
            size: 10,
            savedAt: '2026-11-20T10:00:00.000Z',
            savedBy: null,
            keptBeforeDeletion: version === 2,
          })),
        }),
      'GET /filemanager/version': ({ url }) =>
        jsonResponse(200, {
          version: {
            version: Number(url.searchParams.get('version')),
            size: 10,
            savedAt: '2026-11-20T10:00:00.000Z',
            savedBy: null,
            keptBeforeDeletion: true,
            content:
              '<h1>Old plan</h1><img src="x" onerror="window.hacked=true"><script>window.hacked=true</script>',
          },
        }),
    });
    const onRestore = vi.fn(async () => undefined);
    const onClose = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <VersionsDialog path="plan.html" onClose={onClose} onRestore={onRestore} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText(messages.versionKeptBeforeDeletion)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.previewVersionLabel(2) }));
    const preview = await screen.findByRole('region', { name: messages.previewVersionLabel(2) });
    expect(await within(preview).findByRole('heading', { name: 'Old plan' })).toBeInTheDocument();
    expect(preview.innerHTML).not.toMatch(/onerror|<script/);
    expect(preview.querySelector('[contenteditable]')).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.restoreThisVersion }));
    await waitFor(() => expect(onRestore).toHaveBeenCalledWith(2));
    expect(onClose).toHaveBeenCalled();
  });
});
