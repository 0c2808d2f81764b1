import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConnectedAccount, EmailContent } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { mailMessages } from '../mail.messages';
import { ComposeDialog } from './ComposeDialog';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const messages = mailMessages.compose;

const account: ConnectedAccount = {
  id: 'acc-1',
  emailAddress: 'ada@example.com',
  accountType: 'imap',
  displayName: 'Ada',
  status: 'connected',
  statusMessage: null,
  capabilities: { calendar: false, mail: true },
  ownerId: 'user-1',
  canManage: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const original: EmailContent = {
  id: 'm1',
  accountId: 'acc-1',
  folder: 'INBOX',
  subject: 'Quarterly budget',
  from: { name: 'Grace Hopper', address: 'grace@example.com' },
  to: [{ name: 'Ada', address: 'ada@example.com' }],
  cc: [{ name: '', address: 'cy@example.com' }],
  bcc: [],
  replyTo: [],
  messageId: '<m1@example.com>',
  snippet: '',
  date: '2026-11-20T10:00:00.000Z',
  isRead: true,
  isImportant: false,
  isDraft: false,
  hasAttachments: true,
  threadId: null,
  html: null,
  text: 'The numbers.',
  remoteImages: 'none',
  attachments: [
    {
      id: 'att-1',
      filename: 'budget.pdf',
      contentType: 'application/pdf',
      size: 2048,
      inline: false,
      contentId: null,
      url: '/api/email/attachments/att-1',
    },
  ],
};

/** The multipart sends fetch received: path and the JSON of the `message` field. */
function sends(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.body instanceof FormData)
    .map(([input, init]) => {
      const form = init?.body as FormData;
      return {
        path: new URL(String(input), 'http://localhost').pathname,
        message: JSON.parse(String(form.get('message'))) as Record<string, unknown>,
        files: form.getAll('attachments').map((file) => (file as File).name),
      };
    });
}

const sent = { ok: true, messageId: '<new@example.com>', email: null };

describe('ComposeDialog', () => {
  it('asks for a recipient and a valid address before sending anything', async () => {
    const fetchMock = mockApi({ 'POST /email/send/sendEmail': jsonResponse(200, sent) });
    const user = userEvent.setup();
    renderWithQueryClient(
      <ComposeDialog
        request={{ mode: 'new', original: null }}
        accounts={[account]}
        currentAccountId="all"
        onClose={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: messages.send }));
    expect(screen.getByText(messages.toRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(messages.to), 'not-an-address');
    await user.click(screen.getByRole('button', { name: messages.send }));
    expect(screen.getByText(messages.invalidAddress('not-an-address'))).toBeInTheDocument();
    expect(sends(fetchMock)).toEqual([]);
  });

  it('reply-all copies the others; forward keeps the chosen attachments and adds files', async () => {
    const fetchMock = mockApi({
      'POST /email/send/replyAll': jsonResponse(200, sent),
      'POST /email/send/forward': jsonResponse(200, sent),
    });
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = renderWithQueryClient(
      <ComposeDialog
        request={{ mode: 'replyAll', original }}
        accounts={[account]}
        currentAccountId="all"
        onClose={onClose}
      />,
    );
    expect(screen.getByLabelText(messages.to)).toHaveValue('Grace Hopper <grace@example.com>');
    expect(screen.getByLabelText(messages.cc)).toHaveValue('cy@example.com');
    await user.click(screen.getByRole('button', { name: messages.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sends(fetchMock)[0]).toMatchObject({
      path: '/api/email/send/replyAll',
      message: {
        accountId: 'acc-1',
        emailId: 'm1',
        to: ['Grace Hopper <grace@example.com>'],
        cc: ['cy@example.com'],
        subject: 'Re: Quarterly budget',
      },
    });
    unmount();

    renderWithQueryClient(
      <ComposeDialog
        request={{ mode: 'forward', original }}
        accounts={[account]}
        currentAccountId="all"
        onClose={onClose}
      />,
    );
    expect(screen.getByLabelText(messages.subject)).toHaveValue('Fwd: Quarterly budget');
    await user.type(screen.getByLabelText(messages.to), 'bo@example.com');
    await user.upload(
      screen.getByLabelText(messages.attach, { selector: 'input' }),
      new File(['q3'], 'figures.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: messages.send }));
    await waitFor(() => expect(sends(fetchMock)).toHaveLength(2));
    expect(sends(fetchMock)[1]).toMatchObject({
      path: '/api/email/send/forward',
      message: { to: ['bo@example.com'], keepAttachmentIds: ['att-1'], emailId: 'm1' },
      files: ['figures.csv'],
    });
  });
});
