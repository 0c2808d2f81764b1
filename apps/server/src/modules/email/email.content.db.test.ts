import { existsSync } from 'node:fs';
import path from 'node:path';
import { EMAIL_MESSAGES, emailContentResponseSchema } from '@worksphere/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { imapAs, rawMessage } from '../../test/mail-fixtures.js';
import {
  cachedEmails,
  connectImap,
  imapForm,
  syncSettled,
  useMailWorld,
} from '../../test/mail-helpers.js';
import { call } from '../../test/test-app.js';

const { world, testApp } = useMailWorld();

const HOSTILE_HTML = `<html><head><style>body{background:url(https://track.example.com/bg.png)}</style></head>
<body><p onclick="steal()">Hi <b>there</b><script>alert(1)</script></p>
<img src="https://track.example.com/pixel.gif" alt="pixel">
<img src="http://127.0.0.1:9/inner.png" alt="inner">
<img src="cid:logo@example.com" alt="logo">
<a href="javascript:alert(1)">bad link</a> <a href="https://example.com/ok">good link</a>
<form action="https://evil.example.com"><input name="password"></form>
<div style="color: red; background-image: url(https://track.example.com/x.png)">styled</div>
</body></html>`;

function htmlWithInlineLogo(): string {
  const boundary = 'rel-1';
  return [
    'From: Newsletter <news@shop.example.com>',
    'To: cy@example.com',
    'Subject: Newsletter',
    `Date: ${new Date(Date.UTC(2026, 1, 1)).toUTCString()}`,
    'Message-ID: <newsletter-1@shop.example.com>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/related; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    HOSTILE_HTML,
    `--${boundary}`,
    'Content-Type: image/png',
    'Content-ID: <logo@example.com>',
    'Content-Disposition: inline; filename="logo.png"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('not really a png').toString('base64'),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

const BIG = Buffer.alloc(20 * 1024 * 1024, 0x61);

let owner: { token: string; user: { organizationId: string } };
let member: { token: string };
let outsider: { token: string };
let accountId: string;
let organizationId: string;

beforeAll(async () => {
  const direct = await imapAs(world.dovecot, 'cy', 'cy-secret');
  await direct.append('INBOX', htmlWithInlineLogo());
  await direct.append(
    'INBOX',
    rawMessage({
      subject: 'Big file',
      text: 'See attached',
      date: new Date(Date.UTC(2026, 1, 2)),
      attachment: { filename: 'big.bin', contentType: 'application/octet-stream', content: BIG },
    }),
  );
  // Broken MIME: a multipart without its boundary, a header line without a colon, NUL bytes.
  await direct.append(
    'INBOX',
    'From: broken@example.com\r\nSubject: Broken\r\nThis is not a header\r\nContent-Type: multipart/mixed; boundary="nope"\r\nDate: Tue, 3 Feb 2026 10:00:00 +0000\r\n\r\n--other\r\nbody with \u0000 nul\r\n',
  );
  await direct.close();
  const admin = await registerOrganization(testApp.app);
  owner = admin;
  organizationId = admin.user.organizationId;
  member = await addMember(testApp.app, admin);
  outsider = await registerOrganization(testApp.app);
  // Shared with the organisation by the admin: members read it too, other organisations never.
  accountId = (await connectImap(testApp.app, admin.token, imapForm(world, 'cy', { shared: true })))
    .id;
  await syncSettled(testApp.app);
});

async function emailIdOf(subject: string) {
  const page = await cachedEmails(testApp.app, owner.token);
  const found = page.emails.find((email) => email.subject === subject);
  expect(found, `no ${subject}`).toBeDefined();
  return found!.id;
}

async function content(token: string, id: string) {
  return call(testApp.app, 'GET', `/email/fetch/getEmailContent?emailId=${id}`, { token });
}

describe('HTML mail', () => {
  it('is sanitised; remote images are blocked until allowed; cid images use the attachment', async () => {
    const id = await emailIdOf('Newsletter');
    const response = await content(owner.token, id);
    expect(response.statusCode).toBe(200);
    const { email } = emailContentResponseSchema.parse(response.json());
    const html = email.html!;
    expect(html).toContain('<b>there</b>');
    for (const banned of [
      '<script',
      'onclick',
      'javascript:',
      '<form',
      '<input',
      '<style',
      'url(',
    ]) {
      expect(html).not.toContain(banned);
    }
    expect(html).not.toContain('track.example.com');
    expect(html).toContain('data-remote-image="blocked"');
    expect(html).toContain('color:red');
    expect(html).toContain('target="_blank"');
    expect(email.remoteImages).toBe('blocked');
    const logo = email.attachments.find(
      (attachment) => attachment.contentId === 'logo@example.com',
    );
    expect(logo).toMatchObject({ inline: true, filename: 'logo.png' });
    expect(html).toContain(`src="${logo!.url}"`);

    const allowed = await call(testApp.app, 'POST', '/email/remoteImages', {
      token: owner.token,
      body: { emailId: id, scope: 'sender' },
    });
    expect(allowed.statusCode).toBe(200);
    const shown = emailContentResponseSchema.parse(allowed.json()).email;
    expect(shown.remoteImages).toBe('allowed');
    expect(shown.html).toContain(
      `/api/email/images?emailId=${id}&amp;url=${encodeURIComponent('https://track.example.com/pixel.gif')}`,
    );
    // Allowed for this user only: another member of the organisation still sees them blocked.
    const forMember = emailContentResponseSchema.parse((await content(member.token, id)).json());
    expect(forMember.email.remoteImages).toBe('blocked');
  });

  it('the image proxy refuses private addresses and URLs the message does not show', async () => {
    const id = await emailIdOf('Newsletter');
    const inner = await call(
      testApp.app,
      'GET',
      `/email/images?emailId=${id}&url=${encodeURIComponent('http://127.0.0.1:9/inner.png')}`,
      { token: owner.token },
    );
    expect(inner.statusCode).toBe(404);
    expect(inner.json().error).toBe(EMAIL_MESSAGES.imageUnavailable);
    const other = await call(
      testApp.app,
      'GET',
      `/email/images?emailId=${id}&url=${encodeURIComponent('https://elsewhere.example.com/a.png')}`,
      { token: owner.token },
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(EMAIL_MESSAGES.imageNotAllowed);
    const notAllowedYet = await call(
      testApp.app,
      'GET',
      `/email/images?emailId=${id}&url=${encodeURIComponent('https://track.example.com/pixel.gif')}`,
      { token: member.token },
    );
    expect(notAllowedYet.statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('a 20 MB attachment is synced whole and served to the account’s users only', async () => {
    const id = await emailIdOf('Big file');
    const { email } = emailContentResponseSchema.parse((await content(owner.token, id)).json());
    expect(email.hasAttachments).toBe(true);
    const big = email.attachments.find((attachment) => attachment.filename === 'big.bin')!;
    expect(big.size).toBe(BIG.length);
    const download = await testApp.app.inject({
      method: 'GET',
      url: big.url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-cache');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(BIG)).toBe(true);
    const forMember = await testApp.app.inject({
      method: 'GET',
      url: big.url,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(forMember.statusCode).toBe(200);
    for (const token of [outsider.token]) {
      const refused = await testApp.app.inject({
        method: 'GET',
        url: big.url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(EMAIL_MESSAGES.attachmentNotFound);
    }
  });

  it('a malformed message is stored as far as it can be read, and the sync goes on', async () => {
    const id = await emailIdOf('Broken');
    const { email } = emailContentResponseSchema.parse((await content(owner.token, id)).json());
    expect(email.from?.address).toBe('broken@example.com');
    expect(email.text).not.toContain('\u0000');
  });
});

describe('removing the account', () => {
  it('removes its cached mail and the attachment files on disk', async () => {
    const id = await emailIdOf('Big file');
    const { email } = emailContentResponseSchema.parse((await content(owner.token, id)).json());
    const files = email.attachments.map((attachment) =>
      path.join(world.dataDir, 'uploads', organizationId, 'files', attachment.id),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(file)).toBe(true);
    const removed = await call(testApp.app, 'DELETE', `/email/accounts/${accountId}`, {
      token: owner.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await testApp.app.email.sweep()).toBeGreaterThanOrEqual(files.length);
    for (const file of files) expect(existsSync(file)).toBe(false);
    expect((await content(owner.token, id)).statusCode).toBe(404);
  });
});
