import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real, certified OpenID Connect provider (panva's `oidc-provider`) on a free loopback port,
 * with one confidential test client (client_secret_basic, PKCE required). Any login with any
 * password signs in as the account named by the login, whose e-mail is that login. Its own
 * sign-in form (devInteractions) is what a browser journey fills in; `signIn` fills it over
 * HTTP for API tests. Consent is granted at once for the test client.
 */
export type TestOidcProvider = {
  issuer: string;
  /** `127.0.0.1:port`, for OUTBOUND_ALLOWED_HOSTS. */
  hostPort: string;
  clientId: string;
  clientSecret: string;
  /** Follow the provider's pages from the authorization URL: answers the redirect back. */
  signIn: (authorizationUrl: string, login: string) => Promise<URL>;
  /** How many times its discovery document was read so far. */
  discoveryReads: () => number;
  close: () => Promise<void>;
};

export async function startOidcProvider(options: {
  redirectUris: string[];
  /** The issuer's host name: `localhost` makes an issuer that differs from 127.0.0.1's. */
  issuerHost?: string;
  clientId?: string;
  clientSecret?: string;
  /** A port chosen beforehand (a server started first must already allow it); else a free one. */
  port?: number;
}): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'worksphere-test';
  const clientSecret = options.clientSecret ?? 'test-client-secret-0123456789abcdef';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.issuerHost ?? '127.0.0.1'}:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['worksphere-test-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: true,
        given_name: 'Sam',
        family_name: 'Single',
      }),
    }),
    // The test client needs no consent screen: a grant for what it asks is made on the spot.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  let discoveryReads = 0;
  server.on('request', (request) => {
    if (request.url?.startsWith('/.well-known/openid-configuration')) discoveryReads += 1;
  });
  server.on('request', provider.callback());

  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    };
    const go = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
      });
      keep(response);
      return response;
    };
    let response = await go(authorizationUrl);
    for (let step = 0; step < 10; step += 1) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, issuer);
        if (next.origin !== new URL(issuer).origin) return next;
        response = await go(next.href);
        continue;
      }
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (response.status !== 200 || !action) {
        throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
      }
      response = await go(new URL(action, issuer).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
    }
    throw new Error('The provider never sent the browser back.');
  }

  return {
    issuer,
    hostPort: `127.0.0.1:${port}`,
    clientId,
    clientSecret,
    signIn,
    discoveryReads: () => discoveryReads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
