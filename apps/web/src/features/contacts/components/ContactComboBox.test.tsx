import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../test/contactFixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { formatPhoneNumber } from '../../phone/utils/phoneNumber';
import { contactsMessages } from '../contacts.messages';
import { ContactComboBox } from './ContactComboBox';

const ada = makeContact({
  phones: [
    { label: 'mobile', number: '+15550102000' },
    { label: 'work', number: '+442079460958' },
  ],
});

function Field({ kind }: { kind: 'phone' | 'email' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ContactComboBox label="To" kind={kind} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function answerContacts(queries: string[]) {
  return mockApi({
    'GET /contacts': ({ url }) => {
      queries.push(url.searchParams.get('q') ?? '');
      return jsonResponse(200, {
        contacts: [ada],
        page: { total: 1, totalIsExact: true, limit: 8, offset: 0 },
      });
    },
  });
}

describe('ContactComboBox', () => {
  it('suggests the numbers of contacts found by a typed name; the keyboard picks one', async () => {
    const queries: string[] = [];
    answerContacts(queries);
    const user = userEvent.setup();
    renderWithQueryClient(<Field kind="phone" />);
    const input = screen.getByRole('combobox', { name: 'To' });

    await user.type(input, 'Ada');
    await waitFor(() => expect(queries).toContain('Ada'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      contactsMessages.suggestions.option('Ada Lovelace', formatPhoneNumber('+15550102000')),
      contactsMessages.suggestions.option('Ada Lovelace', formatPhoneNumber('+442079460958')),
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(input).toHaveValue('+442079460958');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(queries.at(-1)).toBe('Ada');
  });

  it('does not look anything up while digits are typed', async () => {
    const queries: string[] = [];
    answerContacts(queries);
    const user = userEvent.setup();
    renderWithQueryClient(<Field kind="phone" />);
    await user.type(screen.getByRole('combobox', { name: 'To' }), '5550102000');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('completes the address being typed in a list and leaves room for the next', async () => {
    const queries: string[] = [];
    answerContacts(queries);
    const user = userEvent.setup();
    renderWithQueryClient(<Field kind="email" />);
    const input = screen.getByRole('combobox', { name: 'To' });

    await user.type(input, 'bo@example.org, ada');
    await waitFor(() => expect(queries).toContain('ada'));
    await screen.findByRole('option', {
      name: contactsMessages.suggestions.option('Ada Lovelace', 'ada@example.org'),
    });
    await user.keyboard('{ArrowDown}{Enter}');

    expect(input).toHaveValue('bo@example.org, Ada Lovelace <ada@example.org>, ');
    expect(queries.at(-1)).toBe('ada');
  });
});
