import clsx from 'clsx';
import { Check, ChevronDown, LogOut, Settings, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem, MenuSection } from '../../../ui/Menu';
import { authMessages } from '../auth.messages';
import { displayNameOf } from '../utils/displayNameOf';
import { initialsOf } from '../utils/initialsOf';
import { useAuth } from './useAuth';

const messages = authMessages.accountMenu;

/** The account menu at the right of the top bar (spec 1 §2.3). */
export function AccountMenu() {
  const { user, sessions, activeSessionKey, switchAccount } = useAuth();
  const navigate = useNavigate();

  if (!user) return null;
  const displayName = displayNameOf(user);

  return (
    <Menu
      label={messages.trigger}
      className="w-72 max-w-[calc(100vw-1.5rem)]"
      triggerClassName={clsx(
        'flex h-10 items-center gap-2 rounded-full py-1 pr-1 pl-1 transition-colors hover:bg-zinc-100 md:pr-2',
        focusRing,
      )}
      trigger={
        <>
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
          >
            {initialsOf(displayName)}
          </span>
          <span className="hidden max-w-32 truncate text-sm font-medium text-zinc-800 md:block">
            {displayName}
          </span>
          <ChevronDown aria-hidden className="hidden size-4 text-zinc-500 md:block" />
        </>
      }
      header={
        <div className="border-b border-zinc-100 px-4 py-3">
          <p className="text-xs text-zinc-500">
            {messages.loggedInAs}{' '}
            <span className="font-semibold text-zinc-900" data-testid="account-username">
              {user.username}
            </span>
          </p>
          <p className="mt-0.5 truncate text-sm text-zinc-600" data-testid="account-organization">
            {user.organizationName}
          </p>
        </div>
      }
    >
      {sessions.length > 1 ? (
        <MenuSection title={messages.switchAccount}>
          {sessions.map((session) => (
            <MenuItem
              key={session.key}
              id={`session-${session.key}`}
              textValue={session.username}
              onAction={() => void switchAccount(session.key)}
              end={
                session.key === activeSessionKey ? (
                  <Check
                    role="img"
                    aria-label={messages.activeSession}
                    className="size-4 shrink-0 text-brand-600"
                  />
                ) : null
              }
            >
              <span className="block truncate font-medium text-zinc-900">{session.username}</span>
              <span className="block truncate text-xs text-zinc-500">
                {session.organizationName}
              </span>
            </MenuItem>
          ))}
        </MenuSection>
      ) : null}
      <MenuItem
        id="add-account"
        icon={<UserPlus className="size-4" />}
        onAction={() => navigate('/login')}
      >
        {messages.addAnotherAccount}
      </MenuItem>
      <MenuItem
        id="settings"
        icon={<Settings className="size-4" />}
        onAction={() => navigate('/settings')}
      >
        {messages.profileSettings}
      </MenuItem>
      <MenuItem
        id="logout"
        icon={<LogOut className="size-4" />}
        onAction={() => navigate('/logout')}
      >
        {messages.logout}
      </MenuItem>
    </Menu>
  );
}
