import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEBHOOK_MESSAGES, type Webhook, type WebhookDelivery } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserDatePreferences, createDateFormatter } from '../../../platform/dates/dateFormatter';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { visibleSettingsPages } from '../../settings/settingsPageList';
import { webhooksMessages } from '../webhooks.messages';
import { WebhooksSection } from './WebhooksSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

// Outside a provider the section shows dates the browser's way.
const dates = createDateFormatter(browserDatePreferences());
const messages = webhooksMessages;
// The outbound guard's own words (platform/net/outbound.ts).
const PRIVATE_ADDRESS = '127.0.0.1 is not a public internet address.';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const webhookOf = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 'hook-1',
  url: 'https://example.com/hooks',
  description: 'Billing sync',
  events: ['task.created'],
  active: true,
  createdAt: '2026-03-04T10:00:00.000Z',
  lastDelivery: null,
  ...overrides,
});

const DELIVERED: WebhookDelivery = {
  id: 'delivery-1',
  event: 'webhook.test',
  status: 'succeeded',
  attempts: 1,
  responseStatus: 200,
  error: null,
  createdAt: '2026-03-05T15:30:00.000Z',
  deliveredAt: '2026-03-05T15:30:01.000Z',
  nextAttemptAt: null,
};
const RETRYING: WebhookDelivery = {
  ...DELIVERED,
  id: 'delivery-2',
  event: 'task.created',
  status: 'retrying',
  attempts: 2,
  responseStatus: 500,
  error: 'The receiver answered 500.',
  deliveredAt: null,
  nextAttemptAt: '2026-03-05T15:35:00.000Z',
};

/** Set once the test delivery reached its receiver: the list's last delivery says so. */
let webhooksServerDelivered = false;

/** The server's webhooks: POST adds one (a private address is refused), PUT, DELETE, test. */
function mockWebhooksApi(initial: Webhook[]) {
  webhooksServerDelivered = false;
  let webhooks = [...initial];
  let deliveries: WebhookDelivery[] = [RETRYING];
  return mockApi({
    'GET /webhooks': () =>
      jsonResponse(200, {
        webhooks: webhooksServerDelivered
          ? webhooks.map((hook) => ({
              ...hook,
              lastDelivery: { status: 'succeeded', at: DELIVERED.createdAt },
            }))
          : webhooks,
      }),
    'POST /webhooks': ({ body }) => {
      const { url, events, description } = body as Webhook;
      if (url.includes('127.0.0.1')) {
        return jsonResponse(400, { error: PRIVATE_ADDRESS, code: 'VALIDATION_ERROR' });
      }
      const webhook = webhookOf({ id: 'hook-new', url, events, description });
      webhooks = [webhook, ...webhooks];
      return jsonResponse(201, { webhook, secret: 'whsec_new-secret' });
    },
    'PUT /webhooks/hook-1': ({ body }) => {
      const change = body as Partial<Webhook>;
      // The outbound guard checks an edited address as it checks a new one.
      if (change.url?.includes('127.0.0.1')) {
        return jsonResponse(400, { error: PRIVATE_ADDRESS, code: 'VALIDATION_ERROR' });
      }
      webhooks = webhooks.map((hook) => (hook.id === 'hook-1' ? { ...hook, ...change } : hook));
      return jsonResponse(200, { webhook: webhooks.find((hook) => hook.id === 'hook-1') });
    },
    'DELETE /webhooks/hook-1': () => {
      webhooks = webhooks.filter((hook) => hook.id !== 'hook-1');
      return jsonResponse(200, { ok: true });
    },
    'GET /webhooks/hook-1/deliveries': () => jsonResponse(200, { deliveries }),
    'POST /webhooks/hook-1/test': () => {
      deliveries = [DELIVERED, ...deliveries];
      webhooks = webhooks.map((hook) =>
        hook.id === 'hook-1'
          ? { ...hook, lastDelivery: { status: 'pending', at: DELIVERED.createdAt } }
          : hook,
      );
      return jsonResponse(202, { delivery: DELIVERED });
    },
  });
}

const changes = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsOf(fetchMock)
    .filter((request) => request.method !== 'GET')
    .map(
      (request) =>
        `${request.method} ${new URL(request.url, 'http://localhost').pathname.replace(/^\/api/, '')}`,
    );

describe('WebhooksSection', { timeout: 20_000 }, () => {
  it('checks the form, shows the server refusing a private address, then adds a webhook and its secret once', async () => {
    const fetchMock = mockWebhooksApi([]);
    const user = userEvent.setup();
    renderWithQueryClient(<WebhooksSection />);
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();

    // Nothing filled in: refused before asking the server.
    await user.click(screen.getByRole('button', { name: messages.create }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlRequired)).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.urlLabel)).toHaveFocus();
    expect(changes(fetchMock)).toEqual([]);

    // The server's refusal shows on the URL field.
    await user.type(screen.getByLabelText(messages.urlLabel), 'http://127.0.0.1:9/hook');
    await user.click(screen.getByRole('checkbox', { name: messages.events['task.created'] }));
    await user.click(screen.getByRole('button', { name: messages.create }));
    expect(await screen.findByText(PRIVATE_ADDRESS)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.urlLabel)).toHaveAccessibleDescription(
      expect.stringContaining(PRIVATE_ADDRESS),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(messages.secretLabel)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(messages.urlLabel));
    await user.type(screen.getByLabelText(messages.urlLabel), 'https://hooks.example.org/in');
    await user.type(screen.getByLabelText(messages.descriptionLabel), 'CRM');
    await user.click(screen.getByRole('checkbox', { name: messages.events['sms.received'] }));
    await user.click(screen.getByRole('button', { name: messages.create }));

    expect(await screen.findByLabelText(messages.secretLabel)).toHaveValue('whsec_new-secret');
    expect(screen.getByText(messages.verifyNote)).toBeInTheDocument();
    const posted = requestsOf(fetchMock).filter((request) => request.method === 'POST');
    expect(posted.at(-1)?.body).toEqual({
      url: 'https://hooks.example.org/in',
      events: ['task.created', 'sms.received'],
      description: 'CRM',
    });
    const row = within(await screen.findByRole('list', { name: messages.listLabel })).getByRole(
      'listitem',
    );
    expect(row).toHaveTextContent('https://hooks.example.org/in');
    expect(row).toHaveTextContent(
      `${messages.events['task.created']}, ${messages.events['sms.received']}`,
    );
    expect(row).toHaveTextContent(messages.active);
    expect(row).toHaveTextContent(messages.neverDelivered);

    // The secret goes away for good once dismissed; the form is empty for the next one.
    await user.click(screen.getByRole('button', { name: messages.dismissSecret }));
    expect(screen.queryByLabelText(messages.secretLabel)).not.toBeInTheDocument();
    expect(screen.getByLabelText(messages.urlLabel)).toHaveValue('');
    expect(
      screen.getByRole('checkbox', { name: messages.events['task.created'] }),
    ).not.toBeChecked();
  });

  it('sends a test, shows the delivery log, pauses and deletes a webhook', async () => {
    const fetchMock = mockWebhooksApi([
      webhookOf({ lastDelivery: { status: 'failed', at: '2026-03-05T15:00:00.000Z' } }),
    ]);
    const user = userEvent.setup();
    renderWithQueryClient(<WebhooksSection />);
    const row = await screen.findByRole('listitem', { name: 'https://example.com/hooks' });
    expect(row).toHaveTextContent('Billing sync');
    expect(row).toHaveTextContent(
      messages.lastDelivery(
        messages.statuses.failed,
        dates.formatDateTime('2026-03-05T15:00:00.000Z'),
      ),
    );

    await user.click(within(row).getByRole('button', { name: messages.deliveries }));
    const log = await within(row).findByRole('list', {
      name: messages.deliveriesLabel('https://example.com/hooks'),
    });
    const retrying = within(log).getByRole('listitem');
    expect(retrying).toHaveTextContent(messages.events['task.created']);
    expect(retrying).toHaveTextContent(messages.statuses.retrying);
    expect(retrying).toHaveTextContent(messages.httpStatus(500));
    expect(retrying).toHaveTextContent('The receiver answered 500.');
    expect(retrying).toHaveTextContent(messages.attempts(2));
    expect(retrying).toHaveTextContent(
      messages.nextRetry(dates.formatDateTime('2026-03-05T15:35:00.000Z')),
    );

    await user.click(within(row).getByRole('button', { name: messages.sendTest }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.testSent));
    // The open log follows the test delivery.
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent(
      `${messages.testEvent}${messages.statuses.succeeded}`,
    );

    // The receiver answered meanwhile: Refresh brings the log and the list's last delivery up to date.
    webhooksServerDelivered = true;
    await user.click(within(row).getByRole('button', { name: messages.refresh }));
    expect(
      await within(row).findByText(
        messages.lastDelivery(
          messages.statuses.succeeded,
          dates.formatDateTime(DELIVERED.createdAt),
        ),
      ),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: messages.pause }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.pausedToast));
    expect(await within(row).findByText(messages.paused)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: messages.resume })).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: messages.removeLabel('https://example.com/hooks') }),
    );
    const dialog = await screen.findByRole('dialog', { name: messages.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.remove }));
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(changes(fetchMock)).toEqual([
      'POST /webhooks/hook-1/test',
      'PUT /webhooks/hook-1',
      'DELETE /webhooks/hook-1',
    ]);
  });

  it('edits a webhook in the same form filled with its values, the address guard shown on the URL', async () => {
    const fetchMock = mockWebhooksApi([webhookOf()]);
    const user = userEvent.setup();
    renderWithQueryClient(<WebhooksSection />);
    const row = await screen.findByRole('listitem', { name: 'https://example.com/hooks' });

    // Cancel leaves everything as it was.
    await user.click(
      within(row).getByRole('button', { name: messages.editLabel('https://example.com/hooks') }),
    );
    expect(await screen.findByRole('form', { name: messages.editTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.cancelEdit }));
    expect(screen.getByRole('form', { name: messages.createTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.urlLabel)).toHaveValue('');

    await user.click(
      within(row).getByRole('button', { name: messages.editLabel('https://example.com/hooks') }),
    );
    const form = await screen.findByRole('form', { name: messages.editTitle });
    const url = within(form).getByLabelText(messages.urlLabel);
    expect(url).toHaveValue('https://example.com/hooks');
    await waitFor(() => expect(url).toHaveFocus());
    expect(within(form).getByLabelText(messages.descriptionLabel)).toHaveValue('Billing sync');
    expect(
      within(form).getByRole('checkbox', { name: messages.events['task.created'] }),
    ).toBeChecked();
    expect(
      within(form).getByRole('checkbox', { name: messages.events['sms.received'] }),
    ).not.toBeChecked();
    expect(within(form).queryByRole('button', { name: messages.create })).not.toBeInTheDocument();

    // A private address: the guard's refusal shows on the URL field, the edit stays open.
    await user.clear(url);
    await user.type(url, 'http://127.0.0.1:9/hook');
    await user.click(within(form).getByRole('button', { name: messages.save }));
    expect(await within(form).findByText(PRIVATE_ADDRESS)).toBeInTheDocument();
    expect(url).toHaveAccessibleDescription(expect.stringContaining(PRIVATE_ADDRESS));
    expect(toast.success).not.toHaveBeenCalled();

    // No event left: refused before asking the server.
    await user.click(within(form).getByRole('checkbox', { name: messages.events['task.created'] }));
    await user.click(within(form).getByRole('button', { name: messages.save }));
    expect(await within(form).findByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://hooks.example.org/v2');
    await user.click(within(form).getByRole('checkbox', { name: messages.events['sms.received'] }));
    await user.click(within(form).getByRole('button', { name: messages.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.saved));

    const puts = requestsOf(fetchMock).filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([
      { url: 'http://127.0.0.1:9/hook', events: ['task.created'], description: 'Billing sync' },
      {
        url: 'https://hooks.example.org/v2',
        events: ['sms.received'],
        description: 'Billing sync',
      },
    ]);
    expect(changes(fetchMock)).toEqual(['PUT /webhooks/hook-1', 'PUT /webhooks/hook-1']);
    // Back to adding; the list shows the saved webhook, and no secret was shown.
    expect(screen.getByRole('form', { name: messages.createTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.urlLabel)).toHaveValue('');
    const saved = await screen.findByRole('listitem', { name: 'https://hooks.example.org/v2' });
    expect(saved).toHaveTextContent(messages.events['sms.received']);
    expect(screen.queryByLabelText(messages.secretLabel)).not.toBeInTheDocument();
  });

  it('is a page of Settings for admins only', () => {
    const pageIds = (role: 'ADMIN' | 'MEMBER') =>
      visibleSettingsPages(makeUser({ role })).map((page) => page.id);
    expect(pageIds('ADMIN')).toContain('webhooks');
    expect(pageIds('MEMBER')).not.toContain('webhooks');
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({ 'GET /webhooks': () => jsonResponse(500, { error: 'boom', code: 'INTERNAL' }) });
    renderWithQueryClient(<WebhooksSection />);
    expect(await screen.findByRole('button', { name: messages.retry })).toBeInTheDocument();
    expect(screen.queryByText(messages.empty)).not.toBeInTheDocument();
  });
});
