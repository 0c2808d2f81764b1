import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/test-app.js';

// A tiny web build in a temp folder, with files beside it (outside the web root) to aim at.
const base = mkdtempSync(path.join(tmpdir(), 'ws-web-'));
const dist = path.join(base, 'dist');
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SECRET = 'outside the web root';
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
// What the web build writes beside each file (apps/web/scripts/precompress-plugin.ts).
const APP_JS = 'console.log("app");';
writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(APP_JS));
writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(APP_JS));
writeFileSync(path.join(base, 'secret.json'), JSON.stringify({ secret: SECRET }));
writeFileSync(path.join(base, 'secret'), SECRET);
afterAll(() => rmSync(base, { recursive: true, force: true }));

const testApp = useTestApp({ WEB_DIST_DIR: dist });
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  testApp.app.inject({ method, url });

/** A request with the path exactly as written: no client-side `..` or %-normalisation. */
function rawGet(rawPath: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const request = httpRequest({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          type: String(response.headers['content-type']),
          body,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const headers = response.headers;
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "connect-src 'self' ws://worksphere.test",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  // blob: is for previews of picked files only: never scripts, workers, frames or the rest.
  const withBlob = csp.split(';').filter((directive) => directive.includes('blob:'));
  expect(withBlob.map((directive) => directive.trim().split(' ')[0])).toEqual([
    'img-src',
    'media-src',
  ]);
  expect(csp).not.toContain('upgrade-insecure-requests');
  // PUBLIC_URL is http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on API answers, errors, static files, the app fallback and 404s', async () => {
    const answers = {
      api: await get('/api/health'),
      apiError: await testApp.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      apiUnauthenticated: await get('/api/tasks'),
      apiMissing: await get('/api/no-such-route'),
      asset: await get('/assets/app-1a2b3c.js'),
      file: await get('/sw.js'),
      fallback: await get('/tasks'),
      missingFile: await get('/assets/missing.js'),
    };
    expect(answers.api.statusCode).toBe(200);
    expect(answers.apiError.statusCode).toBe(400);
    expect(answers.apiUnauthenticated.statusCode).toBe(401);
    expect(answers.apiMissing.statusCode).toBe(404);
    expect(answers.asset.statusCode).toBe(200);
    expect(answers.file.statusCode).toBe(200);
    expect(answers.fallback.statusCode).toBe(200);
    expect(answers.missingFile.statusCode).toBe(404);
    for (const [name, response] of Object.entries(answers)) {
      try {
        expectSecurityHeaders(response);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
  });

  it('add HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({
      PUBLIC_URL: 'https://ws.example.com',
      WEB_DIST_DIR: dist,
    });
    try {
      for (const url of ['/api/health', '/', '/assets/app-1a2b3c.js', '/nope.png']) {
        const response = await secure.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain('upgrade-insecure-requests');
        expect(csp).toContain("connect-src 'self' wss://ws.example.com");
      }
    } finally {
      await secure.close();
    }
  });
});

describe('the web app', () => {
  it('answers client routes without an extension with index.html', async () => {
    for (const url of ['/', '/tasks', '/chat/abc', '/chat/abc?x=1', '/settings/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('serves the build’s files, hashed assets cached for a year', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app");');
    const worker = await get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD / like GET /, without a body', async () => {
    const [getAnswer, headAnswer] = [await get('/'), await get('/', 'HEAD')];
    expect(headAnswer.statusCode).toBe(getAnswer.statusCode);
    const withoutDate = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    expect(withoutDate(headAnswer.headers)).toEqual(withoutDate(getAnswer.headers));
    expect(headAnswer.headers['content-length']).toBe(String(INDEX_HTML.length));
    expect(headAnswer.body).toBe('');
    expect((await get('/tasks', 'HEAD')).statusCode).toBe(200);
  });

  it('answers 404 JSON for missing files, not the app', async () => {
    for (const url of [
      '/favicon.ico',
      '/robots.txt',
      '/assets/missing.js',
      '/foo.png',
      '/deep/path/style.css?v=2',
      '/api/nope',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: `No route GET ${url.split('?')[0]}.`,
        code: 'NOT_FOUND',
        params: { method: 'GET', path: url.split('?')[0] },
      });
    }
    expect((await get('/tasks', 'POST')).statusCode).toBe(404);
  });

  it('answers the same for files outside the web root that exist and that do not', async () => {
    const pairs: Array<[string, string]> = [
      ['/../secret.json', '/../missing.json'],
      ['/..%2fsecret.json', '/..%2fmissing.json'],
      [`/..%2f..%2f${path.basename(base)}%2fsecret.json`, '/..%2f..%2fmissing%2fsecret.json'],
      ['/%2e%2e/secret.json', '/%2e%2e/missing.json'],
      ['/assets/../../secret.json', '/assets/../../missing.json'],
      ['/assets/..%2f..%2fsecret.json', '/assets/..%2f..%2fmissing.json'],
      ['/..\\secret.json', '/..\\missing.json'],
      ['/../secret', '/../missing'],
      ['/%2e%2e/secret', '/%2e%2e/missing'],
    ];
    // A 404 names the path it was asked for; apart from that the answers must be identical.
    const withoutPath = (body: string, asked: string) =>
      body.split(JSON.stringify(asked).slice(1, -1)).join('<path>');
    for (const [existing, missing] of pairs) {
      const [found, notFound] = [await rawGet(existing), await rawGet(missing)];
      expect(found.status, existing).toBe(notFound.status);
      expect(found.type, existing).toBe(notFound.type);
      expect(withoutPath(found.body, existing), existing).toBe(withoutPath(notFound.body, missing));
      expect(found.body, existing).not.toContain(SECRET);
      // Names with an extension are files (404); without one, the app's page.
      expect(found.status, existing).toBe(/secret$/.test(existing) ? 200 : 404);
    }
  });
});

describe('precompressed assets', () => {
  const asset = (encoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the brotli file to a browser that accepts it, gzip to one that does not', async () => {
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);

    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });
});
