import type { PosOrder } from '@worksphere/contracts';
import { POS_COUNTER_MESSAGES } from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/contacts-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { createProduct, postOrder } from '../../test/pos-helpers.js';
import { startSmtpRecorder } from '../../test/smtp-recorder.js';
import { call, useTestApp } from '../../test/test-app.js';

// The server's own SMTP is a local recorder: every receipt sent is seen as it went.
const smtp = await startSmtpRecorder({ till: 'secret' });
afterAll(() => smtp.close());
const testApp = useTestApp({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_USER: 'till',
  SMTP_PASSWORD: 'secret',
  MAIL_FROM: 'Shop <till@example.com>',
});

describe('POS counter: e-mail receipts', () => {
  it('mails the receipt with its payments to an address or the attached contact', async () => {
    const admin = await registerOrganization(testApp.app);
    const coffee = await createProduct(testApp.app, admin, { name: 'Flat white', price: 380 });
    const created = await postOrder(testApp.app, admin, {
      lines: [{ productId: coffee.id, quantity: 2, note: 'oat milk' }],
    });
    const order: PosOrder = created.json().order;
    const paid = await call(testApp.app, 'POST', `/pos/orders/${order.id}/payments`, {
      token: admin.token,
      body: { tip: 40, payments: [{ method: 'cash', amount: 800, tendered: 1000 }] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const send = (body: object, token = admin.token) =>
      call(testApp.app, 'POST', `/pos/orders/${order.id}/receipt-email`, { token, body });

    const none = await send({});
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(POS_COUNTER_MESSAGES.receiptNoAddress);
    expect((await send({ to: 'not an address' })).statusCode).toBe(400);

    const sent = await send({ to: 'Grace@Example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ to: 'grace@example.com' });
    const mail = smtp.messages.find((message) => message.to.includes('grace@example.com'))!;
    expect(mail.from).toBe('till@example.com');
    const body = mail.raw.replace(/=\r\n/g, '');
    expect(body).toContain(`receipt #${order.number}`);
    expect(body).toContain('2 x Flat white');
    expect(body).toContain('oat milk');
    expect(body).toMatch(/Tip\s+\S*0\.40/);
    expect(body).toMatch(/Change\s+\S*2\.00/);

    const grace = await createContact(testApp.app, admin, {
      firstName: 'Ada',
      emails: [{ label: 'work', address: 'ada@shop-customer.example' }],
    });
    await call(testApp.app, 'PUT', `/pos/orders/${order.id}/customer`, {
      token: admin.token,
      body: { contactId: grace.id },
    });
    const toContact = await send({});
    expect(toContact.json()).toEqual({ to: 'ada@shop-customer.example' });
    expect(smtp.messages.some((message) => message.to.includes('ada@shop-customer.example'))).toBe(
      true,
    );

    // Another organisation cannot mail this order's receipt anywhere.
    const stranger = await registerOrganization(testApp.app);
    const count = smtp.messages.length;
    expect((await send({ to: 'thief@example.com' }, stranger.token)).statusCode).toBe(404);
    expect(smtp.messages.length).toBe(count);
  });
});
