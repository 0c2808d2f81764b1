import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PayOrderPartsRequest,
  PosDrawer,
  PosOrder,
  PosPayment,
  PosReport,
  RefundLinesRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { apiDownload } from '../../../platform/api/apiTransfer';
import { posKeys } from './posKeys';

/** The counter's server calls: payments, refunds, drawer and the Z report. */

const drawerKey = ['pos', 'drawer'] as const;
const reportKey = (from: string, to: string) => ['pos', 'report', from, to] as const;

export type PaidOrder = { order: PosOrder; tip: number; payments: PosPayment[]; change: number };

function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: posKeys.orders() }),
      queryClient.invalidateQueries({ queryKey: posKeys.summaries() }),
      queryClient.invalidateQueries({ queryKey: ['pos', 'report'] }),
      queryClient.invalidateQueries({ queryKey: drawerKey }),
    ]);
}

/** POST /pos/orders/{id}/payments: one or more parts adding up to total + tip. */
export function usePayPartsMutation() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, ...body }: PayOrderPartsRequest & { id: string }) =>
      apiRequest<PaidOrder>(`/pos/orders/${encodeURIComponent(id)}/payments`, {
        method: 'POST',
        body,
      }),
    onSettled: invalidate,
  });
}

/** POST /pos/orders/{id}/refunds → 201 {order: the refund}. */
export function useRefundLinesMutation() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: async ({ id, ...body }: RefundLinesRequest & { id: string }) =>
      (
        await apiRequest<{ order: PosOrder }>(`/pos/orders/${encodeURIComponent(id)}/refunds`, {
          method: 'POST',
          body,
          expectedStatus: 201,
        })
      ).order,
    onSettled: invalidate,
  });
}

/** GET /pos/reports?from=&to=: the Z report ('' is today). */
export function useReportQuery(from: string, to: string) {
  return useQuery({
    queryKey: reportKey(from, to),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams();
      if (from) query.set('from', from);
      if (to) query.set('to', to);
      const { report } = await apiRequest<{ report: PosReport }>(`/pos/reports?${query}`, {
        signal,
      });
      return report;
    },
  });
}

/** GET /pos/reports?format=csv|pdf: the report as a file (the signed-in download). */
export function downloadReport(format: 'csv' | 'pdf', from: string, to: string) {
  const query = new URLSearchParams({ format });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return apiDownload(`/pos/reports?${query}`);
}

/** GET /pos/drawer: the open drawer, or the last closed one, or null. */
export function useDrawerQuery() {
  return useQuery({
    queryKey: drawerKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ drawer: PosDrawer | null }>('/pos/drawer', { signal })).drawer,
  });
}

/** POST /pos/drawer/{open|movements|close} → {drawer}. */
export function useDrawerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      body,
    }: {
      action: 'open' | 'movements' | 'close';
      body: object;
    }) =>
      (await apiRequest<{ drawer: PosDrawer }>(`/pos/drawer/${action}`, { method: 'POST', body }))
        .drawer,
    onSuccess: (drawer) => queryClient.setQueryData(drawerKey, drawer),
  });
}

/** GET /pos/products/barcode/{code} → the product's id (404 with the server's text). */
export function findProductByBarcode(code: string) {
  return apiRequest<{ productId: string }>(`/pos/products/barcode/${encodeURIComponent(code)}`);
}

/** PUT /pos/products/{id}/barcode (pos:manage). */
export function useSetBarcodeMutation() {
  return useMutation({
    mutationFn: ({ productId, barcode }: { productId: string; barcode: string | null }) =>
      apiRequest<{ productId: string; barcode: string | null }>(
        `/pos/products/${encodeURIComponent(productId)}/barcode`,
        { method: 'PUT', body: { barcode } },
      ),
  });
}

/** PUT /pos/orders/{id}/customer {contactId|null} → the order with the contact's name and phone. */
export async function attachCustomer(orderId: string, contactId: string | null) {
  const { order } = await apiRequest<{ order: PosOrder }>(
    `/pos/orders/${encodeURIComponent(orderId)}/customer`,
    { method: 'PUT', body: { contactId } },
  );
  return order;
}

/** GET /pos/customers/{contactId}/orders: the customer's orders, newest first. */
export function useCustomerOrdersQuery(contactId: string | null) {
  return useQuery({
    queryKey: ['pos', 'customer-orders', contactId],
    enabled: contactId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ orders: PosOrder[] }>(
          `/pos/customers/${encodeURIComponent(contactId ?? '')}/orders`,
          { signal },
        )
      ).orders,
  });
}

/** POST /pos/orders/{id}/receipt-email {to|null} → {to}. */
export function useEmailReceiptMutation() {
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: string | null }) =>
      apiRequest<{ to: string }>(`/pos/orders/${encodeURIComponent(id)}/receipt-email`, {
        method: 'POST',
        body: { to },
      }),
  });
}
