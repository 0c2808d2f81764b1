import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chatMessages } from '../src/features/chat/chat.messages';
import { notesMessages } from '../src/features/notes/notes.messages';
import { shellMessages } from '../src/features/shell/shell.messages';
import { launchBrowser, openContext } from './support/browser';
import { makeAccount, registerOrganization } from './support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Violation = {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
};

/**
 * Records every Content-Security-Policy violation the pages of this context report (through
 * the `securitypolicyviolation` event, kept across navigations) and every console error that
 * names the policy.
 */
async function recordViolations(context: BrowserContext) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return { violations, consoleErrors };
}

describe('Content-Security-Policy of the built app', () => {
  it('is sent with the app and no main page breaks it', async () => {
    const { context, page } = await openContext(browser, inject('baseUrl'));
    const { violations, consoleErrors } = await recordViolations(context);

    const home = await page.goto('/');
    const csp = home!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home!.headers()['x-content-type-options']).toBe('nosniff');

    for (const path of ['/', '/login', '/register', '/privacy']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }

    // Signed in: the shell, its socket (websocket on the same origin) and the main screens.
    await registerOrganization(page, makeAccount('Cass'));
    for (const path of ['/dash', '/tasks', '/projects', '/settings', '/chat']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.getByLabel(chatMessages.rooms.newRoomLabel).fill('Policy room');
    await page.getByRole('button', { name: chatMessages.rooms.create }).click();
    await page.getByRole('button', { name: 'Policy room' }).waitFor();

    // The rich-text editor (TipTap adds its own styles) and a toast.
    const noteDialog = notesMessages.dialog;
    await page.goto('/notes');
    await page.getByRole('button', { name: shellMessages.topBar.quickNote }).click();
    const dialog = page.getByRole('dialog', { name: noteDialog.createTitle });
    await dialog.getByLabel(noteDialog.titleLabel, { exact: true }).fill('Policy check');
    await dialog.getByRole('textbox', { name: noteDialog.contentLabel }).click();
    await page.keyboard.type('Styled by the editor.');
    await dialog.getByRole('button', { name: noteDialog.create }).click();
    await page.getByText(noteDialog.created).waitFor();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
