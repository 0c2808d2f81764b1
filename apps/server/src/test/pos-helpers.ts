import { randomUUID } from 'node:crypto';
import type { AuthResponse, PosProduct, PosProductRequest } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './test-app.js';

type Signed = { token: string };

/** A product made through the API (pos:manage), failing the test on anything but 201. */
export async function createProduct(
  app: FastifyInstance,
  owner: Signed,
  body: Partial<PosProductRequest> = {},
): Promise<PosProduct> {
  const response = await call(app, 'POST', '/pos/products', {
    token: owner.token,
    body: { name: `Product ${randomUUID().slice(0, 6)}`, price: 100, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

export async function putSettings(app: FastifyInstance, owner: Signed, body: object) {
  const response = await call(app, 'PUT', '/pos/settings', { token: owner.token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().settings;
}

/** A staff order through the API; answers the raw response. */
export function postOrder(app: FastifyInstance, owner: Signed, body: object) {
  return call(app, 'POST', '/pos/orders', { token: owner.token, body });
}

/** A public pickup order at the admin's shop; a fresh client key unless given. */
export function placePublicOrder(
  app: FastifyInstance,
  shop: AuthResponse,
  lines: object[],
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return call(app, 'POST', `/pos/public/${shop.user.organizationSlug}/orders`, {
    body: {
      clientKey: randomUUID(),
      customerName: 'Grace',
      customerPhone: '+44 20 7946 0958',
      lines,
      ...extra,
    },
    headers,
  });
}

export const CLOSED_ALL_WEEK = {
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};
