import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConnectedAccount, EmailContent, Outgoing } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { mailMessages } from '../mail.messages';
import { MailComposer } from './MailComposer';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const messages = mailMessages.writing;

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
  cc: [],
  bcc: [],
  replyTo: [],
  messageId: '<m1@example.com>',
  snippet: '',
  date: '2026-11-20T10:00:00.000Z',
  isRead: true,
  isImportant: false,
  isDraft: false,
  hasAttachments: false,
  threadId: null,
  html: null,
  text: 'The numbers.',
  remoteImages: 'none',
  attachments: [],
};

const outgoing: Outgoing = {
  id: 'out-1',
  accountId: 'acc-1',
  subject: 'Re: Quarterly budget',
  recipients: 'grace@example.com',
  sendAt: '2026-11-28T10:00:10.000Z',
  state: 'scheduled',
  error: null,
};

function outboxMessages(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/email/outbox'))
    .map(([, init]) => JSON.parse(String((init?.body as FormData).get('message'))));
}

describe('MailComposer', () => {
  it('a reply starts with the cursor in the text above the signature and the quote, and goes to the outbox', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /email/settings': jsonResponse(200, {
        settings: {
          undoSendSeconds: 10,
          signatures: [{ accountId: 'acc-1', html: '<p>Ada L.</p>' }],
        },
      }),
      'POST /email/outbox': jsonResponse(202, { outgoing }),
    });
    const onQueued = vi.fn();
    const onClose = vi.fn();
    renderWithQueryClient(
      <MailComposer
        request={{ mode: 'reply', original }}
        accounts={[account]}
        currentAccountId="all"
        onClose={onClose}
        onQueued={onQueued}
      />,
    );
    const form = await screen.findByRole('form', { name: messages.composerLabel('Reply') });
    const editor = within(form).getByRole('textbox', { name: messages.editorLabel });
    await waitFor(() => expect(editor).toHaveFocus());
    // The signature and the quoted original go under the user's text.
    expect(within(form).getByTestId('composer-signature')).toHaveTextContent('Ada L.');
    expect(form.querySelector('blockquote')).toHaveTextContent('The numbers.');
    expect(within(form).getByRole('combobox', { name: 'To' })).toHaveValue(
      'Grace Hopper <grace@example.com>',
    );

    // Typing into the editor needs a real page (the browser journey types there).
    await user.click(within(form).getByRole('button', { name: messages.send }));
    await waitFor(() => expect(onQueued).toHaveBeenCalled());
    const [sent] = outboxMessages(fetchMock);
    expect(sent).toMatchObject({
      mode: 'reply',
      emailId: 'm1',
      accountId: 'acc-1',
      to: ['Grace Hopper <grace@example.com>'],
      subject: 'Re: Quarterly budget',
      sendAt: null,
    });
    expect(sent.html).toMatch(/^<p><\/p><p>--\s?<\/p><p>Ada L\.<\/p>/);
    expect(sent.html).toContain('<blockquote><p>The numbers.</p></blockquote>');
    expect(onClose).toHaveBeenCalled();
  });

  it('suggests people mailed before; the keyboard picks one', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /email/settings': jsonResponse(200, {
        settings: { undoSendSeconds: 10, signatures: [] },
      }),
      'GET /email/recipients': ({ url }) =>
        jsonResponse(200, {
          recipients:
            url.searchParams.get('query') === 'al'
              ? [
                  { name: 'Alan Turing', address: 'alan@example.com' },
                  { name: 'Alice', address: 'alice@example.com' },
                ]
              : [],
        }),
    });
    renderWithQueryClient(
      <MailComposer
        request={{ mode: 'forward', original }}
        accounts={[account]}
        currentAccountId="all"
        onClose={() => {}}
        onQueued={() => {}}
      />,
    );
    const to = await screen.findByRole('combobox', { name: 'To' });
    await waitFor(() => expect(to).toHaveFocus());
    await user.keyboard('al');
    expect(
      await screen.findByRole('option', { name: 'Alan Turing <alan@example.com>' }),
    ).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(to).toHaveValue('Alice <alice@example.com>, ');
    expect(to).toHaveAttribute('aria-expanded', 'false');
  });

  it('schedules a reopened draft at the chosen time, replacing the draft when it goes', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /email/settings': jsonResponse(200, {
        settings: { undoSendSeconds: 10, signatures: [{ accountId: 'acc-1', html: '<p>Sig</p>' }] },
      }),
      'POST /email/outbox': jsonResponse(202, { outgoing }),
    });
    const draft: EmailContent = {
      ...original,
      id: 'd1',
      folder: 'Drafts',
      isDraft: true,
      subject: 'Plan',
      to: [{ name: 'Bo', address: 'bo@example.com' }],
      html: '<p>Half written</p>',
    };
    const onQueued = vi.fn();
    renderWithQueryClient(
      <MailComposer
        request={{ mode: 'new', original: null, draft }}
        accounts={[account]}
        currentAccountId="all"
        onClose={() => {}}
        onQueued={onQueued}
      />,
    );
    const form = await screen.findByRole('form', { name: messages.composerLabel('New message') });
    expect(within(form).getByRole('combobox', { name: 'To' })).toHaveValue('Bo <bo@example.com>');
    expect(within(form).getByRole('textbox', { name: messages.editorLabel })).toHaveTextContent(
      'Half written',
    );
    // The draft keeps its own signature: the account's is not added again.
    expect(within(form).queryByTestId('composer-signature')).toBeNull();

    await user.click(within(form).getByRole('button', { name: messages.schedule }));
    const when = within(form).getByLabelText(messages.scheduleAt);
    await user.type(when, '2030-05-04T09:30');
    await user.click(within(form).getByRole('button', { name: messages.scheduleConfirm }));
    await waitFor(() => expect(onQueued).toHaveBeenCalled());
    const [sent] = outboxMessages(fetchMock);
    expect(sent).toMatchObject({ draftId: 'd1', subject: 'Plan', to: ['Bo <bo@example.com>'] });
    expect(sent.sendAt).toBe(new Date('2030-05-04T09:30').toISOString());
    expect(sent.html).toBe('<p>Half written</p>');
  });

  it('a reopened draft keeps its files: saving again keeps them by id and sends only new ones', async () => {
    const user = userEvent.setup();
    const attachment = (id: string, filename: string, size: number) => ({
      id,
      filename,
      contentType: 'text/plain',
      size,
      inline: false,
      contentId: null,
      url: `/api/email/attachments/${id}`,
    });
    const draft: EmailContent = {
      ...original,
      id: 'd1',
      folder: 'Drafts',
      isDraft: true,
      subject: 'Figures',
      to: [{ name: 'Bo', address: 'bo@example.com' }],
      html: '<p>Attached</p>',
      attachments: [attachment('a1', 'figures.csv', 6)],
    };
    const notes = new File(['see row 3'], 'notes.txt', { type: 'text/plain' });
    const saved: EmailContent = {
      ...draft,
      id: 'd2',
      attachments: [attachment('b1', 'notes.txt', notes.size), attachment('b2', 'figures.csv', 6)],
    };
    const fetchMock = mockApi({
      'GET /email/settings': jsonResponse(200, {
        settings: { undoSendSeconds: 10, signatures: [] },
      }),
      'PUT /email/drafts/d1': jsonResponse(200, { draft: saved }),
      'POST /email/outbox': jsonResponse(202, { outgoing }),
    });
    const onQueued = vi.fn();
    renderWithQueryClient(
      <MailComposer
        request={{ mode: 'new', original: null, draft }}
        accounts={[account]}
        currentAccountId="all"
        onClose={() => {}}
        onQueued={onQueued}
      />,
    );
    const form = await screen.findByRole('form', { name: messages.composerLabel('New message') });
    const attached = within(form).getByRole('list', { name: messages.attachedFiles });
    expect(within(attached).getByText('figures.csv')).toBeInTheDocument();

    await user.upload(within(form).getByLabelText(mailMessages.compose.attach), notes);
    await within(form).findByText(messages.draftSaved, {}, { timeout: 5000 });
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/drafts/d1'))!;
    const body = init?.body as FormData;
    expect(JSON.parse(String(body.get('message')))).toMatchObject({ keepAttachmentIds: ['a1'] });
    expect(body.getAll('attachments').map((file) => (file as File).name)).toEqual(['notes.txt']);

    await user.click(within(form).getByRole('button', { name: messages.send }));
    await waitFor(() => expect(onQueued).toHaveBeenCalled());
    const [sent] = outboxMessages(fetchMock);
    expect(sent).toMatchObject({ draftId: 'd2' });
    expect([...sent.keepAttachmentIds].sort()).toEqual(['b1', 'b2']);
    const outboxCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/outbox'))!;
    expect((outboxCall[1]?.body as FormData).getAll('attachments')).toEqual([]);
    // After Undo the composer comes back with both files, as on the draft.
    const state = onQueued.mock.calls[0]![1] as {
      files: File[];
      attachments: Array<{ id: string }>;
    };
    expect(state.files).toEqual([]);
    expect(state.attachments.map((item) => item.id).sort()).toEqual(['b1', 'b2']);
  });
});
