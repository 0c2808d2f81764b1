import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACTS_MESSAGES } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { makeContact } from '../../../test/contactFixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { contactsMessages } from '../contacts.messages';
import { ContactDialog } from './ContactDialog';

const messages = contactsMessages.dialog;

describe('ContactDialog', () => {
  it('says what the contract refuses under each field, and sends nothing', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithQueryClient(<ContactDialog contact={null} onClose={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(screen.getByLabelText(messages.firstName)).toHaveAccessibleDescription(
      CONTACTS_MESSAGES.nameRequired,
    );

    await user.type(screen.getByLabelText(messages.firstName), 'Ada');
    await user.type(screen.getByLabelText(messages.emailAddress(1)), 'not-an-address');
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(screen.getByLabelText(messages.emailAddress(1))).toHaveAccessibleDescription(
      CONTACTS_MESSAGES.emailInvalid,
    );
    expect(screen.getByLabelText(messages.firstName)).not.toHaveAccessibleDescription();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a private contact with two labelled numbers, an address and tags', async () => {
    const requests: unknown[] = [];
    mockApi({
      'POST /contacts': ({ body }) => {
        requests.push(body);
        return jsonResponse(201, {
          contact: makeContact({ id: 'c-9', displayName: 'Ada Lovelace' }),
        });
      },
    });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(
      <>
        <ContactDialog contact={null} onClose={onClose} onSaved={onSaved} />
        <ToastContainer />
      </>,
    );

    await user.type(screen.getByLabelText(messages.firstName), 'Ada');
    await user.type(screen.getByLabelText(messages.lastName), 'Lovelace');
    await user.type(screen.getByLabelText(messages.phoneNumber(1)), '(555) 010-2000');
    await user.click(screen.getByRole('button', { name: messages.addPhone }));
    await user.type(screen.getByLabelText(messages.phoneNumber(2)), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: new RegExp(messages.phoneLabel(2)) }));
    await user.click(await screen.findByRole('option', { name: messages.labels.work }));
    await user.type(screen.getByLabelText(messages.emailAddress(1)), 'Ada@Example.org');
    await user.type(screen.getByLabelText(messages.tags), 'vip, supplier');
    await user.click(screen.getByRole('button', { name: new RegExp(messages.visibility) }));
    await user.click(await screen.findByRole('option', { name: messages.visibilities.private }));
    await user.click(screen.getByRole('button', { name: messages.save }));

    await screen.findByText(messages.created('Ada Lovelace'));
    expect(requests).toEqual([
      {
        kind: 'person',
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: '',
        title: '',
        notes: '',
        tags: ['vip', 'supplier'],
        visibility: 'private',
        phones: [
          { label: 'mobile', number: '(555) 010-2000' },
          { label: 'work', number: '+44 20 7946 0958' },
        ],
        emails: [{ label: 'work', address: 'Ada@Example.org' }],
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-9' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits a contact: its fields fill the form and a removed number is left out', async () => {
    const requests: unknown[] = [];
    const contact = makeContact({
      phones: [
        { label: 'mobile', number: '+15550102000' },
        { label: 'home', number: '+15550103000' },
      ],
    });
    mockApi({
      'PUT /contacts/contact-1': ({ body }) => {
        requests.push(body);
        return jsonResponse(200, { contact });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ContactDialog contact={contact} onClose={vi.fn()} />);
    expect(screen.getByLabelText(messages.firstName)).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: messages.removePhone(1) }));
    await user.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      phones: [{ label: 'home', number: '+15550103000' }],
      emails: [{ label: 'work', address: 'ada@example.org' }],
    });
  });
});
