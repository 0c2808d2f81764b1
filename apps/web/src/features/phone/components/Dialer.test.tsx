import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CALLS_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeContact } from '../../../test/contactFixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { contactsMessages } from '../../contacts/contacts.messages';
import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber } from '../utils/phoneNumber';
import { Dialer } from './Dialer';

const messages = phoneMessages.dialer;

function DialerHarness({ onCall, from = '+15550100001' }: { onCall: () => void; from?: string }) {
  const [number, setNumber] = useState('');
  return (
    <Dialer
      number={number}
      onNumberChange={setNumber}
      fromOptions={from ? [{ value: from, label: 'Front desk' }] : []}
      from={from}
      onFromChange={() => undefined}
      onCall={onCall}
      onText={() => undefined}
      isCalling={false}
    />
  );
}

describe('Dialer', () => {
  it('takes the pad and the keyboard together, shows the number as dialled, Enter calls', async () => {
    const user = userEvent.setup();
    const onCall = vi.fn();
    renderWithQueryClient(<DialerHarness onCall={onCall} />);
    const call = screen.getByRole('button', { name: messages.call });
    expect(call).toBeDisabled();

    await user.click(screen.getByRole('button', { name: messages.digit('5') }));
    await user.click(screen.getByRole('button', { name: messages.digit('5') }));
    // The pad hands the focus back to the field: typing goes on, letters are dropped.
    await user.keyboard('5 (abc)010-2000');
    const field = screen.getByLabelText(messages.numberLabel);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('555 ()010-2000');
    expect(screen.getByText(messages.willCall('(555) 010-2000'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.deleteDigit }));
    expect(field).toHaveValue('555 ()010-200');
    await user.keyboard('0{Enter}');
    expect(onCall).toHaveBeenCalledTimes(1);
  });

  it('says when a number has too many digits, and will not call it', async () => {
    const user = userEvent.setup();
    const onCall = vi.fn();
    renderWithQueryClient(<DialerHarness onCall={onCall} />);
    await user.type(screen.getByLabelText(messages.numberLabel), '1234567890123456{Enter}');
    expect(screen.getByText(CALLS_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(onCall).not.toHaveBeenCalled();
  });

  it('calls a number written with + internationally, shown with its country', async () => {
    const user = userEvent.setup();
    const onCall = vi.fn();
    renderWithQueryClient(<DialerHarness onCall={onCall} />);
    await user.type(screen.getByLabelText(messages.numberLabel), '+44 20 7946 0958');
    expect(
      screen.getByText(messages.willCall('020 7946 0958 · United Kingdom')),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onCall).toHaveBeenCalledTimes(1);
  });

  it('refuses a number that cannot exist with the contract’s message, on Enter or leaving the field', async () => {
    const user = userEvent.setup();
    const onCall = vi.fn();
    renderWithQueryClient(<DialerHarness onCall={onCall} />);
    const field = screen.getByLabelText(messages.numberLabel);
    // A London number without its +: the spec's leading 1 makes it impossible.
    await user.type(field, '44 20 7946 0958');
    expect(screen.queryByText(CALLS_MESSAGES.phoneImpossible)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText(CALLS_MESSAGES.phoneImpossible)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onCall).not.toHaveBeenCalled();
    await user.type(field, '1');
    expect(screen.queryByText(CALLS_MESSAGES.phoneImpossible)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(CALLS_MESSAGES.phoneImpossible)).toBeInTheDocument();
  });

  it('cannot call without a number of our own to call from', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(<DialerHarness onCall={vi.fn()} from="" />);
    await user.type(screen.getByLabelText(messages.numberLabel), '5550102000');
    expect(screen.getByRole('button', { name: messages.call })).toBeDisabled();
    expect(screen.getByRole('button', { name: messages.text })).toBeEnabled();
  });

  it('finds a contact by a typed name and fills the number picked from the list', async () => {
    const queries: string[] = [];
    mockApi({
      'GET /contacts': ({ url }) => {
        queries.push(url.searchParams.get('q') ?? '');
        return jsonResponse(200, {
          contacts: [makeContact()],
          page: { total: 1, totalIsExact: true, limit: 8, offset: 0 },
        });
      },
    });
    const user = userEvent.setup();
    const onCall = vi.fn();
    renderWithQueryClient(<DialerHarness onCall={onCall} />);
    const field = screen.getByRole('combobox', { name: messages.numberLabel });

    await user.type(field, 'Ada L');
    await waitFor(() => expect(queries.at(-1)).toBe('Ada L'));
    const shown = formatPhoneNumber('+15550102000');
    await screen.findByRole('option', {
      name: contactsMessages.suggestions.option('Ada Lovelace', shown),
    });
    // A name is no wrong number: nothing is said about it.
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(field).toHaveValue('+15550102000');
    expect(screen.getByText(messages.willCall(shown))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onCall).toHaveBeenCalledTimes(1);
  });
});
