import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../test/contactFixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { contactsMessages } from '../contacts.messages';
import { ContactsPage } from './ContactsPage';

const messages = contactsMessages.page;

const listOf = (contacts: Contact[]) => ({
  contacts,
  page: { total: contacts.length, totalIsExact: true, limit: 100, offset: 0 },
});

describe('ContactsPage', () => {
  it('starts empty with the ways to add contacts; N opens the new-contact dialog', async () => {
    mockApi({ 'GET /contacts': jsonResponse(200, listOf([])) });
    const user = userEvent.setup();
    renderWithQueryClient(<ContactsPage />, { path: '/contacts' });

    const empty = (await screen.findByText(messages.emptyTitle)).parentElement as HTMLElement;
    expect(within(empty).getByRole('button', { name: messages.newContact })).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: messages.import })).toBeInTheDocument();

    await user.keyboard('n');
    expect(
      await screen.findByRole('dialog', { name: contactsMessages.dialog.newTitle }),
    ).toBeInTheDocument();
  });

  it('lists contacts, searches on the server, filters private ones and tags; / focuses search', async () => {
    const queries: string[] = [];
    const ada = makeContact({ id: 'c-1', tags: ['vip'] });
    const bo = makeContact({
      id: 'c-2',
      firstName: 'Bo',
      lastName: 'Baker',
      displayName: 'Bo Baker',
      visibility: 'private',
      phones: [],
      emails: [],
    });
    mockApi({
      'GET /contacts': ({ url }) => {
        const q = url.searchParams.get('q') ?? '';
        queries.push(q);
        return jsonResponse(200, listOf(q === 'bo' ? [bo] : [ada, bo]));
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ContactsPage />, { path: '/contacts' });

    const list = await screen.findByRole('list', { name: messages.listLabel });
    expect(
      within(list)
        .getAllByTestId('contact-row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Ada Lovelace'), expect.stringContaining('Bo Baker')]);
    expect(within(list).getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/contacts/c-1',
    );

    await user.click(screen.getByRole('button', { name: messages.visibilityFilters.private }));
    expect(within(list).getAllByTestId('contact-row')).toHaveLength(1);
    expect(within(list).getByText(messages.privateBadge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.visibilityFilters.all }));

    await user.click(screen.getByRole('button', { name: new RegExp(messages.tagLabel) }));
    await user.click(await screen.findByRole('option', { name: 'vip' }));
    expect(
      within(list)
        .getAllByTestId('contact-row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Ada Lovelace')]);

    await user.click(document.body);
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: messages.searchLabel });
    expect(search).toHaveFocus();
    await user.keyboard('bo');
    await waitFor(() => expect(queries.at(-1)).toBe('bo'));
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /contacts': () =>
        fail ? jsonResponse(500, { error: 'Internal error' }) : jsonResponse(200, listOf([])),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ContactsPage />, { path: '/contacts' });
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: messages.retry }));
    await screen.findByText(messages.emptyTitle);
  });
});
