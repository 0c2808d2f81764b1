import { ALL_EMAIL_ACCOUNTS, DEFAULT_EMAIL_FOLDER } from '@worksphere/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { MailListSource } from '../api/mailKeys';

/** The address's query parameters: /mail?account&folder&q&on=server&message. */
export const MAIL_PARAMS = {
  account: 'account',
  folder: 'folder',
  query: 'q',
  source: 'on',
  message: 'message',
} as const;

export type MailLocation = {
  accountId: string;
  folder: string;
  query: string;
  source: MailListSource;
  messageId: string | null;
};

/** The link to one message (the dashboard widget, a toast). */
export function mailMessagePath(messageId: string, accountId = ALL_EMAIL_ACCOUNTS): string {
  const params = new URLSearchParams();
  if (accountId !== ALL_EMAIL_ACCOUNTS) params.set(MAIL_PARAMS.account, accountId);
  params.set(MAIL_PARAMS.message, messageId);
  return `/mail?${params.toString()}`;
}

/**
 * What Mail shows lives in the address, so a reload, a link or the back button (the phone's way
 * from a message to the list) show the same thing. Opening a message adds a history entry;
 * typing a search replaces the current one.
 */
export function useMailLocation() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location: MailLocation = useMemo(
    () => ({
      accountId: searchParams.get(MAIL_PARAMS.account) || ALL_EMAIL_ACCOUNTS,
      folder: searchParams.get(MAIL_PARAMS.folder) || DEFAULT_EMAIL_FOLDER,
      query: searchParams.get(MAIL_PARAMS.query) ?? '',
      source: searchParams.get(MAIL_PARAMS.source) === 'server' ? 'server' : 'cached',
      messageId: searchParams.get(MAIL_PARAMS.message),
    }),
    [searchParams],
  );

  const update = useCallback(
    (change: Partial<MailLocation>, { replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string | null | undefined, fallback?: string) => {
            if (value === undefined) return;
            if (value === null || value === '' || value === fallback) next.delete(name);
            else next.set(name, value);
          };
          set(MAIL_PARAMS.account, change.accountId, ALL_EMAIL_ACCOUNTS);
          set(MAIL_PARAMS.folder, change.folder, DEFAULT_EMAIL_FOLDER);
          set(MAIL_PARAMS.query, change.query);
          set(MAIL_PARAMS.source, change.source, 'cached');
          set(MAIL_PARAMS.message, change.messageId);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const actions = useMemo(
    () => ({
      /** Another account: its inbox, no search, no message. */
      selectAccount: (accountId: string) =>
        update({
          accountId,
          folder: DEFAULT_EMAIL_FOLDER,
          query: '',
          source: 'cached',
          messageId: null,
        }),
      selectFolder: (accountId: string, folder: string) =>
        update({ accountId, folder, query: '', source: 'cached', messageId: null }),
      search: (query: string) =>
        update({ query, source: 'cached', messageId: null }, { replace: true }),
      searchOnServer: () => update({ source: 'server', messageId: null }),
      backToCached: () => update({ source: 'cached', messageId: null }),
      clearSearch: () => update({ query: '', source: 'cached', messageId: null }),
      openMessage: (messageId: string, { replace = false } = {}) =>
        update({ messageId }, { replace }),
      closeMessage: () => update({ messageId: null }),
    }),
    [update],
  );

  return { ...location, ...actions };
}
