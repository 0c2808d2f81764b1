import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { colleagueCallsMessages } from '../../colleague-calls/colleagueCalls.messages';
import { chatMessages } from '../chat.messages';
import { MemberCardButton } from './MemberCardButton';

const bob = { id: 'user-2', username: 'bob', firstName: 'Bob', lastName: 'Stone' };
const messages = chatMessages.memberCard;

describe('MemberCardButton', () => {
  it('opens a colleague’s profile card with their presence, Call and Video call', async () => {
    mockApi({
      'GET /chat/presence': jsonResponse(200, { presence: [{ userId: 'user-2', status: 'away' }] }),
    });
    renderWithQueryClient(<MemberCardButton member={bob} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.open('Bob Stone') }));
    const card = await screen.findByRole('dialog', { name: messages.label('Bob Stone') });
    expect(card).toHaveTextContent('@bob');
    expect(await within(card).findByText(chatMessages.presence.status.away)).toBeInTheDocument();
    const call = within(card).getByRole('button', {
      name: colleagueCallsMessages.buttons.callName('Bob Stone'),
    });
    expect(call).toHaveTextContent(colleagueCallsMessages.buttons.call);
    expect(
      within(card).getByRole('button', {
        name: colleagueCallsMessages.buttons.videoCallName('Bob Stone'),
      }),
    ).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
