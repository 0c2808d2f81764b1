import type { PosOrder } from '@worksphere/contracts';
import { POS_COUNTER_MESSAGES } from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { createProduct, postOrder } from '../../test/pos-helpers.js';
import { startSmtpRecorder } from '../../test/smtp-recorder.js';
import { call, useTestApp } from '../../test/test-app.js';

// Receipts go to a local SMTP recorder; this app allows two receipts per member a minute.
const smtp = await startSmtpRecorder({ till: 'secret' });
afterAll(() => smtp.close());
const testApp = useTestApp({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_USER: 'till',
  SMTP_PASSWORD: 'secret',
  MAIL_FROM: 'Shop <till@example.com>',
  POS_RECEIPT_RATE_LIMIT_MAX: '2',
  POS_RECEIPT_RATE_LIMIT_WINDOW_MS: '60000',
});

describe('POS e-mail receipts are limited per member', () => {
  it('answers 429 past the limit without sending, and counts each member apart', async () => {
    const admin = await registerOrganization(testApp.app);
    const colleague = await addMember(testApp.app, admin, 'ADMIN');
    const tea = await createProduct(testApp.app, admin, { name: 'Tea', price: 250 });
    const created = await postOrder(testApp.app, admin, {
      lines: [{ productId: tea.id, quantity: 1 }],
      paid: true,
      paymentMethod: 'cash',
    });
    expect(created.statusCode, created.body).toBe(201);
    const order: PosOrder = created.json().order;
    const send = (token: string, to: string) =>
      call(testApp.app, 'POST', `/pos/orders/${order.id}/receipt-email`, { token, body: { to } });

    expect((await send(admin.token, 'one@example.com')).statusCode).toBe(200);
    expect((await send(admin.token, 'two@example.com')).statusCode).toBe(200);
    const limited = await send(admin.token, 'three@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: POS_COUNTER_MESSAGES.receiptRateLimited,
      code: 'RATE_LIMITED',
    });
    expect(smtp.messages.some((message) => message.to.includes('three@example.com'))).toBe(false);

    // Another member of the shop has a count of their own.
    const other = await send(colleague.token, 'four@example.com');
    expect(other.statusCode, other.body).toBe(200);
    expect(smtp.messages.some((message) => message.to.includes('four@example.com'))).toBe(true);
    // Signed out, the route answers 401 before any count.
    const anonymous = await call(testApp.app, 'POST', `/pos/orders/${order.id}/receipt-email`, {
      body: { to: 'five@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
