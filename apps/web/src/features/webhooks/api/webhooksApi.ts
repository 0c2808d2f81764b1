import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookRequest,
  Webhook,
  WebhookDelivery,
  WebhookEventType,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

/** POST /webhooks answers with the only copy of the signing secret. */
export type CreatedWebhook = { webhook: Webhook; secret: string };

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

const pathOf = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

/** GET /webhooks: the organisation's webhooks (admins). */
export function useWebhooksQuery() {
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: async ({ signal }) => {
      const { webhooks } = await apiRequest<{ webhooks: Webhook[] }>('/webhooks', { signal });
      return webhooks;
    },
  });
}

/** GET /webhooks/{id}/deliveries: the newest deliveries of one webhook. */
export function useWebhookDeliveriesQuery(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: async ({ signal }) => {
      const { deliveries } = await apiRequest<{ deliveries: WebhookDelivery[] }>(
        `${pathOf(id)}/deliveries`,
        { signal },
      );
      return deliveries;
    },
  });
}

/** POST /webhooks {url, events, description} → 201 {webhook, secret}. */
export function useCreateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookRequest & { events: WebhookEventType[] }) =>
      apiRequest<CreatedWebhook>('/webhooks', { method: 'POST', body, expectedStatus: 201 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/** PUT /webhooks/{id} {url, events, description}: the edit form's changes (the guard checks the URL). */
export function useUpdateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CreateWebhookRequest & { id: string }) =>
      apiRequest<{ webhook: Webhook }>(pathOf(id), { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/** PUT /webhooks/{id} {active}: pauses or resumes a webhook. */
export function useSetWebhookActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<{ webhook: Webhook }>(pathOf(id), { method: 'PUT', body: { active } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/** DELETE /webhooks/{id}. */
export function useDeleteWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true }>(pathOf(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/** POST /webhooks/{id}/test → 202 {delivery}: queues a webhook.test delivery. */
export function useSendWebhookTestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ delivery: WebhookDelivery }>(`${pathOf(id)}/test`, {
        method: 'POST',
        expectedStatus: 202,
      }),
    // The list's last delivery and the open delivery logs both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
