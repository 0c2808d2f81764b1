import {
  calendarListResponseSchema,
  listEventsResponseSchema,
  type AuthResponse,
  type CalendarEvent,
  type CalendarListResponse,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../test/test-app.js';

/** The calendar calls the API tests make, each failing the test on an unexpected status. */
export function calendarCalls(app: () => FastifyInstance) {
  async function calendarsOf(auth: AuthResponse): Promise<CalendarListResponse> {
    const response = await call(app(), 'GET', '/calendar/calendars', { token: auth.token });
    expect(response.statusCode, response.body).toBe(200);
    return calendarListResponseSchema.parse(response.json());
  }

  /** The caller's private calendar, the Workspace calendar and the built-in account. */
  async function myCalendars(auth: AuthResponse) {
    const { calendars } = await calendarsOf(auth);
    const own = calendars.find((calendar) => calendar.kind === 'private')!;
    const workspace = calendars.find((calendar) => calendar.kind === 'shared')!;
    return { own, workspace, accountId: own.accountId };
  }

  /** The events of May 2024 the caller sees, on every account or one. */
  async function listMayEvents(auth: AuthResponse, accountId = 'all') {
    const range = 'timeMin=2024-05-01T00:00:00Z&timeMax=2024-06-01T00:00:00Z';
    const response = await call(app(), 'GET', `/calendar/events?accountId=${accountId}&${range}`, {
      token: auth.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return listEventsResponseSchema.parse(response.json()).events;
  }

  async function createEvent(auth: AuthResponse, body: Record<string, unknown>) {
    const response = await call(app(), 'POST', '/calendar/events', { token: auth.token, body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().event as CalendarEvent;
  }

  return { calendarsOf, myCalendars, listMayEvents, createEvent };
}

/** An hour on 6 May 2024 on the named calendar. */
export const dentistOn = (accountId: string, calendarId: string) => ({
  accountId,
  calendarId,
  title: 'Dentist',
  description: 'Root canal',
  location: 'Harley Street',
  start: '2024-05-06T09:00:00Z',
  end: '2024-05-06T10:00:00Z',
  category: 'Personal',
});
