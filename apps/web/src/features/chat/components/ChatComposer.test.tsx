import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { ChatComposer } from './ChatComposer';

const messages = chatMessages.composer;

/** fetch stub that keeps the multipart bodies it was sent. */
function mockSend(status = 201) {
  const bodies: FormData[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // The mention list's presence dots read GET /chat/presence; only sends are kept.
    if (String(input).endsWith('/chat/presence')) return jsonResponse(200, { presence: [] });
    bodies.push(init.body as FormData);
    return status === 201
      ? jsonResponse(201, { chat: makeChat() })
      : jsonResponse(status, { error: 'Server says no.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return bodies;
}

const members = [
  { id: 'user-1', username: 'ann', firstName: 'Ann', lastName: 'Lee' },
  { id: 'user-2', username: 'bob', firstName: 'Bob', lastName: 'Stone' },
  { id: 'user-3', username: 'bea', firstName: '', lastName: '' },
];

function renderComposer() {
  // The file picker's accept list is what the test checks, so the picker does not filter.
  const user = userEvent.setup({ applyAccept: false });
  renderWithQueryClient(
    <>
      <ChatComposer roomId="room-1" threadId="thread-1" members={members} currentUserId="user-1" />
      <ToastContainer />
    </>,
  );
  return { user, textbox: screen.getByRole('textbox', { name: messages.label }) };
}

describe('ChatComposer', () => {
  it('is disabled while empty; Shift+Enter adds a line and Enter sends', async () => {
    const bodies = mockSend();
    const { user, textbox } = renderComposer();
    expect(screen.getByRole('button', { name: messages.send })).toBeDisabled();

    await user.type(textbox, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(textbox).toHaveValue('Line one\nLine two');
    expect(bodies).toHaveLength(0);
    expect(screen.getByRole('button', { name: messages.send })).toBeEnabled();

    await user.type(textbox, '{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    const form = bodies[0]!;
    expect(form.get('content')).toBe('Line one\nLine two');
    expect(form.get('threadId')).toBe('thread-1');
    expect(form.get('chatRoomId')).toBe('room-1');
    expect(form.get('isImportant')).toBe('false');
    expect(form.get('clientMessageId')).toEqual(expect.any(String));
    await waitFor(() => expect(textbox).toHaveValue(''));
  });

  it('retries a failed send with the same clientMessageId', async () => {
    const bodies = mockSend(500);
    const { user, textbox } = renderComposer();
    await user.type(textbox, 'Hello{Enter}');
    expect(await screen.findByText('Server says no.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.send }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.get('clientMessageId')).toBe(bodies[0]!.get('clientMessageId'));
    expect(textbox).toHaveValue('Hello');
  });

  it('lists allowed files with their size in KB and refuses other types', async () => {
    mockSend();
    const { user } = renderComposer();
    const input = screen.getByTestId('chat-attachment-input');
    const photo = new File([new Uint8Array(1536)], 'photo.png', { type: 'image/png' });
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, [photo, notes]);

    expect(screen.getByText('photo.png')).toBeInTheDocument();
    // Previewed before sending, and removable.
    expect(screen.getByRole('img', { name: 'photo.png' })).toBeInTheDocument();
    expect(screen.getByText(messages.fileSize('1.50'))).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(await screen.findByText('File type not allowed: notes.txt')).toBeInTheDocument();
    // An attachment alone may be sent.
    expect(screen.getByRole('button', { name: messages.send })).toBeEnabled();
  });

  it('has a placeholder', () => {
    mockSend();
    const { textbox } = renderComposer();
    expect(textbox).toHaveAttribute('placeholder', messages.placeholder);
  });

  it('removes a previewed attachment', async () => {
    mockSend();
    const { user } = renderComposer();
    const photo = new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('chat-attachment-input'), [photo]);
    await user.click(screen.getByRole('button', { name: messages.removeAttachment('photo.png') }));
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.send })).toBeDisabled();
  });

  it('offers members after @, moved through with the arrow keys, chosen with Enter', async () => {
    const bodies = mockSend();
    const { user, textbox } = renderComposer();
    await user.type(textbox, 'Hi @b');
    const listbox = screen.getByRole('listbox', { name: messages.mentionsLabel });
    // The writer is not offered; names follow the one naming rule.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bbea@bea', 'BSBob Stone@bob']);
    expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const bob = within(listbox).getByRole('option', { name: /Bob Stone/ });
    expect(bob).toHaveAttribute('aria-selected', 'true');
    expect(textbox).toHaveAttribute('aria-activedescendant', bob.id);
    await user.keyboard('{Enter}');
    expect(textbox).toHaveValue('Hi @bob ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter sends once the list is closed.
    await user.type(textbox, 'see this{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get('content')).toBe('Hi @bob see this');
  });

  it('closes the suggestions on Escape without sending', async () => {
    const bodies = mockSend();
    const { user, textbox } = renderComposer();
    await user.type(textbox, '@bo');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(textbox).toHaveValue('@bo');
    expect(bodies).toHaveLength(0);
  });
});
