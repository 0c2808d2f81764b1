import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInDevice } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateFormatProvider } from '../../../platform/dates/DateFormatProvider';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { signedInDevicesMessages } from '../signedInDevices.messages';
import { SignedInDevicesSection } from './SignedInDevicesSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = signedInDevicesMessages;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const device = (overrides: Partial<SignedInDevice>): SignedInDevice => ({
  id: 'laptop',
  browser: 'Chrome 156',
  system: 'Linux',
  device: 'desktop',
  signedInAt: '2026-11-01T09:00:00Z',
  lastUsedAt: new Date().toISOString(),
  isCurrent: false,
  ...overrides,
});

function renderSection() {
  return renderWithQueryClient(
    <DateFormatProvider locale="en-US" timeZone="UTC" timeFormat="12h">
      <SignedInDevicesSection />
    </DateFormatProvider>,
  );
}

describe('SignedInDevicesSection', { timeout: 20_000 }, () => {
  it('lists the devices with this one marked, and signs another out after asking', async () => {
    let devices = [
      device({ id: 'laptop', isCurrent: true }),
      device({ id: 'phone', browser: 'Safari 18', system: 'iOS 18', device: 'mobile' }),
    ];
    const fetchMock = mockApi({
      'GET /user/me/sessions': () => jsonResponse(200, { sessions: devices }),
      'DELETE /user/me/sessions/phone': () => {
        devices = devices.filter((entry) => entry.id !== 'phone');
        return new Response(null, { status: 204 });
      },
    });
    const person = userEvent.setup();
    renderSection();

    const list = await screen.findByRole('list', { name: messages.listLabel });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome 156 on Linux');
    expect(rows[0]).toHaveTextContent(messages.thisDevice);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent(/Last used now · signed in Nov 1, 2026/);

    await person.click(
      screen.getByRole('button', { name: messages.signOutLabel('Safari 18 on iOS 18') }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(messages.signOutConfirm('Safari 18 on iOS 18'));
    await person.click(within(dialog).getByRole('button', { name: messages.signOut }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.signedOut));
    expect(requestsOf(fetchMock).some((request) => request.method === 'DELETE')).toBe(true);
    expect(await screen.findByText(messages.onlyThisOne)).toBeInTheDocument();
  });

  it('signs out everywhere else and says how many', async () => {
    const fetchMock = mockApi({
      'GET /user/me/sessions': () =>
        jsonResponse(200, {
          sessions: [
            device({ id: 'a', isCurrent: true }),
            device({ id: 'b' }),
            device({ id: 'c' }),
          ],
        }),
      'POST /user/me/sessions/sign-out-others': () => jsonResponse(200, { signedOut: 2 }),
    });
    const person = userEvent.setup();
    renderSection();

    await person.click(await screen.findByRole('button', { name: messages.signOutOthers }));
    const dialog = await screen.findByRole('dialog');
    await person.click(within(dialog).getByRole('button', { name: messages.signOutOthers }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Signed out 2 other devices.'));
    expect(requestsOf(fetchMock).filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says why a sign-out failed', async () => {
    mockApi({
      'GET /user/me/sessions': () =>
        jsonResponse(200, {
          sessions: [
            device({ id: 'a', isCurrent: true }),
            device({ id: 'b', browser: null, system: null }),
          ],
        }),
      'DELETE /user/me/sessions/b': () =>
        jsonResponse(404, {
          error: 'That session is not one of yours, or it has ended already.',
          code: 'NOT_FOUND',
        }),
    });
    const person = userEvent.setup();
    renderSection();

    await person.click(
      await screen.findByRole('button', { name: messages.signOutLabel(messages.unknownBrowser) }),
    );
    await person.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: messages.signOut }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'That session is not one of yours, or it has ended already.',
      ),
    );
  });
});
