import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A redis-server of the test's own on a loopback port, keeping nothing on disk, for a test that
 * kills Redis or holds its commands back without touching the machine's. `child` is there at
 * once (to kill, also when the start fails); `ready` resolves once it takes connections and
 * rejects if it exits first. Started again on the same port, it is an empty Redis.
 */
export function spawnOwnRedis(port: number): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const ready = new Promise<void>((resolve, reject) => {
    const probe = () => {
      if (child.exitCode !== null) return reject(new Error('redis-server exited'));
      const connection = net.connect({ host: '127.0.0.1', port });
      connection.once('connect', () => (connection.destroy(), resolve()));
      connection.once('error', () => setTimeout(probe, 50));
    };
    probe();
  });
  return { child, ready };
}
