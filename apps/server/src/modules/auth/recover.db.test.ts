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

  it('voids every other pending link once one is used, older or newer', async () => {
    const admin = await registerOrganization(testApp.app);
    const links = [];
    for (let index = 0; index < 3; index += 1) {
      await call(testApp.app, 'POST', '/user/recover', { body: { email: admin.user.email } });
      links.push(resetTokenFromMail(admin.user.email));
    }
    const [oldest, middle, newest] = links;
    const usedMiddle = await call(testApp.app, 'POST', '/user/reset-password', {
      body: { token: middle, password: 'middle link password' },
    });
    expect(usedMiddle.statusCode).toBe(200);
    for (const token of [oldest, newest]) {
      const stale = await call(testApp.app, 'POST', '/user/reset-password', {
        body: { token, password: 'stale link password' },
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().code).toBe('RESET_TOKEN_INVALID');
    }
    const signIn = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: 'middle link password' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('voids pending links when the password is changed while signed in', async () => {
    const admin = await registerOrganization(testApp.app);
    await call(testApp.app, 'POST', '/user/recover', { body: { email: admin.user.email } });
    const token = resetTokenFromMail(admin.user.email);
    const changed = await call(testApp.app, 'PUT', '/user/me/password', {
      token: admin.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'changed while signed in' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await call(testApp.app, 'POST', '/user/reset-password', {
      body: { token, password: 'taken over password' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('RESET_TOKEN_INVALID');
    const signIn = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: 'changed while signed in' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('frees an account slowed by failed sign-ins once its password is reset', async () => {
    const admin = await registerOrganization(testApp.app);
    let lastGuess;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      lastGuess = await call(testApp.app, 'POST', '/user/login', {
        body: { identifier: admin.user.email, password: 'someone guessing' },
      });
    }
    expect(lastGuess!.statusCode).toBe(429);
    await call(testApp.app, 'POST', '/user/recover', { body: { email: admin.user.email } });
    const reset = await call(testApp.app, 'POST', '/user/reset-password', {
      body: { token: resetTokenFromMail(admin.user.email), password: 'owner is back in' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: 'owner is back in' },
    });
    expect(signIn.statusCode).toBe(200);
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
