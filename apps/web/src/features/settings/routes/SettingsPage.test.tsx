import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { makeAuthValue } from '../../../test/fakeAuth';
import { makeMember, makeUser } from '../../../test/fixtures';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { settingsMessages as messages } from '../settings.messages';
import { SettingsPage } from './SettingsPage';

afterEach(() => vi.unstubAllGlobals());

function Location() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

function renderSettings(path: string, user = makeUser()) {
  const page = (
    <>
      <SettingsPage />
      <Location />
    </>
  );
  return renderWithQueryClient(
    <Routes>
      <Route path="/settings" element={page} />
      <Route path="/settings/:section" element={page} />
    </Routes>,
    { path, auth: makeAuthValue({ user }) },
  );
}

describe('Settings pages', () => {
  it('shows a member only their own pages, Profile first', async () => {
    mockApi({ 'GET /user/me': () => jsonResponse(200, { user: makeUser({ role: 'MEMBER' }) }) });
    renderSettings('/settings', makeUser({ role: 'MEMBER', permissions: ['tasks:edit'] }));
    const menu = screen.getByRole('navigation', { name: messages.menuLabel });
    expect(within(menu).getByText(messages.groups.you)).toBeInTheDocument();
    expect(within(menu).queryByText(messages.groups.organization)).toBeNull();
    expect(within(menu).getByRole('link', { name: messages.pages.profile })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).queryByRole('link', { name: messages.pages.members })).toBeNull();
    // A page of the Organization group is not there for them, even by its address.
  });

  it('refuses an Organization page to a member who types its address', () => {
    renderSettings('/settings/members', makeUser({ role: 'MEMBER', permissions: [] }));
    expect(screen.getByText(messages.notFound)).toBeInTheDocument();
  });

  it('opens the page of an old one-page anchor at its own address', async () => {
    mockApi({ 'GET /calls/settings': () => jsonResponse(200, { settings: {} }) });
    renderSettings('/settings#phone');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/settings/phone#phone'),
    );
  });

  it('lets an admin grant a member a permission, with what it allows', async () => {
    const member = makeMember({
      id: 'member-2',
      username: 'bo',
      firstName: 'Bo',
      lastName: '',
      role: 'MEMBER',
      permissions: ['tasks:edit'],
    });
    const patches: unknown[] = [];
    mockApi({
      'GET /user': () => jsonResponse(200, { users: [member] }),
      'PATCH /user/member-2': ({ body }) => {
        patches.push(body);
        return jsonResponse(200, { user: { ...member, ...(body as object) } });
      },
    });
    const user = userEvent.setup();
    renderSettings('/settings/members');
    await user.click(
      await screen.findByRole('button', { name: messages.members.editPermissionsOf('bo') }),
    );
    const dialog = screen.getByRole('dialog', { name: messages.permissions.title('Bo') });
    expect(
      within(dialog).getByText(messages.permissions.items['pos:manage'].explanation),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByLabelText(messages.permissions.items['tasks:edit'].label),
    ).toBeChecked();
    await user.click(within(dialog).getByLabelText(messages.permissions.items['pos:manage'].label));
    await user.click(within(dialog).getByRole('button', { name: messages.permissions.save }));
    await waitFor(() => expect(patches).toEqual([{ permissions: ['tasks:edit', 'pos:manage'] }]));
  });
});
