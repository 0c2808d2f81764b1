import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { ChatArrivalSection } from './ChatArrivalSection';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = chatMessages.arrival;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderSection(user = makeUser()) {
  const auth = makeAuthValue({ user });
  return { ...renderWithQueryClient(<ChatArrivalSection />, { auth }), auth };
}

const trigger = () => screen.getByRole('button', { name: new RegExp(messages.label) });

describe('ChatArrivalSection', { timeout: 20_000 }, () => {
  it('starts on opening the chat window and offers the three choices', async () => {
    const person = userEvent.setup();
    renderSection();
    expect(trigger()).toHaveTextContent(messages.options.open);
    await person.click(trigger());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      messages.options.open,
      messages.options.toast,
      messages.options.count,
    ]);
  });

  it('saves the choice alone with the profile, updates the signed-in user and says so', async () => {
    const saved = makeUser({ chatArrival: 'count' });
    const fetchMock = mockApi({ 'PUT /user/me': () => jsonResponse(200, { user: saved }) });
    const person = userEvent.setup();
    const { auth } = renderSection();

    await person.click(trigger());
    await person.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: messages.options.count,
      }),
    );

    await waitFor(() => expect(auth.replaceCurrentUser).toHaveBeenCalledWith(saved));
    expect(toast.success).toHaveBeenCalledWith(messages.saved);
    const [put] = requestsOf(fetchMock).filter((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ chatArrival: 'count' });
  });

  it('shows why a save failed and keeps the user as they were', async () => {
    mockApi({
      'PUT /user/me': () => jsonResponse(500, { error: 'Internal error', code: 'INTERNAL' }),
    });
    const person = userEvent.setup();
    const { auth } = renderSection(makeUser({ chatArrival: 'toast' }));
    expect(trigger()).toHaveTextContent(messages.options.toast);

    await person.click(trigger());
    await person.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: messages.options.open,
      }),
    );

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(auth.replaceCurrentUser).not.toHaveBeenCalled();
  });
});
