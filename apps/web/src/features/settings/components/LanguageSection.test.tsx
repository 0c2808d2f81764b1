import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../../platform/i18n/locales';
import { reloadPage } from '../../../platform/navigation/pageNavigation';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { settingsMessages } from '../settings.messages';
import { LanguageSection } from './LanguageSection';

vi.mock('../../../platform/navigation/pageNavigation', () => ({
  reloadPage: vi.fn(),
  loadPage: vi.fn(),
}));

const messages = settingsMessages.language;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

function renderSection(user = makeUser()) {
  const auth = makeAuthValue({ user });
  return { ...renderWithQueryClient(<LanguageSection />, { auth }), auth };
}

describe('LanguageSection', { timeout: 20_000 }, () => {
  it('offers English, Français, Deutsch and the browser default, the profile’s one checked', () => {
    renderSection(makeUser({ locale: 'de' }));
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'English',
      'Fran\u00e7ais',
      'Deutsch',
      messages.browserDefault('English'),
    ]);
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  });

  it('saves French with the profile, remembers it in this browser and reloads the page', async () => {
    const fetchMock = mockApi({
      'PUT /user/me': () => jsonResponse(200, { user: makeUser({ locale: 'fr' }) }),
    });
    const person = userEvent.setup();
    renderSection();
    expect(screen.getByRole('radio', { name: messages.browserDefault('English') })).toBeChecked();

    await person.click(screen.getByRole('radio', { name: 'Fran\u00e7ais' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body).toEqual({
      locale: 'fr',
    });
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  });

  it('goes back to the browser default: forgets the stored language, no reload when it is already English', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const fetchMock = mockApi({
      'PUT /user/me': () => jsonResponse(200, { user: makeUser({ locale: null }) }),
    });
    const person = userEvent.setup();
    const { auth } = renderSection(makeUser({ locale: 'en' }));

    await person.click(screen.getByRole('radio', { name: messages.browserDefault('English') }));

    await waitFor(() => expect(auth.replaceCurrentUser).toHaveBeenCalled());
    expect(requestsOf(fetchMock).find((request) => request.method === 'PUT')?.body).toEqual({
      locale: null,
    });
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
