import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConversationMessagesResponse, SmsMessage } from '@worksphere/contracts';
import { phoneKeys } from './phoneKeys';

/** The messages of one conversation as the cache holds them (page 0 newest). */
export type SmsPages = InfiniteData<ConversationMessagesResponse, unknown>;

/** Every message of the pages, oldest first. */
export function flattenSmsPages(data: SmsPages | undefined): SmsMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Puts a message's new state in place; one not held yet joins the newest page. */
export function upsertSms(data: SmsPages | undefined, message: SmsMessage): SmsPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const exists = data.pages.some((page) => page.messages.some((item) => item.id === message.id));
  if (exists) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((item) => (item.id === message.id ? message : item)),
      })),
    };
  }
  const [newest, ...older] = data.pages;
  return {
    ...data,
    pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older],
  };
}

/** A message sent here or heard live: into its open conversation, and the list refreshed. */
export function applyNewSms(queryClient: QueryClient, message: SmsMessage) {
  queryClient.setQueryData<SmsPages>(phoneKeys.messages(message.contactNumber), (data) =>
    upsertSms(data, message),
  );
  void queryClient.invalidateQueries({ queryKey: phoneKeys.conversations() });
}

/** A delivery state changed: only the message itself changes. */
export function applySmsStatus(queryClient: QueryClient, message: SmsMessage) {
  queryClient.setQueryData<SmsPages>(phoneKeys.messages(message.contactNumber), (data) => {
    if (!data) return data;
    const held = data.pages.some((page) => page.messages.some((item) => item.id === message.id));
    return held ? upsertSms(data, message) : data;
  });
}
