import type { ChatSearchResult } from '@worksphere/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMember } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { ChatSearch } from './ChatSearch';

const messages = chatMessages.search;
const person = { id: 'u-2', username: 'bob', firstName: 'Bob', lastName: 'Stone' };

function result(id: string, words: string): ChatSearchResult {
  return {
    id,
    sender: person,
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    snippet: [
      { text: 'The ', isMatch: false },
      { text: words, isMatch: true },
      { text: ' is ready', isMatch: false },
    ],
    attachmentCount: id === 'm-1' ? 2 : 0,
    chatRoom: { id: 'r-1', name: 'Finance' },
    thread: { id: 't-1', title: 'Close' },
    previous: {
      id: 'm-0',
      sender: person,
      content: 'Any news?',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    next: null,
  };
}

afterEach(() => vi.unstubAllGlobals());

function renderSearch() {
  const asked: URLSearchParams[] = [];
  mockApi({
    'GET /chat/search/messages': ({ url }) => {
      asked.push(url.searchParams);
      return jsonResponse(200, {
        results: [result('m-1', 'Walrus'), result('m-2', 'walruses')],
        hasMore: false,
      });
    },
    'GET /chat/chatrooms': jsonResponse(200, { chatRooms: [] }),
    'GET /user': jsonResponse(200, { users: [makeMember({ id: 'u-2', firstName: 'Bob' })] }),
  });
  const onOpen = vi.fn();
  const onOpenChange = vi.fn();
  renderWithQueryClient(<ChatSearch onOpen={onOpen} onOpenChange={onOpenChange} />);
  return { asked, onOpen, onOpenChange };
}

describe('ChatSearch', () => {
  it('searches the typed words and shows each result in its room and thread, words marked', async () => {
    const { asked, onOpenChange } = renderSearch();
    await userEvent.type(screen.getByRole('searchbox', { name: messages.label }), 'walr');
    const results = await screen.findByRole('region', { name: messages.results });
    const items = await within(results).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(asked.at(-1)?.get('q')).toBe('walr');
    expect(items[0]).toHaveTextContent(messages.place('Finance', 'Close'));
    expect(items[0]).toHaveTextContent('Any news?');
    expect(items[0]).toHaveTextContent(messages.attachments(2));
    expect(within(items[0]!).getByText('Walrus').tagName).toBe('MARK');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('moves to the results with the arrow keys and opens one with Enter', async () => {
    const { onOpen, onOpenChange } = renderSearch();
    const field = screen.getByRole('searchbox', { name: messages.label });
    await userEvent.type(field, 'walrus');
    const results = await screen.findByRole('region', { name: messages.results });
    await within(results).findAllByRole('listitem');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('walruses');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(field);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'm-1' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: messages.results })).toBeNull(),
    );
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('sends the person filter and closes with Escape', async () => {
    const { asked } = renderSearch();
    const field = screen.getByRole('searchbox', { name: messages.label });
    await userEvent.type(field, 'walrus');
    await screen.findByRole('region', { name: messages.results });
    await userEvent.click(screen.getByRole('button', { name: new RegExp(` ${messages.person}$`) }));
    await userEvent.click(await screen.findByRole('option', { name: /^Bob/ }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('u-2'));
    field.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: messages.results })).toBeNull();
    expect(field).toHaveValue('');
  });
});
