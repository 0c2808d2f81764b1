import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INPUT_MESSAGES, type User } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { calendarMessages } from '../calendar.messages';
import { browserTimeZone } from '../utils/calendarTime';
import { TimeZoneSection } from './TimeZoneSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = calendarMessages.timeZone;
/** A short list keeps the list box quick to render; the section offers what Intl lists. */
const ZONES = ['America/New_York', 'Asia/Tokyo', 'Europe/Berlin'];

beforeEach(() => {
  vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(ZONES);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** PUT /user/me answers the user with the zone it was sent. */
function mockProfileApi(user: User) {
  return mockApi({
    'PUT /user/me': ({ body }) =>
      jsonResponse(200, { user: { ...user, ...(body as Partial<User>) } }),
  });
}

function renderSection(user: User) {
  const auth = makeAuthValue({ user });
  renderWithQueryClient(<TimeZoneSection />, { auth });
  return auth;
}

const zoneSelect = () => screen.getByRole('button', { name: new RegExp(messages.label) });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(zoneSelect());
  await user.click(within(await screen.findByRole('listbox')).getByText(label));
}

describe('TimeZoneSection', { timeout: 20_000 }, () => {
  it('shows the browser’s zone as the default while the profile has none, then Intl’s zones', async () => {
    mockProfileApi(makeUser());
    const user = userEvent.setup();
    renderSection(makeUser({ timeZone: null }));
    expect(zoneSelect()).toHaveTextContent(messages.browserDefaultWith(browserTimeZone()));

    await user.click(zoneSelect());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      messages.browserDefaultWith(browserTimeZone()),
      'America/New York',
      'Asia/Tokyo',
      'Europe/Berlin',
      'UTC',
    ]);
  });

  it('saves a chosen zone to the profile, updates the signed-in user and toasts', async () => {
    const signedIn = makeUser({ timeZone: null });
    const fetchMock = mockProfileApi(signedIn);
    const user = userEvent.setup();
    const auth = renderSection(signedIn);

    await choose(user, 'Asia/Tokyo');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.saved));
    expect(requestsOf(fetchMock).map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'PUT', body: { timeZone: 'Asia/Tokyo' } },
    ]);
    expect(auth.replaceCurrentUser).toHaveBeenCalledWith({ ...signedIn, timeZone: 'Asia/Tokyo' });
  });

  it('shows the saved zone, and "Browser default" clears it', async () => {
    const signedIn = makeUser({ timeZone: 'America/New_York' });
    const fetchMock = mockProfileApi(signedIn);
    const user = userEvent.setup();
    const auth = renderSection(signedIn);
    expect(zoneSelect()).toHaveTextContent('America/New York');

    await choose(user, messages.browserDefaultWith(browserTimeZone()));

    await waitFor(() =>
      expect(auth.replaceCurrentUser).toHaveBeenCalledWith({ ...signedIn, timeZone: null }),
    );
    expect(requestsOf(fetchMock)[0]?.body).toEqual({ timeZone: null });
  });

  it('shows the server’s message when the zone is refused', async () => {
    mockApi({
      'PUT /user/me': () =>
        jsonResponse(400, { error: INPUT_MESSAGES.invalidTimeZone, code: 'VALIDATION_ERROR' }),
    });
    const user = userEvent.setup();
    const auth = renderSection(makeUser());

    await choose(user, 'Europe/Berlin');

    expect(await screen.findByRole('alert')).toHaveTextContent(INPUT_MESSAGES.invalidTimeZone);
    expect(auth.replaceCurrentUser).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
