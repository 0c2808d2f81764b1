/**
 * HAProxy in front of Worksphere processes on one machine, for the scripts, benches and tests
 * that run deploy/haproxy.cfg: the file with their port and server lines, and HAProxy's runtime
 * API on a local socket (how it sees each process). No imports beyond Node's own, so a bench can
 * use it without loading the server. Its unit test is apps/server/src/deploy-haproxy.test.ts
 * (the server's unit tests run it).
 */
import net from 'node:net';

/** HAProxy's config: deploy/haproxy.cfg, with this run's port and one server line per process. */
export function clusterProxyConfig(template: string, port: number, ports: number[]): string {
  const servers = ports.map((serverPort, index) => {
    return `    server worksphere${index + 1} 127.0.0.1:${serverPort} check`;
  });
  const lines = template.split('\n').filter((line) => !/^\s+server worksphere\d+ /.test(line));
  const withPort = lines.map((line) => line.replace(/^(\s+bind \*:)\d+/, `$1${port}`));
  return [...withPort.join('\n').trimEnd().split('\n'), ...servers, ''].join('\n');
}

/** The config with HAProxy's runtime API on a local socket, to ask it how it sees each process. */
export function withStatsSocket(config: string, socketPath: string): string {
  return config.replace(/^global\n/m, `global\n    stats socket ${socketPath}\n`);
}

/** A line of `show stat` (a frontend, backend or server) by column: pxname, svname, status... */
export type ProxyStatRow = Record<string, string>;

/** `show stat`'s CSV: a header line `# pxname,svname,...`, then a line per proxy and server. */
export function parseShowStat(text: string): ProxyStatRow[] {
  const [header = '', ...lines] = text.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  return lines.map((line) => {
    const values = line.split(',');
    const row: ProxyStatRow = {};
    columns.forEach((column, index) => {
      if (column) row[column] = values[index] ?? '';
    });
    return row;
  });
}

/** Each Worksphere process as HAProxy sees it, by server name (worksphere1...). */
export type ProxyServerStat = {
  /** UP, NOLB (draining), DOWN, "UP 1/3" (rising)... */
  status: string;
  /** Sessions (requests and sockets) HAProxy has sent it so far. */
  sessions: number;
};

/** `show stat` on HAProxy's socket: each worksphereN server's status and sessions so far. */
export function proxyServerStats(socketPath: string): Promise<Map<string, ProxyServerStat>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const stats = new Map<string, ProxyServerStat>();
      for (const row of parseShowStat(text)) {
        if (!/^worksphere\d+$/.test(row.svname ?? '')) continue;
        stats.set(row.svname!, { status: row.status ?? '', sessions: Number(row.stot) });
      }
      resolve(stats);
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
  const stats = await proxyServerStats(socketPath).catch(() => new Map<string, ProxyServerStat>());
  return stats.get(server)?.status === 'UP';
}
