import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../platform/api/api.messages';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { uiMessages } from '../../../ui/ui.messages';
import { calendarMessages } from '../calendar.messages';
import { CalendarFeedSection } from './CalendarFeedSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = calendarMessages.feed;
const feedUrl = (secret: string) => `http://localhost/api/calendar/feed/${secret}.ics`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The server's feed: POST makes a new secret address, DELETE turns it off. */
function mockFeedApi(initial: string | null) {
  let url = initial;
  let made = 0;
  return mockApi({
    'GET /calendar/feed': () => jsonResponse(200, { url }),
    'POST /calendar/feed': () => {
      made += 1;
      url = feedUrl(`secret-${made}`);
      return jsonResponse(200, { url });
    },
    'DELETE /calendar/feed': () => {
      url = null;
      return jsonResponse(200, { url });
    },
  });
}

const changes = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsOf(fetchMock)
    .filter((request) => request.method !== 'GET')
    .map((request) => request.method);

const addressField = () => screen.getByLabelText(messages.urlLabel);

describe('CalendarFeedSection', { timeout: 20_000 }, () => {
  it('offers to create an address when there is none, then shows it', async () => {
    const fetchMock = mockFeedApi(null);
    const user = userEvent.setup();
    renderWithQueryClient(<CalendarFeedSection />);

    expect(await screen.findByText(messages.none)).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.urlLabel)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.create }));

    await waitFor(() => expect(addressField()).toHaveValue(feedUrl('secret-1')));
    expect(addressField()).toHaveAttribute('readonly');
    expect(changes(fetchMock)).toEqual(['POST']);
  });

  it('copies the address and says so, or says when copying failed', async () => {
    mockFeedApi(feedUrl('abc'));
    const user = userEvent.setup();
    renderWithQueryClient(<CalendarFeedSection />);

    await user.click(await screen.findByRole('button', { name: messages.copy }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.copied));
    await expect(navigator.clipboard.readText()).resolves.toBe(feedUrl('abc'));

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: messages.copy }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.copyFailed));
  });

  it('asks before making a new address; cancelling keeps the old one', async () => {
    const fetchMock = mockFeedApi(feedUrl('old'));
    const user = userEvent.setup();
    renderWithQueryClient(<CalendarFeedSection />);

    await user.click(await screen.findByRole('button', { name: messages.rotate }));
    let dialog = await screen.findByRole('dialog', { name: messages.rotateTitle });
    expect(dialog).toHaveTextContent(messages.rotateConfirm);
    await user.click(within(dialog).getByRole('button', { name: uiMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(fetchMock)).toEqual([]);
    expect(addressField()).toHaveValue(feedUrl('old'));

    await user.click(screen.getByRole('button', { name: messages.rotate }));
    dialog = await screen.findByRole('dialog', { name: messages.rotateTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.rotate }));

    await waitFor(() => expect(addressField()).toHaveValue(feedUrl('secret-1')));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(fetchMock)).toEqual(['POST']);
  });

  it('asks before turning the feed off, then offers to create one again', async () => {
    const fetchMock = mockFeedApi(feedUrl('old'));
    const user = userEvent.setup();
    renderWithQueryClient(<CalendarFeedSection />);

    await user.click(await screen.findByRole('button', { name: messages.revoke }));
    const dialog = await screen.findByRole('dialog', { name: messages.revokeTitle });
    expect(dialog).toHaveTextContent(messages.revokeConfirm);
    await user.click(within(dialog).getByRole('button', { name: messages.revoke }));

    expect(await screen.findByText(messages.none)).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.urlLabel)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.create })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(fetchMock)).toEqual(['DELETE']);
  });

  it('shows the server’s message when a change fails, and keeps the address', async () => {
    mockApi({
      'GET /calendar/feed': () => jsonResponse(200, { url: feedUrl('old') }),
      'DELETE /calendar/feed': () =>
        jsonResponse(503, { error: 'The database is busy.', code: 'UNAVAILABLE' }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<CalendarFeedSection />);

    await user.click(await screen.findByRole('button', { name: messages.revoke }));
    const dialog = await screen.findByRole('dialog', { name: messages.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.revoke }));

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => /The database is busy\./.test(alert.textContent ?? '')),
      ).toBe(true),
    );
    expect(addressField()).toHaveValue(feedUrl('old'));
  });

  it('says when the feed cannot be loaded and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /calendar/feed': () =>
        fail
          ? jsonResponse(500, { error: 'Internal error', code: 'INTERNAL' })
          : jsonResponse(200, { url: null }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<CalendarFeedSection />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      apiMessages.fetchFailed(messages.listName),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: calendarMessages.retry }));
    expect(await screen.findByText(messages.none)).toBeInTheDocument();
  });
});
