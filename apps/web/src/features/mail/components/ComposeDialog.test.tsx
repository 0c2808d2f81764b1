import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AI_EMAIL_MESSAGES,
  AI_MESSAGES,
  type AiEmailAssistResponse,
  type ConnectedAccount,
  type EmailContent,
} from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { mailMessages } from '../mail.messages';
import { ComposeDialog } from './ComposeDialog';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const messages = mailMessages.compose;
const assistMessages = mailMessages.assist;

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

/** The JSON bodies the assistant's routes received. */
function assistRequests(fetchMock: ReturnType<typeof mockApi>, route: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api${route}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

const template = (reply: string): AiEmailAssistResponse => ({
  reply,
  isTemplate: true,
  notice: AI_MESSAGES.templateReplyNotice,
});

function renderReply(mode: 'reply' | 'forward' | 'new' = 'reply') {
  return renderWithQueryClient(
    <ComposeDialog
      request={{ mode, original: mode === 'new' ? null : original }}
      accounts={[account]}
      currentAccountId="all"
      onClose={() => undefined}
    />,
  );
}

describe('ComposeDialog writing help', () => {
  it('suggests a reply from the original above the quote, busy meanwhile, with its notice', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'POST /email/send/generateSmartReply': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderReply();
    const body = screen.getByLabelText(messages.body);
    const quoted = (body as HTMLTextAreaElement).value;
    expect(screen.queryByRole('button', { name: assistMessages.improve })).toBeNull();

    await user.click(screen.getByText(assistMessages.background));
    await user.type(screen.getByLabelText(assistMessages.backgroundField), 'Budget is approved.');
    await user.click(screen.getByRole('button', { name: assistMessages.suggest }));
    const busy = await screen.findByRole('button', { name: assistMessages.suggesting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(assistRequests(fetchMock, '/email/send/generateSmartReply')).toEqual([
      {
        emailId: 'm1',
        emailContent: 'The numbers.',
        sender: 'Grace Hopper <grace@example.com>',
        date: '2026-11-20T10:00:00.000Z',
        backgroundInfo: 'Budget is approved.',
      },
    ]);
    // The dialog stays usable while the assistant writes.
    await user.type(screen.getByLabelText(messages.subject), ' (Q3)');
    expect(screen.getByLabelText(messages.subject)).toHaveValue('Re: Quarterly budget (Q3)');

    answer(jsonResponse(200, template('Hi Grace,\n\nThank you.')));
    await waitFor(() => expect(body).toHaveValue(`Hi Grace,\n\nThank you.${quoted}`));
    expect(screen.getByText(AI_MESSAGES.templateReplyNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: assistMessages.suggest })).toBeEnabled();
    // Nothing of the user's was replaced: there is nothing to undo.
    expect(screen.queryByRole('button', { name: assistMessages.undo })).toBeNull();
  });

  it('improves the draft, keeps the quote, and Undo brings the draft back', async () => {
    const fetchMock = mockApi({
      'POST /email/send/generateReviseDraft': jsonResponse(200, {
        reply: 'Thank you, the figures look right.',
        isTemplate: false,
        notice: null,
      }),
    });
    const user = userEvent.setup();
    renderReply();
    const body = screen.getByLabelText(messages.body);
    const quoted = (body as HTMLTextAreaElement).value;
    await user.type(body, 'thx figures ok', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    const draft = `thx figures ok${quoted}`;
    expect(body).toHaveValue(draft);

    await user.click(screen.getByRole('button', { name: assistMessages.improve }));
    await waitFor(() => expect(body).toHaveValue(`Thank you, the figures look right.${quoted}`));
    expect(assistRequests(fetchMock, '/email/send/generateReviseDraft')[0]).toMatchObject({
      emailId: 'm1',
      emailContent: 'The numbers.',
      userDraft: 'thx figures ok',
      backgroundInfo: '',
    });
    expect(screen.queryByText(AI_MESSAGES.templateReplyNotice)).toBeNull();
    expect(screen.getByText(assistMessages.replaced)).toBeInTheDocument();

    // Improving again keeps the user's own draft as the one Undo restores.
    await user.click(screen.getByRole('button', { name: assistMessages.improve }));
    await waitFor(() =>
      expect(assistRequests(fetchMock, '/email/send/generateReviseDraft')).toHaveLength(2),
    );
    await user.click(await screen.findByRole('button', { name: assistMessages.undo }));
    expect(body).toHaveValue(draft);
    expect(body).toHaveFocus();
    expect(screen.getByText(assistMessages.restored)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: assistMessages.undo })).toBeNull();
  });

  it('offers no Undo once the user edits the assistant’s text', async () => {
    mockApi({ 'POST /email/send/generateReviseDraft': jsonResponse(200, template('Draft.')) });
    const user = userEvent.setup();
    renderReply('forward');
    const body = screen.getByLabelText(messages.body);
    await user.type(body, 'fyi', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    await user.click(screen.getByRole('button', { name: assistMessages.improve }));
    await screen.findByRole('button', { name: assistMessages.undo });
    expect((body as HTMLTextAreaElement).value.startsWith('Draft.\n\n')).toBe(true);
    await user.type(body, '!', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(screen.queryByRole('button', { name: assistMessages.undo })).toBeNull();
    expect((body as HTMLTextAreaElement).value.startsWith('Draft.!\n\n')).toBe(true);
  });

  it("shows the server's error in the dialog and leaves the body alone", async () => {
    mockApi({
      'POST /email/send/generateSmartReply': jsonResponse(400, {
        error: AI_EMAIL_MESSAGES.emailContentRequired,
        code: 'VALIDATION_ERROR',
      }),
    });
    const user = userEvent.setup();
    renderReply();
    const body = screen.getByLabelText(messages.body);
    const before = (body as HTMLTextAreaElement).value;
    await user.click(screen.getByRole('button', { name: assistMessages.suggest }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      AI_EMAIL_MESSAGES.emailContentRequired,
    );
    expect(body).toHaveValue(before);
    expect(screen.getByRole('button', { name: assistMessages.suggest })).toBeEnabled();
  });

  it('offers no writing help for a new message', () => {
    mockApi({});
    renderReply('new');
    expect(screen.queryByRole('group', { name: assistMessages.label })).toBeNull();
    expect(screen.queryByText(assistMessages.background)).toBeNull();
  });
});
