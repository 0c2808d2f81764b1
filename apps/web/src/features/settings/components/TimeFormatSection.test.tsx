import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateFormatProvider } from '../../../platform/dates/DateFormatProvider';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { settingsMessages } from '../settings.messages';
import { TimeFormatSection } from './TimeFormatSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = settingsMessages.timeFormat;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderSection(user = makeUser()) {
  const auth = makeAuthValue({ user });
  const view = renderWithQueryClient(
    <DateFormatProvider locale="en-US" timeZone="UTC" timeFormat={user.timeFormat}>
      <TimeFormatSection />
    </DateFormatProvider>,
    { auth },
  );
  return { ...view, auth };
}

describe('TimeFormatSection', { timeout: 20_000 }, () => {
  it('offers automatic, 12-hour and 24-hour clocks, each with an example', async () => {
    const person = userEvent.setup();
    renderSection();
    const trigger = screen.getByRole('button', { name: new RegExp(messages.label) });
    expect(trigger).toHaveTextContent(/Automatic/);
    await person.click(trigger);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.replace(/\s/g, ' '))).toEqual([
      messages.auto('3:30 PM'),
      messages.twelveHour('3:30 PM'),
      messages.twentyFourHour('15:30'),
    ]);
  });

  it('saves the choice with the profile, updates the signed-in user and says so', async () => {
    const saved = makeUser({ timeFormat: '24h' });
    const fetchMock = mockApi({
      'PUT /user/me': () => jsonResponse(200, { user: saved }),
    });
    const person = userEvent.setup();
    const { auth } = renderSection();

    await person.click(screen.getByRole('button', { name: new RegExp(messages.label) }));
    await person.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: messages.twentyFourHour('15:30'),
      }),
    );

    await waitFor(() => expect(auth.replaceCurrentUser).toHaveBeenCalledWith(saved));
    expect(toast.success).toHaveBeenCalledWith(messages.saved);
    const [put] = requestsOf(fetchMock).filter((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ timeFormat: '24h' });
  });

  it('shows why a save failed', async () => {
    mockApi({
      'PUT /user/me': () => jsonResponse(500, { error: 'Internal error', code: 'INTERNAL' }),
    });
    const person = userEvent.setup();
    const { auth } = renderSection();

    await person.click(screen.getByRole('button', { name: new RegExp(messages.label) }));
    await person.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: messages.twelveHour('3:30 PM'),
      }),
    );

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(auth.replaceCurrentUser).not.toHaveBeenCalled();
  });
});
