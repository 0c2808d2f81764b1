/** Where a list comes from: our cached copy, or the provider's own search. */
export type MailListSource = 'cached' | 'server';

export type MailListParams = {
  accountId: string;
  folder: string;
  /** Search words; '' lists the folder newest first. */
  query: string;
  source: MailListSource;
};

/** Query keys of Mail; every change of a message can invalidate `lists`, `folders`, `content`. */
export const mailKeys = {
  all: ['mail'] as const,
  folders: ['mail', 'folders'] as const,
  folderList: (accountId: string) => ['mail', 'folders', accountId] as const,
  lists: ['mail', 'list'] as const,
  list: ({ accountId, folder, query, source }: MailListParams) =>
    ['mail', 'list', accountId, folder, query, source] as const,
  contents: ['mail', 'content'] as const,
  content: (emailId: string) => ['mail', 'content', emailId] as const,
  unreadWidget: ['mail', 'unread-widget'] as const,
  /** Every conversation view (mailWritingKeys.thread). */
  threads: ['mail', 'thread'] as const,
};

/** The parameters back from a list key (socket updates decide which lists a change touches). */
export function listParamsOfKey(queryKey: readonly unknown[]): MailListParams | null {
  const [, kind, accountId, folder, query, source] = queryKey;
  if (kind !== 'list' || typeof accountId !== 'string' || typeof folder !== 'string') return null;
  if (typeof query !== 'string' || (source !== 'cached' && source !== 'server')) return null;
  return { accountId, folder, query, source };
}
