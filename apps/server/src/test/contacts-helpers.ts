import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Contact, CreateContactRequest, ImportContactsResponse } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipart } from './chat-helpers.js';
import { call } from './test-app.js';

type Signed = { token: string };

let sequence = 0;

/** A contact made through the API, failing the test on anything but 201. */
export async function createContact(
  app: FastifyInstance,
  owner: Signed,
  body: CreateContactRequest = {},
): Promise<Contact> {
  sequence += 1;
  const response = await call(app, 'POST', '/contacts', {
    token: owner.token,
    body: { firstName: 'Pat', lastName: `Person${sequence}`, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().contact;
}

/** POST /contacts/import with one file; answers the raw response. */
export function postImport(
  app: FastifyInstance,
  owner: Signed,
  text: string | Buffer,
  fields: Record<string, string> = {},
  filename = 'contacts.vcf',
) {
  const { body, headers } = multipart(fields, [
    { field: 'file', filename, type: 'text/plain', data: Buffer.from(text) },
  ]);
  return call(app, 'POST', '/contacts/import', { token: owner.token, body, headers });
}

/** An import that must succeed; answers {created, skipped, errors}. */
export async function importContacts(
  app: FastifyInstance,
  owner: Signed,
  text: string,
  fields: Record<string, string> = {},
): Promise<ImportContactsResponse> {
  const response = await postImport(app, owner, text, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** GET /contacts/export as text, checking its type and attachment name. */
export async function exportContacts(
  app: FastifyInstance,
  owner: Signed,
  query: string,
): Promise<string> {
  const response = await call(app, 'GET', `/contacts/export${query}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  const csv = query.includes('format=csv');
  expect(response.headers['content-type']).toBe(
    csv ? 'text/csv; charset=utf-8' : 'text/vcard; charset=utf-8',
  );
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${csv ? 'contacts.csv' : 'contacts.vcf'}"`,
  );
  return response.body;
}

/** Every contact the user sees, by name. */
export async function listAll(app: FastifyInstance, owner: Signed): Promise<Contact[]> {
  const response = await call(app, 'GET', '/contacts?limit=200', { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().contacts;
}

/** Run a Python 3 script (python3-vobject is installed) with stdin; answers its stdout. */
export async function runPython(script: string, input: string): Promise<string> {
  const run = promisify(execFile);
  const child = run('/usr/bin/python3', ['-c', script], { maxBuffer: 10 * 1024 * 1024 });
  child.child.stdin!.end(input);
  const { stdout } = await child;
  return stdout;
}
