import { COLLEAGUE_CALL_RING_MS } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('ICE_SERVERS and COLLEAGUE_CALL_RING_MS', () => {
  it('default to no STUN/TURN server and a 30 s ring', () => {
    expect(loadConfig({}).colleagueCalls).toEqual({
      iceServers: [],
      ringMs: COLLEAGUE_CALL_RING_MS,
    });
    expect(loadConfig({ ICE_SERVERS: '  ' }).colleagueCalls.iceServers).toEqual([]);
  });

  it('read a JSON array of RTCIceServer', () => {
    const servers = [
      { urls: 'stun:stun.example.com:3478' },
      {
        urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
        username: 'worksphere',
        credential: 'long secret',
      },
    ];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).colleagueCalls.iceServers).toEqual(
      servers,
    );
  });

  it.each([
    ['not JSON', '[{urls:'],
    ['not an array', '{"urls":"stun:a"}'],
    ['no scheme', '[{"urls":"stun.example.com"}]'],
    ['a TURN server without credentials', '[{"urls":"turn:turn.example.com"}]'],
    ['an unknown field', '[{"urls":"stun:a","password":"x"}]'],
  ])('refuse %s at start', (_name, value) => {
    expect(() => loadConfig({ ICE_SERVERS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ICE_SERVERS: value })).toThrow(/ICE_SERVERS/);
  });

  it('refuse a ring shorter than a second', () => {
    expect(() => loadConfig({ COLLEAGUE_CALL_RING_MS: '10' })).toThrow(/COLLEAGUE_CALL_RING_MS/);
  });
});
