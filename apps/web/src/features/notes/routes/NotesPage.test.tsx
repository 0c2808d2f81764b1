import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNote } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { notesMessages } from '../notes.messages';
import { NotesPage } from './NotesPage';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = notesMessages.screen;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotesPage on a phone', () => {
  it('folds the filters into one button with the active count, opening a sheet', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    mockApi({
      'GET /notes': () =>
        jsonResponse(200, {
          notes: [makeNote({ id: 'n-1', title: 'Budget ideas' })],
          total: 1,
          totalIsExact: true,
          limit: 30,
          offset: 0,
        }),
      'GET /notes/categories': () => jsonResponse(200, { categories: [] }),
      'GET /projects': () => jsonResponse(200, { projects: [] }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<NotesPage />, { path: '/notes?scope=mine&q=budget' });

    expect(await screen.findByText('Budget ideas')).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.searchLabel)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.filtersButtonCount(2) }));

    const sheet = await screen.findByRole('dialog', { name: messages.filtersSheetTitle });
    // The select is a button named by its value, then its label.
    expect(
      within(sheet).getByRole('button', {
        name: new RegExp(`${messages.scopeFilterLabel}$`),
        hidden: true,
      }),
    ).toHaveTextContent(messages.scopeMine);
    expect(within(sheet).getByLabelText(messages.searchLabel)).toHaveValue('budget');
  });
});
