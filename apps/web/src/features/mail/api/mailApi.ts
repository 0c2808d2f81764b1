import {
  EMAIL_CACHED_PAGE_SIZE,
  type AiEmailAssistResponse,
  type AiReviseDraftRequest,
  type AiSmartReplyRequest,
  EMAIL_PAGE_SIZE,
  type ComposeEmail,
  type ComposeMode,
  type ConnectedAccount,
  type ConnectImapRequest,
  type EmailContentResponse,
  type EmailListResponse,
  type EmailResponse,
  type FoldersResponse,
  type SendEmailResponse,
  type SyncAccountResponse,
} from '@worksphere/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiRequest } from '../../../platform/api/apiRequest';
import { accountKeys } from '../../accounts/api/accountKeys';
import { nextPageTokenOf } from '../utils/messagePages';
import { mailKeys, type MailListParams } from './mailKeys';
import { applyEmailChanged, removeFromLists } from './mailCache';

/** The accounts that carry a mailbox, for Mail's selector. */
export function mailAccountsOf(accounts: readonly ConnectedAccount[]) {
  return accounts.filter((account) => account.capabilities.mail);
}

/** GET /email/folders?accountId: every folder of the account (or all) with its counts. */
export function useFoldersQuery(accountId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: mailKeys.folderList(accountId),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<FoldersResponse>(`/email/folders?${new URLSearchParams({ accountId })}`, {
        signal,
      }),
  });
}

/** How often a list whose accounts are still syncing is asked again. */
const SYNCING_REFETCH_MS = 3_000;
const whileSyncing = (query: {
  state: { data?: InfiniteData<EmailListResponse, string | null> };
}) => ((query.state.data?.pages[0]?.syncing.length ?? 0) > 0 ? SYNCING_REFETCH_MS : false);

/**
 * The message list: POST /email/fetch/getCachedEmails (50 a page, ranked when searching) or
 * POST /email/search/serverSearch (20 a page), one page per scroll.
 */
export function useMessageListQuery(params: MailListParams, { enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: mailKeys.list(params),
    enabled,
    // While an account of the list is still syncing, ask again now and then: the live events
    // of a first sync can pass before this page's socket has joined (a busy machine).
    refetchInterval: whileSyncing,
    initialPageParam: null as string | null,
    getNextPageParam: nextPageTokenOf,
    queryFn: ({ pageParam, signal }) => {
      const isServer = params.source === 'server';
      return apiRequest<EmailListResponse>(
        isServer ? '/email/search/serverSearch' : '/email/fetch/getCachedEmails',
        {
          method: 'POST',
          signal,
          body: {
            accountId: params.accountId,
            folder: params.folder,
            limit: isServer ? EMAIL_PAGE_SIZE : EMAIL_CACHED_PAGE_SIZE,
            pageToken: pageParam,
            query: params.query || null,
            // The folder by conversation; a search lists the messages found.
            ...(isServer || params.query ? {} : { view: 'threads' }),
          },
        },
      );
    },
  });
}

/** GET /email/fetch/getEmailContent?emailId: the message in full, sanitised. */
export function useEmailContentQuery(emailId: string | null) {
  return useQuery({
    queryKey: mailKeys.content(emailId ?? ''),
    enabled: emailId !== null,
    queryFn: async ({ signal }) => {
      const { email } = await apiRequest<EmailContentResponse>(
        `/email/fetch/getEmailContent?${new URLSearchParams({ emailId: emailId ?? '' })}`,
        { signal },
      );
      return email;
    },
  });
}

/**
 * POST /email/fetch/fetchNewEmails: asks the server to sync the folder now. It never waits for
 * the mail server; what the sync finds arrives over the socket.
 */
export function useFetchNewEmailsMutation() {
  return useMutation({
    mutationFn: ({ accountId, folder }: { accountId: string; folder: string }) =>
      apiRequest<EmailListResponse>('/email/fetch/fetchNewEmails', {
        method: 'POST',
        body: { accountId, folder },
      }),
  });
}

/** POST /email/sync/account: one account's folder, now. */
export function useSyncAccountMutation() {
  return useMutation({
    mutationFn: ({ accountId, folder }: { accountId: string; folder: string }) =>
      apiRequest<SyncAccountResponse>('/email/sync/account', {
        method: 'POST',
        body: { accountId, folder },
      }),
  });
}

/** A change of one message, answered with the message as it now is; lists follow it. */
function useEmailChangeMutation<Variables extends { emailId: string }>(
  path: string,
  {
    removeAtOnce = false,
    refetchListsAfter = false,
  }: { removeAtOnce?: boolean; refetchListsAfter?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => {
      const { email } = await apiRequest<EmailResponse>(path, { method: 'POST', body: variables });
      return email;
    },
    // Archive and move leave the list at once; a failure brings the message back.
    onMutate: (variables) => {
      if (removeAtOnce) removeFromLists(queryClient, variables.emailId);
    },
    onSuccess: (email, variables) => {
      applyEmailChanged(queryClient, variables.emailId, email);
      if (refetchListsAfter) void queryClient.invalidateQueries({ queryKey: mailKeys.lists });
    },
    onError: () => {
      if (removeAtOnce) void queryClient.invalidateQueries({ queryKey: mailKeys.lists });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.folders }),
  });
}

/** POST /email/archiveEmail: to the account's archive; answers the message there. */
export function useArchiveMutation() {
  return useEmailChangeMutation<{ emailId: string }>('/email/archiveEmail', {
    removeAtOnce: true,
  });
}

/** POST /email/move: to another folder of its account (undoing an archive moves it back). */
export function useMoveMutation() {
  return useEmailChangeMutation<{ emailId: string; folder: string }>('/email/move', {
    removeAtOnce: true,
    // Where it lands in the other folder's order is the server's to say: that list is asked again.
    refetchListsAfter: true,
  });
}

/** POST /email/markAsImportant {emailId, important}. */
export function useMarkImportantMutation() {
  return useEmailChangeMutation<{ emailId: string; important: boolean }>('/email/markAsImportant');
}

/** POST /email/markRead {emailId, read}. */
export function useMarkReadMutation() {
  return useEmailChangeMutation<{ emailId: string; read: boolean }>('/email/markRead');
}

/** POST /email/remoteImages: show this message's remote images, or every one of its sender's. */
export function useAllowRemoteImagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { emailId: string; scope: 'message' | 'sender' }) => {
      const { email } = await apiRequest<EmailContentResponse>('/email/remoteImages', {
        method: 'POST',
        body: request,
      });
      return email;
    },
    onSuccess: (email, { scope }) => {
      queryClient.setQueryData(mailKeys.content(email.id), email);
      // The sender's other messages show theirs the next time they are opened.
      if (scope === 'sender') {
        void queryClient.invalidateQueries({ queryKey: mailKeys.contents, refetchType: 'none' });
      }
    },
  });
}

const SEND_PATHS: Record<ComposeMode, string> = {
  new: '/email/send/sendEmail',
  reply: '/email/send/reply',
  replyAll: '/email/send/replyAll',
  forward: '/email/send/forward',
};

/** Sends a new message, a reply, a reply-all or a forward: multipart, the JSON plus the files. */
export function useSendEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      mode,
      message,
      files,
    }: {
      mode: ComposeMode;
      message: ComposeEmail;
      files: readonly File[];
    }) => {
      const formData = new FormData();
      formData.append('message', JSON.stringify(message));
      for (const file of files) formData.append('attachments', file, file.name);
      return apiRequest<SendEmailResponse>(SEND_PATHS[mode], { method: 'POST', formData });
    },
    onSuccess: () => {
      // The copy in Sent, and the answered mark some servers set.
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists });
      void queryClient.invalidateQueries({ queryKey: mailKeys.folders });
    },
  });
}

/** Which writing help: a reply to the message, or the user's draft improved. */
export type EmailAssistVariables =
  | { kind: 'suggest'; request: AiSmartReplyRequest }
  | { kind: 'revise'; request: AiReviseDraftRequest };

const ASSIST_PATHS: Record<EmailAssistVariables['kind'], string> = {
  suggest: '/email/send/generateSmartReply',
  revise: '/email/send/generateReviseDraft',
};

/**
 * POST /email/send/generateSmartReply or /email/send/generateReviseDraft: the assistant's text
 * for the compose dialog ({reply, isTemplate, notice}); nothing is stored or sent.
 */
export function useEmailAssistMutation() {
  return useMutation({
    mutationFn: ({ kind, request }: EmailAssistVariables) =>
      apiRequest<AiEmailAssistResponse>(ASSIST_PATHS[kind], { method: 'POST', body: request }),
  });
}

/** POST /email/accounts/imap: tried by the server before it is saved. */
export function useConnectImapMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConnectImapRequest) =>
      apiRequest<{ account: ConnectedAccount }>('/email/accounts/imap', {
        method: 'POST',
        body: request,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: mailKeys.all });
    },
  });
}
