import {
  CALLS_EVENTS,
  type AuthResponse,
  type CallMedia,
  type CallStatus,
  type CallStatusEvent,
  type PhoneNumberRecord,
} from '@worksphere/contracts';
import type { Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipart, nextEventWith, PNG_BYTES } from './chat-helpers.js';
import { call } from './test-app.js';

let numberSequence = 0;

/** A number no other test uses, in normalized form (+1 and ten digits). */
export function freshNumber(): string {
  numberSequence += 1;
  const tail = `${process.pid % 1000}${Date.now() % 100000}${numberSequence}`.slice(-7);
  return `+1555${tail.padStart(7, '0')}`;
}

/** Add a number to the admin's organisation (Settings). */
export async function addNumber(
  app: FastifyInstance,
  admin: AuthResponse,
  number = freshNumber(),
): Promise<PhoneNumberRecord> {
  const response = await call(app, 'POST', '/calls/numbers', {
    token: admin.token,
    body: { number, label: 'Main line' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().number;
}

/** Upload one PNG for an MMS; answers the stored media. */
export async function uploadMedia(
  app: FastifyInstance,
  user: AuthResponse,
  data: Buffer = PNG_BYTES,
): Promise<CallMedia> {
  const { body, headers } = multipart({}, [
    { field: 'file', filename: 'photo.png', type: 'image/png', data },
  ]);
  const response = await call(app, 'POST', '/calls/media', { token: user.token, body, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().media;
}

/** The next callStatus event telling this status (others, e.g. the placing itself, are skipped). */
export function nextCallStatus(
  socket: Socket,
  status: CallStatus,
  timeoutMs = 5000,
): Promise<CallStatusEvent> {
  return nextEventWith(
    socket,
    CALLS_EVENTS.callStatus,
    (event: CallStatusEvent) => (event.call.status === status ? event : undefined),
    `${status} call status`,
    timeoutMs,
  );
}
