import {
  attachCustomerRequestSchema,
  barcodeSchema,
  closeDrawerRequestSchema,
  drawerMovementRequestSchema,
  emailReceiptRequestSchema,
  openDrawerRequestSchema,
  payOrderPartsRequestSchema,
  POS_COUNTER_MESSAGES,
  posReportQuerySchema,
  productBarcodeRequestSchema,
  refundLinesRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { CounterService } from './pos.counter.service.js';
import { reportCsv, reportHtml } from './pos.report.js';

type WithId = { Params: { id: string } };

/**
 * The counter: split payments with change and tips, line refunds, customers from contacts,
 * the cash drawer and the Z report. Contracts: packages/contracts/src/posCounter.ts.
 */
export function posCounterRoutes(
  counter: CounterService,
  renderPdf: (html: string, owner: string) => Promise<Buffer>,
  authenticate: PreHandler,
  receiptRateLimit: { max: number; windowMs: number },
) {
  // Receipts mail any address: limited per member (counted after sign-in, in Redis when set).
  const receiptLimit = {
    config: {
      rateLimit: {
        max: receiptRateLimit.max,
        timeWindow: receiptRateLimit.windowMs,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) =>
          `pos-receipt:${request.auth?.userId ?? request.ip}`,
        errorResponseBuilder: () =>
          new AppError('RATE_LIMITED', POS_COUNTER_MESSAGES.receiptRateLimited),
      },
    },
  };

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.post<WithId>('/pos/orders/:id/payments', async (request) =>
      counter.payParts(
        sessionOf(request),
        request.params.id,
        payOrderPartsRequestSchema.parse(request.body ?? {}),
      ),
    );
    app.get<WithId>('/pos/orders/:id/payments', async (request) =>
      counter.listPayments(sessionOf(request), request.params.id),
    );
    app.post<WithId>('/pos/orders/:id/refunds', async (request, reply) =>
      reply.status(201).send({
        order: await counter.refundLines(
          sessionOf(request),
          request.params.id,
          refundLinesRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );
    app.post<WithId>('/pos/orders/:id/receipt-email', receiptLimit, async (request) =>
      counter.emailReceipt(
        sessionOf(request),
        request.params.id,
        emailReceiptRequestSchema.parse(request.body ?? {}).to,
      ),
    );
    app.put<WithId>('/pos/orders/:id/customer', async (request) => ({
      order: await counter.attachCustomer(
        sessionOf(request),
        request.params.id,
        attachCustomerRequestSchema.parse(request.body ?? {}).contactId,
      ),
    }));
    app.get<WithId>('/pos/customers/:id/orders', async (request) => ({
      orders: await counter.customerOrders(sessionOf(request), request.params.id),
    }));

    app.put<WithId>('/pos/products/:id/barcode', async (request) =>
      counter.setBarcode(
        sessionOf(request),
        request.params.id,
        productBarcodeRequestSchema.parse(request.body ?? {}).barcode,
      ),
    );
    app.get<{ Params: { code: string } }>('/pos/products/barcode/:code', async (request) =>
      counter.findByBarcode(sessionOf(request), barcodeSchema.parse(request.params.code)),
    );

    app.get('/pos/drawer', async (request) => ({
      drawer: await counter.getDrawer(sessionOf(request)),
    }));
    app.post('/pos/drawer/open', async (request) => ({
      drawer: await counter.openDrawer(
        sessionOf(request),
        openDrawerRequestSchema.parse(request.body ?? {}).openingFloat,
      ),
    }));
    app.post('/pos/drawer/movements', async (request) => {
      const body = drawerMovementRequestSchema.parse(request.body ?? {});
      return { drawer: await counter.moveCash(sessionOf(request), body.amount, body.reason) };
    });
    app.post('/pos/drawer/close', async (request) => {
      const body = closeDrawerRequestSchema.parse(request.body ?? {});
      return { drawer: await counter.closeDrawer(sessionOf(request), body.counted, body.note) };
    });

    app.get('/pos/reports', async (request, reply) => {
      const query = posReportQuerySchema.parse(request.query ?? {});
      const report = await counter.report(sessionOf(request), query);
      if (query.format === 'json') return { report };
      const name = `z-report-${report.from}-${report.to}`;
      if (query.format === 'pdf') {
        const session = sessionOf(request);
        const pdf = await renderPdf(reportHtml(report), session.userId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(reportCsv(report));
    });
  };
}
