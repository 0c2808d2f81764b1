import {
  CHAT_GENERAL_ROOM_NAME,
  type AuthResponse,
  type CallsPushPayload,
  type ChatRoom,
  type ChatThread,
  type InboxItem,
  type InboxPushPayload,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addNumber } from '../../test/calls-helpers.js';
import { sendChat } from '../../test/chat-helpers.js';
import { addMember, createTask, registerOrganization } from '../../test/factories.js';
import { browserPushKeyPair, useFakePushService } from '../../test/fake-push-service.js';
import { call, useTestApp } from '../../test/test-app.js';

// Started first: the app lets its loopback address through the outbound guard.
const pushService = useFakePushService();
const testApp = useTestApp(() => ({ OUTBOUND_ALLOWED_HOSTS: pushService.hostPort }));
const app = () => testApp.app;

let endpoints = 0;

/**
 * A member in a language (null: none chosen) with a subscribed browser and no socket open; the
 * browser says its languages (Accept-Language) when given.
 */
async function memberIn(
  admin: AuthResponse,
  locale: 'en' | 'fr' | 'de' | null,
  acceptLanguage?: string,
) {
  const member = await addMember(app(), admin);
  if (locale) {
    const set = await call(app(), 'PUT', '/user/me', { token: member.token, body: { locale } });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { ...member, browser: await subscribe(member, acceptLanguage) };
}

async function subscribe(user: AuthResponse, acceptLanguage?: string) {
  const browser = { ...browserPushKeyPair(), path: `/browser-${(endpoints += 1)}` };
  const response = await call(app(), 'POST', '/notifications/subscribe', {
    token: user.token,
    body: { endpoint: `${pushService.url}${browser.path}`, keys: browser.keys },
    ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return browser;
}

/** The pushes a browser got so far, decrypted as the browser reads them. */
const pushesOf = (browser: Awaited<ReturnType<typeof subscribe>>) =>
  pushService.received
    .filter((push) => push.url === browser.path)
    .map((push) => browser.read(push) as InboxPushPayload | CallsPushPayload);

/** The one push of this Inbox kind (or calls type) a browser gets, once it has come. */
async function pushesOfKind(browser: Awaited<ReturnType<typeof subscribe>>, kind: string) {
  const ofKind = () =>
    pushesOf(browser).filter((push) => ('kind' in push ? push.kind : push.type) === kind);
  await expect.poll(() => ofKind().length, { timeout: 8000 }).toBe(1);
  return ofKind();
}

async function inboxOf(user: AuthResponse): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', '/inbox', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

describe('Web Push in the recipient\u2019s language', () => {
  it('sends an Inbox item\u2019s texts in French, German, or English when none is chosen (General room too)', async () => {
    const admin = await registerOrganization(app());
    const french = await memberIn(admin, 'fr');
    const german = await memberIn(admin, 'de');
    const english = await memberIn(admin, null);
    await createTask(app(), admin, {
      title: 'Call the bank',
      assignedUserIds: [french.user.id, german.user.id, english.user.id],
    });

    const [toFrench] = await pushesOfKind(french.browser, 'task_assigned');
    const [toGerman] = await pushesOfKind(german.browser, 'task_assigned');
    const [toEnglish] = await pushesOfKind(english.browser, 'task_assigned');
    expect(toFrench).toMatchObject({
      type: 'inbox',
      title: 'T\u00e2che qui vous est assign\u00e9e',
      body: 'Call the bank',
    });
    expect(toGerman).toMatchObject({ title: 'Ihnen zugewiesen', body: 'Call the bank' });
    expect(toEnglish).toMatchObject({ title: 'Assigned to you', body: 'Call the bank' });
    // The item itself keeps the English and the key for API clients.
    const [item] = await inboxOf(french);
    expect(item).toMatchObject({
      title: 'Assigned to you',
      texts: { title: { key: 'taskAssigned' } },
    });
    expect((toFrench as InboxPushPayload).itemId).toBe(item!.id);

    // A message in the General room: the room's name in the language too.
    const get = (url: string) => call(app(), 'GET', url, { token: admin.token });
    const rooms: ChatRoom[] = (await get('/chat/chatrooms')).json().chatRooms;
    const general = rooms.find((room) => room.name === CHAT_GENERAL_ROOM_NAME)!;
    const [thread]: ChatThread[] = (await get(`/chat/threads?chatRoomId=${general.id}`)).json()
      .threads;
    await sendChat(app(), admin, thread!.id, 'Hello all');
    const name = `${admin.user.firstName} ${admin.user.lastName}`.trim();
    const [frenchChat] = await pushesOfKind(french.browser, 'thread_reply');
    const [germanChat] = await pushesOfKind(german.browser, 'thread_reply');
    const [englishChat] = await pushesOfKind(english.browser, 'thread_reply');
    expect(frenchChat!.title).toBe(`Nouveau message de ${name} dans G\u00e9n\u00e9ral`);
    expect(germanChat!.title).toBe(`Neue Nachricht von ${name} in Allgemein`);
    expect(englishChat!.title).toBe(`New message from ${name} in General`);
  });

  it('tells watchers of a change in their language: fields, priority and date translated, names as typed', async () => {
    const admin = await registerOrganization(app());
    const french = await memberIn(admin, 'fr');
    const german = await memberIn(admin, 'de');
    const english = await memberIn(admin, null);
    // Another organisation's member with a French browser hears nothing of this task.
    const outsider = await memberIn(await registerOrganization(app()), 'fr');
    const task = await createTask(app(), admin, { title: 'Call the bank' });
    for (const watcher of [french, german, english]) {
      const watched = await call(app(), 'PUT', `/tasks/${task.id}/watch`, {
        token: watcher.token,
      });
      expect(watched.statusCode, watched.body).toBe(200);
    }
    const outsiderWatch = await call(app(), 'PUT', `/tasks/${task.id}/watch`, {
      token: outsider.token,
    });
    expect(outsiderWatch.statusCode).toBe(404);

    const changed = await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: admin.token,
      body: { dueDate: '2030-02-01', priority: 'high', title: 'Call the bank today' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const [toFrench] = await pushesOfKind(french.browser, 'task_changed');
    const [toGerman] = await pushesOfKind(german.browser, 'task_changed');
    const [toEnglish] = await pushesOfKind(english.browser, 'task_changed');
    expect(toFrench).toMatchObject({
      title: 'Une t\u00e2che que vous suivez a chang\u00e9',
      body:
        'Call the bank today \u00b7 \u00c9ch\u00e9ance : 1 f\u00e9vr. 2030 \u00b7 ' +
        'Priorit\u00e9 : Haute',
    });
    expect(toGerman).toMatchObject({
      title: 'Eine Aufgabe, die Sie beobachten, wurde ge\u00e4ndert',
      body: 'Call the bank today \u00b7 F\u00e4lligkeitsdatum: 1. Feb. 2030 \u00b7 Priorit\u00e4t: Hoch',
    });
    const englishBody = 'Call the bank today \u00b7 Due date: Feb 1, 2030 \u00b7 Priority: High';
    expect(toEnglish).toMatchObject({ title: 'A task you watch changed', body: englishBody });

    // The Inbox keeps the change as keys and values, and the English for API clients.
    const [item] = (await inboxOf(german)).filter((entry) => entry.kind === 'task_changed');
    expect(item).toMatchObject({
      body: englishBody,
      texts: {
        title: { key: 'taskWatchedChanged' },
        body: {
          key: 'taskWatchedChangedBody',
          values: {
            task: 'Call the bank today',
            fields: 'dueDate,priority',
            dueDate: '2030-02-01T00:00:00.000Z',
            priority: 'high',
          },
        },
      },
    });
    expect(pushesOf(outsider.browser)).toEqual([]);
    expect(await inboxOf(outsider)).toEqual([]);
  });

  it('writes a change’s dates by the reader’s full locale: en-US, en-GB, fr, de', async () => {
    const admin = await registerOrganization(app());
    const readers = {
      american: await memberIn(admin, 'en', 'en-US,en;q=0.9'),
      british: await memberIn(admin, null, 'en-GB,en;q=0.9,fr;q=0.8'),
      french: await memberIn(admin, 'fr', 'fr-FR,fr;q=0.9,en-GB;q=0.8'),
      german: await memberIn(admin, 'de', 'de-DE,de;q=0.9'),
      // German chosen in Settings on an en-GB browser: German words, German dates.
      germanOnBritish: await memberIn(admin, 'de', 'en-GB,en;q=0.9'),
      // A browser that said nothing: the language's own way.
      unsaid: await memberIn(admin, 'en'),
    };
    const task = await createTask(app(), admin, { title: 'Q3' });
    for (const reader of Object.values(readers)) {
      const watched = await call(app(), 'PUT', `/tasks/${task.id}/watch`, { token: reader.token });
      expect(watched.statusCode, watched.body).toBe(200);
    }
    const changed = await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: admin.token,
      body: { startDate: '2030-01-31', dueDate: '2030-02-01' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const bodyOf = async (reader: keyof typeof readers) =>
      (await pushesOfKind(readers[reader].browser, 'task_changed'))[0]!.body;
    expect(await bodyOf('american')).toBe(
      'Q3 \u00b7 Start date: Jan 31, 2030 \u00b7 Due date: Feb 1, 2030',
    );
    expect(await bodyOf('british')).toBe(
      'Q3 \u00b7 Start date: 31 Jan 2030 \u00b7 Due date: 1 Feb 2030',
    );
    expect(await bodyOf('french')).toBe(
      'Q3 \u00b7 Date de d\u00e9but : 31 janv. 2030 \u00b7 \u00c9ch\u00e9ance : 1 f\u00e9vr. 2030',
    );
    const german = 'Q3 \u00b7 Startdatum: 31. Jan. 2030 \u00b7 F\u00e4lligkeitsdatum: 1. Feb. 2030';
    expect(await bodyOf('german')).toBe(german);
    expect(await bodyOf('germanOnBritish')).toBe(german);
    expect(await bodyOf('unsaid')).toBe(
      'Q3 \u00b7 Start date: Jan 31, 2030 \u00b7 Due date: Feb 1, 2030',
    );
    // The item keeps the English as en writes it, for API clients, whoever reads it.
    const [item] = (await inboxOf(readers.british)).filter(
      (entry) => entry.kind === 'task_changed',
    );
    expect(item!.body).toBe('Q3 \u00b7 Start date: Jan 31, 2030 \u00b7 Due date: Feb 1, 2030');
  });

  it('keeps a browser’s languages from its last subscription', async () => {
    const admin = await registerOrganization(app());
    const member = await memberIn(admin, 'en', 'en-US');
    // The same browser subscribes again (its keys renewed) after its languages changed.
    const again = await call(app(), 'POST', '/notifications/subscribe', {
      token: member.token,
      body: { endpoint: `${pushService.url}${member.browser.path}`, keys: member.browser.keys },
      headers: { 'accept-language': 'en-GB' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const task = await createTask(app(), admin, { title: 'Q4' });
    await call(app(), 'PUT', `/tasks/${task.id}/watch`, { token: member.token });
    await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: admin.token,
      body: { dueDate: '2030-02-01' },
    });
    const [push] = await pushesOfKind(member.browser, 'task_changed');
    expect(push!.body).toBe('Q4 \u00b7 Due date: 1 Feb 2030');
  });

  it('rings members away from the app in their language', async () => {
    const admin = await registerOrganization(app());
    await addNumber(app(), admin);
    const french = await memberIn(admin, 'fr');
    const german = await memberIn(admin, 'de');
    const english = await memberIn(admin, null);
    const ringing = await call(app(), 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '5550107100' },
    });
    expect(ringing.statusCode, ringing.body).toBe(201);
    const [toFrench] = await pushesOfKind(french.browser, 'incomingCall');
    const [toGerman] = await pushesOfKind(german.browser, 'incomingCall');
    const [toEnglish] = await pushesOfKind(english.browser, 'incomingCall');
    const from = toEnglish!.body.replace('Call from ', '');
    expect(from).toMatch(/555/);
    expect(toEnglish).toMatchObject({ title: 'Incoming call', body: `Call from ${from}` });
    expect(toFrench).toMatchObject({ title: 'Appel entrant', body: `Appel de ${from}` });
    expect(toGerman).toMatchObject({ title: 'Eingehender Anruf', body: `Anruf von ${from}` });
  });
});
