import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALLS_MESSAGES, type PhoneNumberRecord } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { phoneMessages } from '../phone.messages';
import { PhoneNumbersEditor } from './PhoneNumbersEditor';

const messages = phoneMessages.settings;

const desk: PhoneNumberRecord = {
  id: 'n1',
  number: '+442079460958',
  label: 'London desk',
  createdAt: '2026-11-01T00:00:00Z',
  assignment: 'everyone',
  memberIds: [],
  voicemailGreeting: '',
};

const members = [
  makeMember({ id: 'user-1', firstName: 'Ann', lastName: 'Lee', role: 'ADMIN' }),
  makeMember({ id: 'user-2', firstName: 'Bo', lastName: 'Berg', permissions: ['calls:use'] }),
  // Without calls:use a number cannot ring them: not offered.
  makeMember({ id: 'user-3', firstName: 'Cy', lastName: 'Old', permissions: [] }),
];

describe('PhoneNumbersEditor', () => {
  it('shows each number nationally with its country and whom it rings', async () => {
    mockApi({ 'GET /user': jsonResponse(200, { users: members }) });
    renderWithQueryClient(
      <PhoneNumbersEditor
        numbers={[desk, { ...desk, id: 'n2', assignment: 'members', memberIds: ['user-2'] }]}
        isAdmin={false}
      />,
    );
    const list = screen.getByRole('list', { name: messages.numbersTitle });
    expect(within(list).getAllByText('020 7946 0958 · United Kingdom')).toHaveLength(2);
    expect(list).toHaveTextContent(messages.ringsSummary(messages.ringsEveryone));
    expect(await within(list).findByText(messages.ringsSummary('Bo Berg'))).toBeInTheDocument();
    // Members see the routing, only admins change it.
    expect(
      screen.queryByRole('button', {
        name: messages.routeNumber('020 7946 0958 · United Kingdom'),
      }),
    ).not.toBeInTheDocument();
  });

  it('an admin routes a number to chosen members with a voicemail greeting', async () => {
    let sent: unknown;
    mockApi({
      'GET /user': jsonResponse(200, { users: members }),
      'PUT /calls/numbers/n1': ({ body }) => {
        sent = body;
        return jsonResponse(200, {
          number: {
            ...desk,
            assignment: 'members',
            memberIds: ['user-2'],
            voicemailGreeting: 'Hi',
          },
        });
      },
      'GET /calls/numbers': jsonResponse(200, { numbers: [desk] }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(
      <>
        <PhoneNumbersEditor numbers={[desk]} isAdmin />
        <ToastContainer />
      </>,
    );
    await user.click(
      screen.getByRole('button', { name: messages.routeNumber('020 7946 0958 · United Kingdom') }),
    );
    const form = screen.getByRole('form', { name: messages.routingFormLabel('London desk') });
    expect(within(form).getByRole('radio', { name: messages.assignments.everyone })).toBeChecked();
    expect(within(form).getByLabelText(messages.greetingLabel)).toHaveAttribute(
      'placeholder',
      CALLS_MESSAGES.defaultVoicemailGreeting,
    );

    await user.click(within(form).getByRole('radio', { name: messages.assignments.members }));
    await user.click(within(form).getByRole('button', { name: messages.saveRouting }));
    expect(within(form).getByRole('alert')).toHaveTextContent(messages.chooseMembers);
    expect(within(form).queryByRole('checkbox', { name: 'Cy Old' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: 'Bo Berg' }));
    await user.type(within(form).getByLabelText(messages.greetingLabel), 'Hi');
    await user.click(within(form).getByRole('button', { name: messages.saveRouting }));
    await screen.findByText(messages.routingSaved);
    expect(sent).toEqual({ assignment: 'members', memberIds: ['user-2'], voicemailGreeting: 'Hi' });
    expect(
      screen.queryByRole('form', { name: messages.routingFormLabel('London desk') }),
    ).toBeNull();
  });

  it('refuses a greeting too long to be read out, under its field', async () => {
    const api = mockApi({ 'GET /user': jsonResponse(200, { users: members }) });
    const user = userEvent.setup();
    renderWithQueryClient(<PhoneNumbersEditor numbers={[desk]} isAdmin />);
    await user.click(
      screen.getByRole('button', { name: messages.routeNumber('020 7946 0958 · United Kingdom') }),
    );
    const greeting = screen.getByLabelText(messages.greetingLabel);
    await user.click(greeting);
    await user.paste('a'.repeat(501));
    await user.click(screen.getByRole('button', { name: messages.saveRouting }));
    expect(await screen.findByText(CALLS_MESSAGES.greetingTooLong)).toBeInTheDocument();
    expect(greeting).toHaveAttribute('aria-invalid', 'true');
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
