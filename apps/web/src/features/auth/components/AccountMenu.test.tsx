import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeSavedSession, makeUser } from '../../../test/fixtures';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { LocationProbe } from '../../../test/LocationProbe';
import { authMessages } from '../auth.messages';
import type { AuthContextValue } from './AuthContext';
import { AccountMenu } from './AccountMenu';

const messages = authMessages.accountMenu;

function renderMenu(value: AuthContextValue) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/dash']}>
      <FakeAuthProvider value={value}>
        <p>Outside the menu</p>
        <AccountMenu />
        <LocationProbe />
      </FakeAuthProvider>
    </MemoryRouter>,
  );
  return user;
}

// An open menu hides the rest of the page from assistive technology, the trigger included.
const trigger = () => screen.getByRole('button', { name: messages.trigger, hidden: true });

describe('AccountMenu', () => {
  it('opens on the trigger with "Logged in as", the username and the organisation', async () => {
    const user = renderMenu(
      makeAuthValue({ user: makeUser({ username: 'ann.lee', organizationName: 'Acme Bakery' }) }),
    );
    expect(screen.queryByText(messages.loggedInAs, { exact: false })).not.toBeInTheDocument();

    await user.click(trigger());

    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(messages.loggedInAs, { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('account-username')).toHaveTextContent('ann.lee');
    expect(screen.getByTestId('account-organization')).toHaveTextContent('Acme Bakery');
  });

  it('toggles closed on a second click of the trigger', async () => {
    const user = renderMenu(makeAuthValue());

    await user.click(trigger());
    await user.click(trigger());

    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(messages.profileSettings)).not.toBeInTheDocument();
  });

  it('hides Switch Account with a single saved session', async () => {
    const user = renderMenu(makeAuthValue({ sessions: [makeSavedSession('a')] }));

    await user.click(trigger());

    expect(screen.queryByText(messages.switchAccount)).not.toBeInTheDocument();
    expect(screen.getByText(messages.addAnotherAccount)).toBeInTheDocument();
  });

  it('lists every saved session under Switch Account and checks only the active one', async () => {
    const first = makeSavedSession('alice');
    const second = makeSavedSession('bob');
    const user = renderMenu(
      makeAuthValue({ sessions: [first, second], activeSessionKey: second.key }),
    );

    await user.click(trigger());

    const section = screen.getByRole('group', { name: messages.switchAccount });
    const rows = within(section).getAllByRole('menuitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('alice');
    expect(rows[1]).toHaveTextContent('bob');
    expect(within(rows[1]!).getByRole('img', { name: messages.activeSession })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('img', { name: messages.activeSession })).toBeNull();
  });

  it('asks to switch to the chosen session and closes', async () => {
    const first = makeSavedSession('alice');
    const second = makeSavedSession('bob');
    const value = makeAuthValue({ sessions: [first, second], activeSessionKey: first.key });
    const user = renderMenu(value);

    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: /bob/ }));

    expect(value.switchAccount).toHaveBeenCalledWith(second.key);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside it', async () => {
    const user = renderMenu(makeAuthValue());

    await user.click(trigger());
    await user.click(screen.getByText('Outside the menu'));

    expect(screen.queryByText(messages.profileSettings)).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = renderMenu(makeAuthValue());

    await user.click(trigger());
    await user.keyboard('{Escape}');

    expect(screen.queryByText(messages.profileSettings)).not.toBeInTheDocument();
    // React Aria gives focus back on the next frame.
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('opens from the keyboard on the first item and moves with the arrow keys', async () => {
    const user = renderMenu(makeAuthValue());

    trigger().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: messages.addAnotherAccount })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: messages.profileSettings })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent('/logout');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [messages.addAnotherAccount, '/login'],
    [messages.profileSettings, '/settings'],
    [messages.logout, '/logout'],
  ])('%s goes to %s', async (label, path) => {
    const user = renderMenu(makeAuthValue());

    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: label }));

    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });
});
