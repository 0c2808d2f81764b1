import type { AuthResponse } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addNumber } from '../../test/calls-helpers.js';
import { connectChat } from '../../test/chat-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { browserPushKeys, useFakePushService } from '../../test/fake-push-service.js';
import { call, useTestApp } from '../../test/test-app.js';
import { useLiveSockets } from '../../test/live-sockets.js';

// Started first: the app lets its loopback address through the outbound guard.
const pushService = useFakePushService();
const testApp = useTestApp(() => ({ OUTBOUND_ALLOWED_HOSTS: pushService.hostPort }));
const live = useLiveSockets(testApp);

async function subscribe(user: AuthResponse, path: string) {
  const response = await call(testApp.app, 'POST', '/notifications/subscribe', {
    token: user.token,
    body: { endpoint: `${pushService.url}${path}`, keys: browserPushKeys() },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Wait until the push service has heard of `count` notifications (they are sent after the answer). */
async function pushesTo(paths: string[], count: number) {
  for (let waited = 0; waited < 5000; waited += 50) {
    if (pushService.received.filter((push) => paths.includes(push.url)).length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return pushService.received.filter((push) => paths.includes(push.url)).map((push) => push.url);
}

describe('Web Push for inbound calls and SMS', () => {
  it('reaches members with calls:use and no socket open, and no one else', async () => {
    const admin = await registerOrganization(testApp.app);
    await addNumber(testApp.app, admin);
    const away = await addMember(testApp.app, admin);
    const online = await addMember(testApp.app, admin);
    const withoutCalls = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, withoutCalls, ['tasks:edit']);
    const paths = ['/calls-away', '/calls-online', '/calls-without', '/calls-admin'];
    await subscribe(away, paths[0]!);
    await subscribe(online, paths[1]!);
    await subscribe(withoutCalls, paths[2]!);
    await subscribe(admin, paths[3]!);
    live.track(await connectChat(live.baseUrl, { token: online.token }));
    live.track(await connectChat(live.baseUrl, { token: admin.token }));

    const ringing = await call(testApp.app, 'POST', '/calls/simulate/inbound-call', {
      token: admin.token,
      body: { from: '5550107100' },
    });
    expect(ringing.statusCode, ringing.body).toBe(201);
    expect(await pushesTo(paths, 1)).toEqual(['/calls-away']);

    const sms = await call(testApp.app, 'POST', '/calls/simulate/inbound-sms', {
      token: admin.token,
      body: { from: '5550107100', text: 'Call me back' },
    });
    expect(sms.statusCode, sms.body).toBe(201);
    expect(await pushesTo(paths, 2)).toEqual(['/calls-away', '/calls-away']);
    const [push] = pushService.received.filter((item) => item.url === '/calls-away');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
  });
});
