/**
 * HAProxy's runtime API on a local socket, for the scripts and benches that run
 * deploy/haproxy.cfg on one machine: how HAProxy sees each Worksphere process. No imports
 * beyond Node's own, so a bench can use it without loading the server.
 */
import net from 'node:net';

/** The config with HAProxy's runtime API on a local socket, to ask it how it sees each process. */
export function withStatsSocket(config: string, socketPath: string): string {
  return config.replace(/^global\n/m, `global\n    stats socket ${socketPath}\n`);
}

/** Each server's state as HAProxy sees it (`show stat`): UP, NOLB (draining), DOWN, "UP 1/3"... */
export function proxyServerStates(socketPath: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header = '', ...rows] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const [name, status] = [columns.indexOf('svname'), columns.indexOf('status')];
      const states = new Map<string, string>();
      for (const row of rows.map((line) => line.split(','))) {
        if (/^worksphere\d+$/.test(row[name] ?? '')) states.set(row[name]!, row[status] ?? '');
      }
      resolve(states);
    });
    socket.write('show stat\n');
  });
}

/**
 * True once HAProxy sends the process new work again (UP after `rise` good checks): a rolling
 * restart stops the next process only then, or for a moment no process would take requests (a
 * draining one gets none).
 */
export async function proxyTookBack(socketPath: string, server: string): Promise<boolean> {
  const states = await proxyServerStates(socketPath).catch(() => new Map<string, string>());
  return states.get(server) === 'UP';
}
