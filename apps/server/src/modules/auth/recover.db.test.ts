import { RECOVER_MESSAGE } from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization, TEST_PASSWORD } from '../../test/factories.js';
import { mailText, startFakeSmtp } from '../../test/fake-smtp.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { RESET_DONE_MESSAGE } from './auth.service.js';

let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  testApp = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

function resetTokenFromMail(to: string): string {
  const mail = smtp.messages.findLast((message) => message.to.includes(to));
  expect(mail).toBeDefined();
  const match = /http:\/\/worksphere\.test\/reset-password\?token=([\w-]+)/.exec(mailText(mail!));
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('password recovery', () => {
  it('mails a single-use link that sets the password and revokes old sessions', async () => {
    const admin = await registerOrganization(testApp.app);
    const recover = await call(testApp.app, 'POST', '/user/recover', {
      body: { email: admin.user.email.toUpperCase() },
    });
    expect(recover.statusCode).toBe(200);
    expect(recover.json()).toEqual({ message: RECOVER_MESSAGE });
    const token = resetTokenFromMail(admin.user.email);

    const reset = await call(testApp.app, 'POST', '/user/reset-password', {
      body: { token, password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: RESET_DONE_MESSAGE });

    const oldSession = await call(testApp.app, 'GET', '/user/me', { token: admin.token });
    expect(oldSession.json().needsReauth).toBe(true);
    const oldPassword = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: 'a brand new password' },
    });
    expect(newPassword.statusCode).toBe(200);

    const reused = await call(testApp.app, 'POST', '/user/reset-password', {
      body: { token, password: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: 'This reset link is invalid, used or expired. Ask for a new one.',
      code: 'RESET_TOKEN_INVALID',
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.messages.length;
    const response = await call(testApp.app, 'POST', '/user/recover', {
      body: { email: 'nobody@nowhere.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RECOVER_MESSAGE });
    expect(smtp.messages.length).toBe(before);
  });

  it('validates the new password', async () => {
    const response = await call(testApp.app, 'POST', '/user/reset-password', {
      body: { token: 'x', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('password: Password must be at least 8 characters.');
  });
});
