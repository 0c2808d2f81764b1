import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { makeContact } from '../../../test/contactFixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { contactsMessages } from '../contacts.messages';
import { DuplicatesDialog } from './DuplicatesDialog';

const messages = contactsMessages.duplicates;

describe('DuplicatesDialog', () => {
  it('merges a group into the contact chosen to keep', async () => {
    const ada = makeContact({ id: 'c-1' });
    const adaAgain = makeContact({
      id: 'c-2',
      displayName: 'Ada L.',
      firstName: 'Ada',
      lastName: 'L.',
    });
    const merges: { path: string; body: unknown }[] = [];
    mockApi({
      'GET /contacts/duplicates': jsonResponse(200, {
        groups: [
          { contacts: [ada, adaAgain], reasons: [{ kind: 'email', value: 'ada@example.org' }] },
        ],
      }),
      'POST /contacts/c-2/merge': ({ url, body }) => {
        merges.push({ path: url.pathname, body });
        return jsonResponse(200, { contact: adaAgain });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(
      <>
        <DuplicatesDialog onClose={vi.fn()} />
        <ToastContainer />
      </>,
    );

    const group = await screen.findByRole('group', { name: messages.groupLabel(1) });
    expect(within(group).getByText(messages.reasons.email('ada@example.org'))).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /Ada Lovelace/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /Ada L\./ }));
    await user.click(screen.getByRole('button', { name: messages.merge }));

    await screen.findByText(messages.merged('Ada L.'));
    await waitFor(() =>
      expect(merges).toEqual([{ path: '/api/contacts/c-2/merge', body: { otherIds: ['c-1'] } }]),
    );
  });

  it('says when there is nothing to merge', async () => {
    mockApi({ 'GET /contacts/duplicates': jsonResponse(200, { groups: [] }) });
    renderWithQueryClient(<DuplicatesDialog onClose={vi.fn()} />);
    expect(await screen.findByText(messages.none)).toBeInTheDocument();
  });
});
