import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskAttachment } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../platform/api/ApiError';
import { apiUpload } from '../../../platform/api/apiTransfer';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { attachmentsMessages as messages } from './attachments.messages';
import { TaskAttachments } from './TaskAttachments';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('../../../platform/api/apiTransfer', () => ({ apiUpload: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TASK_ID = 'task-1';
const ann = { id: 'user-1', username: 'ann', firstName: 'Ann', lastName: 'Lee' };
const bob = { id: 'user-2', username: 'bob', firstName: 'Bob', lastName: 'Stone' };

const attachmentOf = (overrides: Partial<TaskAttachment> = {}): TaskAttachment => ({
  id: 'a-1',
  taskId: TASK_ID,
  filename: 'spec.pdf',
  mimetype: 'application/pdf',
  size: 2048,
  isImage: false,
  uploadedBy: ann,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  url: `/api/tasks/${TASK_ID}/attachments/a-1/download`,
  previewUrl: null,
  ...overrides,
});

const screenshot = attachmentOf({
  id: 'a-2',
  filename: 'screen.png',
  mimetype: 'image/png',
  size: 3 * 1024 * 1024,
  isImage: true,
  uploadedBy: bob,
  url: `/api/tasks/${TASK_ID}/attachments/a-2/download`,
  previewUrl: `/api/tasks/${TASK_ID}/attachments/a-2/download?inline=1`,
});

/** The server's list: uploads (through the mocked apiUpload) and DELETE change it. */
function mockAttachmentsApi(initial: TaskAttachment[]) {
  let attachments = [...initial];
  const fetchMock = mockApi({
    [`GET /tasks/${TASK_ID}/attachments`]: () => jsonResponse(200, { attachments }),
    [`DELETE /tasks/${TASK_ID}/attachments/a-2`]: () => {
      attachments = attachments.filter((item) => item.id !== 'a-2');
      return jsonResponse(200, { ok: true });
    },
  });
  vi.mocked(apiUpload).mockImplementation(async (_path, formData, options) => {
    const file = formData.get('files') as File;
    if (file.name === 'huge.bin') {
      throw new ApiError(
        '413',
        413,
        'PAYLOAD_TOO_LARGE',
        'File too large: huge.bin (at most 25 MB).',
      );
    }
    options?.onProgress?.(0.5);
    const added = attachmentOf({ id: `new-${file.name}`, filename: file.name, size: file.size });
    attachments = [...attachments, added];
    return { attachments: [added] };
  });
  return fetchMock;
}

const render = (user = makeUser({ id: 'user-1', role: 'MEMBER', permissions: ['tasks:edit'] })) =>
  renderWithQueryClient(<TaskAttachments taskId={TASK_ID} />, {
    auth: makeAuthValue({ user }),
  });

const fileOf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('TaskAttachments', () => {
  it('lists each file with its size, who attached it and when; images as thumbnails', async () => {
    mockAttachmentsApi([attachmentOf(), screenshot]);
    render();
    const list = await screen.findByRole('list', { name: messages.heading });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'spec.pdf' })).toHaveAttribute(
      'href',
      `/api/tasks/${TASK_ID}/attachments/a-1/download`,
    );
    expect(rows[0]).toHaveTextContent('2 KB');
    expect(rows[0]).toHaveTextContent('Ann Lee · 5 minutes ago');
    expect(rows[1]).toHaveTextContent('3 MB');
    expect(rows[1]).toHaveTextContent('Bob Stone');
    const thumbnail = within(rows[1]!).getByRole('link', { name: messages.preview('screen.png') });
    expect(thumbnail.querySelector('img')).toHaveAttribute('src', screenshot.previewUrl);
    expect(screen.getByText(messages.count(2))).toBeInTheDocument();
  });

  it('shows an empty state that invites a drop', async () => {
    mockAttachmentsApi([]);
    render();
    expect(await screen.findByText(messages.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(`${messages.emptyText} ${messages.dropHint}`)).toBeInTheDocument();
  });

  it('uploads chosen files one by one and shows a refused one with the server words', async () => {
    mockAttachmentsApi([]);
    render();
    const button = await screen.findByRole('button', { name: messages.attach });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.upload(screen.getByTestId('task-attachments-input'), [
      fileOf('notes.txt'),
      fileOf('huge.bin'),
    ]);
    expect(await screen.findByRole('link', { name: 'notes.txt' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.bin: File too large: huge.bin (at most 25 MB).',
    );
    expect(vi.mocked(apiUpload).mock.calls.map(([path]) => path)).toEqual([
      `/tasks/${TASK_ID}/attachments`,
      `/tasks/${TASK_ID}/attachments`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: messages.dismiss }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads files dropped on the section', async () => {
    mockAttachmentsApi([attachmentOf()]);
    render();
    await screen.findByRole('link', { name: 'spec.pdf' });
    const zone = screen.getByTestId('task-attachments-drop-zone');
    const dataTransfer = { types: ['Files'], files: [fileOf('dropped.png')], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(await screen.findByRole('link', { name: 'dropped.png' })).toBeInTheDocument();
  });

  it('refuses files beyond the 50 a task holds without sending them', async () => {
    const many = Array.from({ length: 49 }, (_, index) =>
      attachmentOf({ id: `a-${index + 10}`, filename: `file-${index}.txt` }),
    );
    mockAttachmentsApi(many);
    render();
    await screen.findByText(messages.count(49));
    await userEvent.upload(screen.getByTestId('task-attachments-input'), [
      fileOf('last.txt'),
      fileOf('extra.txt'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyChosen('extra.txt'));
    await screen.findByText(messages.count(50));
    expect(vi.mocked(apiUpload)).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: messages.attach })).toBeDisabled();
    expect(screen.getByText(messages.full)).toBeInTheDocument();
  });

  it('offers delete on own files only to a member, and on every file to an admin', async () => {
    mockAttachmentsApi([attachmentOf(), screenshot]);
    const view = render();
    await screen.findByRole('link', { name: 'spec.pdf' });
    expect(screen.getByRole('button', { name: messages.delete('spec.pdf') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.delete('screen.png') })).toBeNull();
    view.unmount();

    const fetchMock = mockAttachmentsApi([attachmentOf(), screenshot]);
    render(makeUser({ id: 'user-9', role: 'ADMIN' }));
    await userEvent.click(
      await screen.findByRole('button', { name: messages.delete('screen.png') }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: messages.confirmDelete }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'screen.png' })).toBeNull());
    expect(requestsOf(fetchMock).filter((request) => request.method === 'DELETE')).toEqual([
      expect.objectContaining({ url: `/api/tasks/${TASK_ID}/attachments/a-2` }),
    ]);
  });

  it('hides the upload controls from a member who may not edit tasks', async () => {
    mockAttachmentsApi([attachmentOf()]);
    render(makeUser({ id: 'user-3', role: 'MEMBER', permissions: [] }));
    await screen.findByRole('link', { name: 'spec.pdf' });
    expect(screen.queryByRole('button', { name: messages.attach })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.delete('spec.pdf') })).toBeNull();
  });
});
