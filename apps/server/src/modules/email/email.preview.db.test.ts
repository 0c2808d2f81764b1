import { emailContentResponseSchema } from '@worksphere/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
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

// A 1x1 PNG and the smallest PDF a viewer opens: previews serve the bytes as they came.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const FILES = [
  { subject: 'Photo', filename: 'photo.png', contentType: 'image/png', content: PNG },
  { subject: 'Report', filename: 'report.pdf', contentType: 'application/pdf', content: PDF },
  {
    subject: 'Drawing',
    filename: 'drawing.svg',
    contentType: 'image/svg+xml',
    content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  {
    subject: 'Page',
    filename: 'page.html',
    contentType: 'text/html',
    content: Buffer.from('<script>alert(1)</script>'),
  },
];

let owner: { token: string };
let outsider: { token: string };

beforeAll(async () => {
  const direct = await imapAs(world.dovecot, 'dee', 'dee-secret');
  for (const file of FILES) {
    await direct.append(
      'INBOX',
      rawMessage({ subject: file.subject, text: 'See attached', attachment: file }),
    );
  }
  await direct.close();
  owner = await registerOrganization(testApp.app);
  outsider = await registerOrganization(testApp.app);
  await connectImap(testApp.app, owner.token, imapForm(world, 'dee'));
  await syncSettled(testApp.app);
});

async function attachmentUrlOf(subject: string) {
  const page = await cachedEmails(testApp.app, owner.token);
  const id = page.emails.find((email) => email.subject === subject)!.id;
  const response = await call(testApp.app, 'GET', `/email/fetch/getEmailContent?emailId=${id}`, {
    token: owner.token,
  });
  const { email } = emailContentResponseSchema.parse(response.json());
  return email.attachments[0]!.url;
}

function get(url: string, token: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

describe('attachment previews', () => {
  it('an image is served inline, sandboxed, with its own type and nothing sniffed', async () => {
    const url = await attachmentUrlOf('Photo');
    const preview = await get(`${url}?preview=1`, owner.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="photo.png"/);
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(preview.rawPayload.equals(PNG)).toBe(true);
    // Without asking for a preview it stays a download.
    const download = await get(url, owner.token);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('a PDF is served inline and may be framed by our own pages only', async () => {
    const url = await attachmentUrlOf('Report');
    const preview = await get(`${url}?preview=1`, owner.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.rawPayload.equals(PDF)).toBe(true);
    const download = await get(url, owner.token);
    expect(download.headers['x-frame-options']).toBe('DENY');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('SVG and HTML attachments are never served inline, even when a preview is asked for', async () => {
    for (const subject of ['Drawing', 'Page']) {
      const url = await attachmentUrlOf(subject);
      const preview = await get(`${url}?preview=1`, owner.token);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-disposition']).toMatch(/^attachment;/);
      expect(preview.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });

  it('another organisation gets no preview', async () => {
    const url = await attachmentUrlOf('Photo');
    const refused = await get(`${url}?preview=1`, outsider.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-disposition']).toBeUndefined();
  });
});
