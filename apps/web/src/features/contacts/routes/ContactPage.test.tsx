import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../test/contactFixtures';
import { LocationProbe } from '../../../test/LocationProbe';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { formatPhoneNumber } from '../../phone/utils/phoneNumber';
import { contactsMessages } from '../contacts.messages';
import { ContactPage } from './ContactPage';

const messages = contactsMessages.contact;

function renderPage() {
  return renderWithQueryClient(
    <>
      <Routes>
        <Route path="/contacts/:contactId" element={<ContactPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <ToastContainer />
    </>,
    { path: '/contacts/contact-1' },
  );
}

describe('ContactPage', () => {
  it('shows the details, the ways to reach the contact and the timeline with its links', async () => {
    mockApi({
      'GET /contacts/contact-1': jsonResponse(200, { contact: makeContact({ tags: ['vip'] }) }),
      'GET /contacts/contact-1/timeline': jsonResponse(200, {
        items: [
          {
            kind: 'call',
            id: 'call-1',
            at: '2026-11-20T10:00:00.000Z',
            summary: 'Outgoing call',
            link: '/phone?callId=call-1',
          },
          {
            kind: 'email',
            id: 'mail-1',
            at: '2026-11-19T10:00:00.000Z',
            summary: 'E-mail received: Hello',
            link: '/mail?message=mail-1',
          },
        ],
        hasMore: false,
      }),
      'GET /calls/numbers': jsonResponse(200, { numbers: [] }),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    const shown = formatPhoneNumber('+15550102000');
    expect(screen.getByRole('link', { name: messages.text(shown) })).toHaveAttribute(
      'href',
      '/phone?tab=messages&contact=%2B15550102000',
    );
    expect(screen.getByRole('link', { name: messages.email('ada@example.org') })).toHaveAttribute(
      'href',
      '/mail?compose=ada%40example.org',
    );
    const timeline = await screen.findByRole('list', { name: messages.timelineLabel });
    const links = within(timeline).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/phone?callId=call-1',
      '/mail?message=mail-1',
    ]);
    expect(links[0]).toHaveTextContent('Outgoing call');
  });

  it('deletes after asking, goes back to the list, and Undo puts the contact back', async () => {
    const created: unknown[] = [];
    mockApi({
      'GET /contacts/contact-1': jsonResponse(200, { contact: makeContact() }),
      'GET /contacts/contact-1/timeline': jsonResponse(200, { items: [], hasMore: false }),
      'GET /calls/numbers': jsonResponse(200, { numbers: [] }),
      'DELETE /contacts/contact-1': jsonResponse(200, { ok: true }),
      'POST /contacts': ({ body }) => {
        created.push(body);
        return jsonResponse(201, { contact: makeContact({ id: 'contact-2' }) });
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: messages.delete }));
    const dialog = await screen.findByRole('dialog', { name: messages.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.delete }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts'));
    await screen.findByText(messages.deleted('Ada Lovelace'));
    await user.click(screen.getByRole('button', { name: messages.undo }));
    await screen.findByText(messages.restored('Ada Lovelace'));
    expect(created).toEqual([
      expect.objectContaining({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phones: [{ label: 'mobile', number: '+15550102000' }],
      }),
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/contacts/contact-2'),
    );
  });
});
