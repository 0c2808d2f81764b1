import { describe, expect, it } from 'vitest';
import { fromGmailMessage, type GmailPart } from './gmail-message.js';

const data = (bytes: Buffer) => bytes.toString('base64url');

function message(part: GmailPart) {
  return fromGmailMessage(
    {
      id: 'm1',
      threadId: 't1',
      labelIds: ['INBOX'],
      payload: {
        mimeType: 'multipart/mixed',
        headers: [{ name: 'Subject', value: 'Hello' }],
        parts: [part],
      },
    },
    'INBOX',
  );
}

describe('fromGmailMessage reads parts other readers get wrong', () => {
  it('a text part with no subtype is the text', () => {
    const read = message({
      partId: '0',
      mimeType: 'text',
      headers: [{ name: 'Content-Type', value: 'text; charset=utf-8' }],
      body: { data: data(Buffer.from('Plain words, ünïcödé.')) },
    });
    expect(read.text).toBe('Plain words, ünïcödé.');
    expect(read.attachments).toEqual([]);
  });

  it('HTML whose charset is only in <meta> is decoded with it', () => {
    const html = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1252"></head><body>Caf'),
      Buffer.from([0xe9, 0x20, 0x80]),
      Buffer.from('</body></html>'),
    ]);
    const read = message({
      partId: '0',
      mimeType: 'text/html',
      headers: [{ name: 'Content-Type', value: 'text/html' }],
      body: { data: data(html) },
    });
    expect(read.html).toContain('Café €');
    expect(read.threadId).toBe('t1');
  });
});
