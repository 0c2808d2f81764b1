import clsx from 'clsx';
import { Check, ChevronDown, LogOut, Settings, UserPlus } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { focusRing } from '../../../ui/focusRing';
import { useDismiss } from '../../../ui/useDismiss';
import { authMessages } from '../auth.messages';
import { displayNameOf } from '../utils/displayNameOf';
import { initialsOf } from '../utils/initialsOf';
import { useAuth } from './useAuth';

const messages = authMessages.accountMenu;

/** The account menu at the right of the top bar (spec 1 §2.3). */
export function AccountMenu() {
  const { user, sessions, activeSessionKey, switchAccount } = useAuth();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(containerRef, isOpen, (reason) => {
    setIsOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  });

  if (!user) return null;
  const close = () => setIsOpen(false);
  const displayName = displayNameOf(user);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={messages.trigger}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={clsx(
          'flex h-10 items-center gap-2 rounded-full py-1 pr-1 pl-1 transition-colors hover:bg-zinc-100 md:pr-2',
          focusRing,
        )}
      >
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
      </button>

      {isOpen ? (
        <div
          id={panelId}
          className="absolute top-full right-0 z-40 mt-2 w-72 max-w-[calc(100vw-1.5rem)] overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-lg"
        >
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

          {sessions.length > 1 ? (
            <section
              aria-labelledby={`${panelId}-switch`}
              className="border-b border-zinc-100 py-2"
            >
              <h2
                id={`${panelId}-switch`}
                className="px-4 pb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase"
              >
                {messages.switchAccount}
              </h2>
              <ul>
                {sessions.map((session) => {
                  const isActive = session.key === activeSessionKey;
                  return (
                    <li key={session.key}>
                      <button
                        type="button"
                        aria-current={isActive ? 'true' : undefined}
                        onClick={() => {
                          close();
                          void switchAccount(session.key);
                        }}
                        className={clsx(
                          'flex w-full items-center gap-3 px-4 py-2 text-left hover:bg-zinc-50',
                          focusRing,
                          'focus-visible:ring-inset focus-visible:ring-offset-0',
                        )}
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-sm font-medium text-zinc-900">
                            {session.username}
                          </span>
                          <span className="block truncate text-xs text-zinc-500">
                            {session.organizationName}
                          </span>
                        </span>
                        {isActive ? (
                          <Check
                            role="img"
                            aria-label={messages.activeSession}
                            className="size-4 shrink-0 text-brand-600"
                          />
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}

          <div className="py-2">
            <MenuLink
              to="/login"
              icon={<UserPlus aria-hidden className="size-4" />}
              onClick={close}
            >
              {messages.addAnotherAccount}
            </MenuLink>
            <MenuLink
              to="/settings"
              icon={<Settings aria-hidden className="size-4" />}
              onClick={close}
            >
              {messages.profileSettings}
            </MenuLink>
            <button
              type="button"
              onClick={() => {
                close();
                navigate('/logout');
              }}
              className={menuItemClasses}
            >
              <LogOut aria-hidden className="size-4" />
              {messages.logout}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

const menuItemClasses = clsx(
  'flex w-full items-center gap-3 px-4 py-2 text-left text-sm text-zinc-700 hover:bg-zinc-50 hover:text-zinc-900',
  focusRing,
  'focus-visible:ring-inset focus-visible:ring-offset-0',
);

function MenuLink({
  to,
  icon,
  onClick,
  children,
}: {
  to: string;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} onClick={onClick} className={menuItemClasses}>
      {icon}
      {children}
    </Link>
  );
}
