import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtp).toBeUndefined();
    expect(config.uploadLimitBytes).toBe(25 * 1024 * 1024);
  });

  it('reads the storage quota (10 GB by default) and the upload rate limit, refusing nonsense', () => {
    expect(loadConfig({}).storageQuotaBytes).toBe(10 * 1024 ** 3);
    expect(loadConfig({}).uploadRateLimit).toEqual({ max: 60, windowMs: 60_000 });
    const config = loadConfig({
      STORAGE_QUOTA_BYTES: '1048576',
      UPLOAD_RATE_LIMIT_MAX: '5',
      UPLOAD_RATE_LIMIT_WINDOW_MS: '1000',
    });
    expect(config.storageQuotaBytes).toBe(1_048_576);
    expect(config.uploadRateLimit).toEqual({ max: 5, windowMs: 1000 });
    for (const STORAGE_QUOTA_BYTES of ['0', '-1', '10GB', '1.5']) {
      expect(() => loadConfig({ STORAGE_QUOTA_BYTES })).toThrow(/STORAGE_QUOTA_BYTES/);
    }
    expect(() => loadConfig({ UPLOAD_RATE_LIMIT_MAX: '0' })).toThrow(/UPLOAD_RATE_LIMIT_MAX/);
  });

  it('treats empty variables as unset and trims a trailing slash off PUBLIC_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://ws.example.com/' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://ws.example.com');
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SMTP_SECURE: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SMTP_SECURE');
  });

  it('reads SMTP settings when a host is given', () => {
    const config = loadConfig({ SMTP_HOST: 'mail.local', SMTP_PORT: '2525', SMTP_SECURE: 'true' });
    expect(config.smtp).toEqual({
      host: 'mail.local',
      port: 2525,
      secure: true,
      user: undefined,
      password: undefined,
    });
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that is no address, range or count', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0/8', '127.0.0.1,example.com', 'fe80::/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the per-account throttle, the cap never below the first delay', () => {
    expect(loadConfig({}).accountThrottle).toEqual({
      failures: 5,
      windowMs: 900_000,
      delayMs: 30_000,
      maxDelayMs: 300_000,
    });
    const config = loadConfig({
      ACCOUNT_THROTTLE_DELAY_MS: '600000',
      ACCOUNT_THROTTLE_MAX_DELAY_MS: '1000',
    });
    expect(config.accountThrottle.maxDelayMs).toBe(600_000);
  });
  it('reads OUTBOUND_ALLOWED_HOSTS as exact host:port pairs and refuses anything else', () => {
    expect(loadConfig({}).outboundAllowedHosts).toEqual([]);
    expect(
      loadConfig({ OUTBOUND_ALLOWED_HOSTS: ' Push.Internal:8443, 127.0.0.1:4000,[::1]:9000 ,' })
        .outboundAllowedHosts,
    ).toEqual(['push.internal:8443', '127.0.0.1:4000', '[::1]:9000']);
    for (const bad of ['push.internal', '127.0.0.1:*', 'http://x:1', 'x:0', 'x:70000', '*:443']) {
      expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: bad }), bad).toThrow(
        /OUTBOUND_ALLOWED_HOSTS/,
      );
    }
  });
  it('reads SECRETS_KEY as 32 base64 bytes and WEATHER_BASE_URL without a trailing slash', () => {
    const key = Buffer.alloc(32, 1);
    expect(loadConfig({ SECRETS_KEY: key.toString('base64') }).secretsKey).toEqual(key);
    expect(loadConfig({}).secretsKey).toBeUndefined();
    expect(() => loadConfig({ SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /SECRETS_KEY/,
    );
    expect(loadConfig({}).weatherBaseUrl).toBe('https://api.open-meteo.com');
    expect(loadConfig({ WEATHER_BASE_URL: 'http://meteo.local:8080/' }).weatherBaseUrl).toBe(
      'http://meteo.local:8080',
    );
  });
});
