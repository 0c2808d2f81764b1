import {
  type ComposeEmail,
  type DraftResponse,
  type EmailThreadResponse,
  type MailAddress,
  type MailSettingsResponse,
  type OutboxResponse,
  type OutgoingEmail,
  type OutgoingResponse,
  type RecipientSuggestionsResponse,
  type UpdateMailSettingsRequest,
} from '@worksphere/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../platform/api/apiRequest';
import { mailKeys } from './mailKeys';

/** Query keys of writing mail (beside mailKeys, under the same root). */
export const mailWritingKeys = {
  settings: ['mail', 'settings'] as const,
  outbox: ['mail', 'outbox'] as const,
  recipients: (query: string) => ['mail', 'recipients', query] as const,
  thread: (emailId: string) => [...mailKeys.threads, emailId] as const,
};

/** GET /email/settings: the undo delay and a signature per account. */
export function useMailSettingsQuery() {
  return useQuery({
    queryKey: mailWritingKeys.settings,
    queryFn: async ({ signal }) =>
      (await apiRequest<MailSettingsResponse>('/email/settings', { signal })).settings,
  });
}

/** PUT /email/settings */
export function useUpdateMailSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateMailSettingsRequest) =>
      (
        await apiRequest<MailSettingsResponse>('/email/settings', {
          method: 'PUT',
          body: request,
        })
      ).settings,
    onSuccess: (settings) => queryClient.setQueryData(mailWritingKeys.settings, settings),
  });
}

/** People mailed before whose address or name starts with `query` (GET /email/recipients). */
export async function fetchMailedRecipients(
  query: string,
  signal?: AbortSignal,
): Promise<MailAddress[]> {
  const { recipients } = await apiRequest<RecipientSuggestionsResponse>(
    `/email/recipients?${new URLSearchParams({ query })}`,
    { signal },
  );
  return recipients;
}

function formDataOf(message: unknown, files: readonly File[]) {
  const formData = new FormData();
  formData.append('message', JSON.stringify(message));
  for (const file of files) formData.append('attachments', file, file.name);
  return formData;
}

/** POST /email/outbox: sent after the user's undo delay, or at `sendAt`. */
export function useQueueEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailWritingKeys.outbox }),
    mutationFn: async ({ message, files }: { message: OutgoingEmail; files: readonly File[] }) =>
      (
        await apiRequest<OutgoingResponse>('/email/outbox', {
          method: 'POST',
          formData: formDataOf(message, files),
        })
      ).outgoing,
  });
}

/** DELETE /email/outbox/{id}: Undo (or cancel a scheduled message). */
export function useCancelOutgoingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/email/outbox/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists });
      void queryClient.invalidateQueries({ queryKey: mailWritingKeys.outbox });
    },
  });
}

/** POST /email/drafts, or PUT /email/drafts/{id} to replace the previous version. */
export function useSaveDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      draftId,
      message,
      files = [],
    }: {
      draftId: string | null;
      message: ComposeEmail;
      /** Files to add to the draft (those it keeps are named in keepAttachmentIds). */
      files?: readonly File[];
    }) =>
      (
        await apiRequest<DraftResponse>(
          draftId ? `/email/drafts/${encodeURIComponent(draftId)}` : '/email/drafts',
          { method: draftId ? 'PUT' : 'POST', formData: formDataOf(message, files) },
        )
      ).draft,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists });
      void queryClient.invalidateQueries({ queryKey: mailKeys.folders });
    },
  });
}

/** GET /email/thread?emailId: every message of the conversation, oldest first. */
export function useThreadQuery(emailId: string | null) {
  return useQuery({
    queryKey: mailWritingKeys.thread(emailId ?? ''),
    enabled: emailId !== null,
    queryFn: ({ signal }) =>
      apiRequest<EmailThreadResponse>(
        `/email/thread?${new URLSearchParams({ emailId: emailId ?? '' })}`,
        { signal },
      ),
  });
}

/** DELETE /email/drafts/{id}: the composer was discarded. */
export function useDeleteDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) =>
      apiRequest<{ ok: true }>(`/email/drafts/${encodeURIComponent(draftId)}`, {
        method: 'DELETE',
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists });
      void queryClient.invalidateQueries({ queryKey: mailKeys.folders });
    },
  });
}

/** GET /email/outbox: the user's messages waiting to go out (and those that failed). */
export function useOutboxQuery({ enabled = true } = {}) {
  return useQuery({
    queryKey: mailWritingKeys.outbox,
    enabled,
    queryFn: async ({ signal }) =>
      (await apiRequest<OutboxResponse>('/email/outbox', { signal })).outgoing,
  });
}
