import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailContent } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { mailMessages } from '../mail.messages';
import { ConversationHistory } from './ConversationHistory';

const messages = mailMessages.writing;

function message(id: string, sender: string, snippet: string, date: string): EmailContent {
  return {
    id,
    accountId: 'acc-1',
    folder: 'INBOX',
    subject: 'Plans',
    from: { name: sender, address: `${sender.toLowerCase()}@example.com` },
    to: [],
    cc: [],
    bcc: [],
    replyTo: [],
    messageId: null,
    snippet,
    date,
    isRead: true,
    isImportant: false,
    isDraft: false,
    hasAttachments: false,
    threadId: 't1',
    html: null,
    text: snippet,
    remoteImages: 'none',
    attachments: [],
  };
}

describe('ConversationHistory', () => {
  it('shows the older messages collapsed, oldest first, and opens one on request', async () => {
    const user = userEvent.setup();
    const first = message('m1', 'Grace', 'Shall we meet?', '2026-11-20T10:00:00Z');
    const second = message('m2', 'Alan', 'Tuesday works.', '2026-11-21T10:00:00Z');
    const newest = message('m3', 'Ada', 'See you then.', '2026-11-22T10:00:00Z');
    mockApi({
      'GET /email/thread': jsonResponse(200, {
        threadId: 't1',
        accountId: 'acc-1',
        subject: 'Plans',
        emails: [first, second, newest],
      }),
    });
    renderWithQueryClient(<ConversationHistory email={newest} />);
    const older = await screen.findByRole('region', { name: messages.conversation(3) });
    const buttons = older.querySelectorAll('button');
    expect([...buttons].map((button) => button.getAttribute('aria-label'))).toEqual([
      messages.expand('Grace'),
      messages.expand('Alan'),
    ]);
    expect(screen.queryByTitle(/Message body/)).toBeNull();
    const grace = screen.getByRole('button', { name: messages.expand('Grace') });
    expect(grace).toHaveAttribute('aria-expanded', 'false');
    await user.click(grace);
    expect(grace).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByTitle(/Message body/)).toHaveLength(1);
  });

  it('shows nothing for a message alone in its conversation', async () => {
    const alone = message('m9', 'Bo', 'Hi', '2026-11-22T10:00:00Z');
    const fetchMock = mockApi({
      'GET /email/thread': jsonResponse(200, {
        threadId: 't9',
        accountId: 'acc-1',
        subject: 'Plans',
        emails: [alone],
      }),
    });
    const { container } = renderWithQueryClient(<ConversationHistory email={alone} />);
    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('names a sender by their contact, beside an avatar of the contact’s initials', async () => {
    const first = message('m1', 'Grace', 'Shall we meet?', '2026-11-20T10:00:00Z');
    const newest = message('m2', 'Ada', 'See you then.', '2026-11-22T10:00:00Z');
    mockApi({
      'GET /email/thread': jsonResponse(200, {
        threadId: 't1',
        accountId: 'acc-1',
        subject: 'Plans',
        emails: [first, newest],
      }),
      'POST /contacts/resolve': jsonResponse(200, {
        names: { 'grace@example.com': { contactId: 'c1', name: 'Grace Hopper' } },
      }),
    });
    renderWithQueryClient(<ConversationHistory email={newest} />);
    const grace = await screen.findByRole('button', { name: messages.expand('Grace Hopper') });
    expect(grace.querySelector('[data-testid="sender-avatar"]')).toHaveTextContent('GH');
  });
});
