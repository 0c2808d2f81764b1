import { INVITATION_MESSAGES } from '@worksphere/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMember } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import type { AttendeeDraft } from '../utils/eventForm';
import { AttendeesField } from './AttendeesField';

const messages = INVITATION_MESSAGES;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The organisation: the signed-in user (user-1) and Bea, who is busy 07:00-08:00 UTC. */
function mockPeople() {
  return mockApi({
    'GET /user': () =>
      jsonResponse(200, {
        users: [
          makeMember({ id: 'user-1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' }),
          makeMember({
            id: 'user-2',
            firstName: 'Bea',
            lastName: 'Bold',
            email: 'bea@example.com',
          }),
        ],
      }),
    'GET /calendar/free-busy': ({ url }) =>
      jsonResponse(200, {
        people: (url.searchParams.get('userIds') ?? '').split(',').map((userId) => ({
          userId,
          busy: [{ start: '2026-06-10T07:00:00.000Z', end: '2026-06-10T08:00:00.000Z' }],
        })),
      }),
  });
}

/** The field as the event form holds it: its value kept in state, the last one readable. */
function renderField() {
  const seen: { value: AttendeeDraft[] } = { value: [] };
  function Form() {
    const [value, setValue] = useState<AttendeeDraft[]>([]);
    seen.value = value;
    return <AttendeesField value={value} onChange={setValue} day="2026-06-10T09:00" />;
  }
  renderWithQueryClient(<Form />);
  return seen;
}

describe('AttendeesField', { timeout: 20_000 }, () => {
  it('invites members (not oneself) and shows their busy times of the day', async () => {
    const fetchMock = mockPeople();
    const user = userEvent.setup();
    const seen = renderField();

    expect(screen.getByText(messages.noAttendees)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(`${messages.addMember}$`) }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      messages.addMemberPlaceholder,
      'Bea Bold',
    ]);
    await user.click(screen.getByRole('option', { name: 'Bea Bold' }));

    expect(seen.value).toEqual([{ userId: 'user-2', email: 'bea@example.com', name: 'Bea Bold' }]);
    const busy = await screen.findByTestId('attendee-busy');
    await waitFor(() => expect(busy).toHaveTextContent(/^Bea Bold: .+ – .+$/));
    expect(busy).not.toHaveTextContent(messages.busyNone);
    const asked = requestsOf(fetchMock).find((request) =>
      request.url.includes('/calendar/free-busy'),
    );
    expect(new URL(asked!.url, 'http://localhost').searchParams.get('userIds')).toBe('user-2');
  });

  it('adds outside addresses, refuses a bad one, and removes attendees', async () => {
    mockPeople();
    const user = userEvent.setup();
    const seen = renderField();

    const field = screen.getByLabelText(messages.addEmail);
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: messages.addEmailButton }));
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(seen.value).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Guest@Outside.example{Enter}');
    expect(seen.value).toEqual([{ userId: null, email: 'guest@outside.example', name: '' }]);
    expect(field).toHaveValue('');
    const list = screen.getByRole('list', { name: messages.attendees });
    expect(within(list).getByText('guest@outside.example')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove guest@outside.example' }));
    expect(seen.value).toEqual([]);
    expect(screen.getByText(messages.noAttendees)).toBeInTheDocument();
  });
});
