import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

describe('GET /api/health', () => {
  it('reports the database reachable', async () => {
    const response = await call(testApp.app, 'GET', '/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in the one error shape', async () => {
    const response = await call(testApp.app, 'GET', '/no/such/thing?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'No route GET /api/no/such/thing.',
      code: 'NOT_FOUND',
      params: { method: 'GET', path: '/api/no/such/thing' },
    });
  });
});
