import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Contact,
  ContactExportFormat,
  ContactsResponse,
  ContactTimelineResponse,
  CreateContactRequest,
  DuplicatesResponse,
  ImportContactsResponse,
  UpdateContactRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { apiDownload } from '../../../platform/api/apiTransfer';
import { contactKeys } from './contactKeys';

export const CONTACTS_LIST_PAGE_SIZE = 100;
export const CONTACT_SUGGESTIONS_LIMIT = 8;
const TIMELINE_PAGE_SIZE = 30;

const contactPath = (id: string) => `/contacts/${encodeURIComponent(id)}`;

/** GET /contacts?q&limit&offset: by display name, a page at a time. */
export function useContactsQuery(query: string) {
  return useInfiniteQuery({
    queryKey: contactKeys.list(query),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        limit: String(CONTACTS_LIST_PAGE_SIZE),
        offset: String(pageParam),
      });
      if (query) params.set('q', query);
      return apiRequest<ContactsResponse>(`/contacts?${params.toString()}`, { signal });
    },
    getNextPageParam: (lastPage) => {
      const next = lastPage.page.offset + lastPage.contacts.length;
      return lastPage.contacts.length === lastPage.page.limit && next < lastPage.page.total
        ? next
        : undefined;
    },
  });
}

/** The typeahead's contacts for what is typed (nothing is asked for an empty text). */
export function useContactSuggestionsQuery(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: contactKeys.suggestions(trimmed),
    enabled: trimmed !== '',
    staleTime: 30_000,
    // The list keeps the last contacts found while the next letters are looked up.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ q: trimmed, limit: String(CONTACT_SUGGESTIONS_LIMIT) });
      const { contacts } = await apiRequest<ContactsResponse>(`/contacts?${params.toString()}`, {
        signal,
      });
      return contacts;
    },
  });
}

/** GET /contacts/{id}. */
export function useContactQuery(id: string) {
  return useQuery({
    queryKey: contactKeys.detail(id),
    queryFn: async ({ signal }) => {
      const { contact } = await apiRequest<{ contact: Contact }>(contactPath(id), { signal });
      return contact;
    },
  });
}

/** GET /contacts/{id}/timeline: calls, texts, e-mails and orders, newest first. */
export function useContactTimelineQuery(id: string) {
  return useInfiniteQuery({
    queryKey: contactKeys.timeline(id),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        limit: String(TIMELINE_PAGE_SIZE),
        offset: String(pageParam),
      });
      return apiRequest<ContactTimelineResponse>(
        `${contactPath(id)}/timeline?${params.toString()}`,
        { signal },
      );
    },
    getNextPageParam: (lastPage, pages) =>
      lastPage.hasMore ? pages.reduce((count, page) => count + page.items.length, 0) : undefined,
  });
}

/** GET /contacts/duplicates: groups of contacts that look like one. */
export function useDuplicatesQuery() {
  return useQuery({
    queryKey: contactKeys.duplicates(),
    queryFn: async ({ signal }) => {
      const { groups } = await apiRequest<DuplicatesResponse>('/contacts/duplicates', { signal });
      return groups;
    },
  });
}

/** Every list, page, timeline and name shown may have changed. */
function invalidateContacts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: contactKeys.all });
}

/** POST /contacts → 201 {contact}. */
export function useCreateContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateContactRequest) => {
      const { contact } = await apiRequest<{ contact: Contact }>('/contacts', {
        method: 'POST',
        body: request,
        expectedStatus: 201,
      });
      return contact;
    },
    onSuccess: () => invalidateContacts(queryClient),
  });
}

/** PUT /contacts/{id} → {contact}. */
export function useUpdateContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateContactRequest }) => {
      const { contact } = await apiRequest<{ contact: Contact }>(contactPath(id), {
        method: 'PUT',
        body: changes,
      });
      return contact;
    },
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      return invalidateContacts(queryClient);
    },
  });
}

/** DELETE /contacts/{id} → {ok}. */
export function useDeleteContactMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true }>(contactPath(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      return invalidateContacts(queryClient);
    },
  });
}

/** POST /contacts/import (multipart `file`) → {created, skipped, errors}. */
export function useImportContactsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('file', file);
      return apiRequest<ImportContactsResponse>('/contacts/import', {
        method: 'POST',
        formData,
      });
    },
    onSuccess: (result) => (result.created > 0 ? invalidateContacts(queryClient) : undefined),
  });
}

/** POST /contacts/{id}/merge {otherIds} → {contact}: the others join the one kept. */
export function useMergeContactsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ keepId, otherIds }: { keepId: string; otherIds: string[] }) => {
      const { contact } = await apiRequest<{ contact: Contact }>(`${contactPath(keepId)}/merge`, {
        method: 'POST',
        body: { otherIds },
      });
      return contact;
    },
    onSuccess: () => invalidateContacts(queryClient),
  });
}

/** GET /contacts/export?format: every contact the caller sees, as a file. */
export function exportContacts(format: ContactExportFormat): Promise<Blob> {
  return apiDownload(`/contacts/export?${new URLSearchParams({ format }).toString()}`);
}
