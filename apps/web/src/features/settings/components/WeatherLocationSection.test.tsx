import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_WEATHER_LOCATION,
  WEATHER_MESSAGES,
  type WeatherLocation,
} from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '../../../platform/api/api.messages';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { calendarKeys } from '../../calendar/api/calendarKeys';
import { SettingsPage } from '../routes/SettingsPage';
import { settingsMessages } from '../settings.messages';
import { WeatherLocationSection } from './WeatherLocationSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = settingsMessages.weather;
const BERLIN: WeatherLocation = { latitude: 52.52, longitude: 13.41, timezone: 'Europe/Berlin' };
/** A short list keeps the list box quick to render; the section offers what Intl lists. */
const ZONES = ['Asia/Tokyo', 'Europe/Berlin'];

beforeEach(() => {
  vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(ZONES);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** GET answers `saved`; PUT stores what it gets and answers it back. */
function mockLocationApi(saved: WeatherLocation) {
  let current = saved;
  return mockApi({
    'GET /weather/location': () => jsonResponse(200, { location: current }),
    'PUT /weather/location': ({ body }) => {
      current = body as WeatherLocation;
      return jsonResponse(200, { location: current });
    },
  });
}

const puts = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsOf(fetchMock).filter((request) => request.method === 'PUT');

async function chooseZone(user: ReturnType<typeof userEvent.setup>, zone: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(messages.timeZoneLabel) }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByText(zone.replaceAll('_', ' ')));
}

describe('WeatherLocationSection', { timeout: 20_000 }, () => {
  it('shows the saved location and fills the form with it', async () => {
    mockLocationApi(BERLIN);
    renderWithQueryClient(<WeatherLocationSection />);

    expect(
      await screen.findByText(messages.current(52.52, 13.41, 'Europe/Berlin')),
    ).toBeInTheDocument();
    expect(screen.queryByText(messages.isDefault, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByLabelText(messages.latitudeLabel)).toHaveValue('52.52');
    expect(screen.getByLabelText(messages.longitudeLabel)).toHaveValue('13.41');
    expect(
      screen.getByRole('button', { name: new RegExp(messages.timeZoneLabel) }),
    ).toHaveTextContent('Europe/Berlin');
    expect(screen.getByRole('button', { name: messages.save })).toBeDisabled();
  });

  it('offers the zones Intl lists, UTC, and the saved zone where Intl lacks it', async () => {
    mockLocationApi({ ...BERLIN, timezone: 'America/New_York' });
    const user = userEvent.setup();
    renderWithQueryClient(<WeatherLocationSection />);

    await user.click(
      await screen.findByRole('button', { name: new RegExp(messages.timeZoneLabel) }),
    );
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'America/New York',
      'Asia/Tokyo',
      'Europe/Berlin',
      'UTC',
    ]);
  });

  it('saves a new location, toasts, and drops the forecasts held for the old one', async () => {
    const fetchMock = mockLocationApi(BERLIN);
    const user = userEvent.setup();
    const { queryClient } = renderWithQueryClient(<WeatherLocationSection />);
    const monthKey = calendarKeys.weather('2026-11-01', '2026-11-30');
    queryClient.setQueryData(monthKey, []);

    const latitude = await screen.findByLabelText(messages.latitudeLabel);
    await user.clear(latitude);
    await user.type(latitude, '35.68');
    await user.clear(screen.getByLabelText(messages.longitudeLabel));
    await user.type(screen.getByLabelText(messages.longitudeLabel), '139.69');
    await chooseZone(user, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: messages.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.saved));
    expect(puts(fetchMock).map((request) => request.body)).toEqual([
      { latitude: 35.68, longitude: 139.69, timezone: 'Asia/Tokyo' },
    ]);
    expect(queryClient.getQueryState(monthKey)?.isInvalidated).toBe(true);
    expect(
      await screen.findByText(messages.current(35.68, 139.69, 'Asia/Tokyo')),
    ).toBeInTheDocument();
  });

  it('shows the contract’s messages under the fields and sends nothing', async () => {
    const fetchMock = mockLocationApi(BERLIN);
    const user = userEvent.setup();
    renderWithQueryClient(<WeatherLocationSection />);

    const latitude = await screen.findByLabelText(messages.latitudeLabel);
    const longitude = screen.getByLabelText(messages.longitudeLabel);
    await user.clear(latitude);
    await user.type(latitude, '91');
    await user.clear(longitude);
    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(latitude).toHaveAccessibleDescription(WEATHER_MESSAGES.latitudeRange);
    expect(longitude).toHaveAccessibleDescription(WEATHER_MESSAGES.longitudeRange);
    expect(puts(fetchMock)).toEqual([]);

    // A field's message goes once that field changes.
    await user.type(longitude, 'east');
    expect(screen.queryByText(WEATHER_MESSAGES.longitudeRange)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(longitude).toHaveAccessibleDescription(WEATHER_MESSAGES.longitudeRange);
    expect(puts(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    mockApi({
      'GET /weather/location': () => jsonResponse(200, { location: BERLIN }),
      'PUT /weather/location': () =>
        jsonResponse(403, { error: WEATHER_MESSAGES.locationForbidden, code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<WeatherLocationSection />);

    const latitude = await screen.findByLabelText(messages.latitudeLabel);
    await user.clear(latitude);
    await user.type(latitude, '48.85');
    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WEATHER_MESSAGES.locationForbidden);
    expect(latitude).toHaveValue('48.85');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('"Use the default" saves the spec’s location at once', async () => {
    const fetchMock = mockLocationApi(BERLIN);
    const user = userEvent.setup();
    renderWithQueryClient(<WeatherLocationSection />);

    await user.click(await screen.findByRole('button', { name: messages.useDefault }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.resetDone));
    expect(puts(fetchMock).map((request) => request.body)).toEqual([DEFAULT_WEATHER_LOCATION]);
    expect(await screen.findByText(messages.isDefault, { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.latitudeLabel)).toHaveValue(
      String(DEFAULT_WEATHER_LOCATION.latitude),
    );
    expect(screen.getByRole('button', { name: messages.useDefault })).toBeDisabled();
  });

  it('says when the location cannot be loaded and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /weather/location': () =>
        fail
          ? jsonResponse(500, { error: 'Internal error', code: 'INTERNAL' })
          : jsonResponse(200, { location: DEFAULT_WEATHER_LOCATION }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<WeatherLocationSection />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      apiMessages.fetchFailed(messages.listName),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByText(messages.isDefault, { exact: false })).toBeInTheDocument();
  });
});

describe('SettingsPage and the weather location', { timeout: 20_000 }, () => {
  const shared = {
    'GET /email/accounts/getAccounts': () => jsonResponse(200, { accounts: [] }),
    'GET /email/accounts/providers': () => jsonResponse(200, { providers: [] }),
    'GET /calendar/feed': () => jsonResponse(200, { url: null }),
    'GET /ai/tokens': () => jsonResponse(200, { tokens: [] }),
    'GET /weather/location': () => jsonResponse(200, { location: BERLIN }),
  };

  const settingsRoutes = (
    <Routes>
      <Route path="/settings/:section" element={<SettingsPage />} />
    </Routes>
  );

  it('shows the Weather page to an admin', async () => {
    mockApi(shared);
    renderWithQueryClient(settingsRoutes, { path: '/settings/weather' });
    expect(await screen.findByRole('region', { name: messages.title })).toBeInTheDocument();
    expect(await screen.findByLabelText(messages.latitudeLabel)).toHaveValue('52.52');
  });

  it('hides it from everyone else, managers of members included', async () => {
    const fetchMock = mockApi({ ...shared, 'GET /user': () => jsonResponse(200, { users: [] }) });
    renderWithQueryClient(settingsRoutes, {
      path: '/settings/weather',
      auth: makeAuthValue({ user: makeUser({ role: 'MEMBER', permissions: ['users:manage'] }) }),
    });
    expect(screen.getByText(settingsMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: settingsMessages.pages.members })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: messages.title })).not.toBeInTheDocument();
    expect(requestsOf(fetchMock).some((request) => request.url.includes('/weather'))).toBe(false);
  });
});
