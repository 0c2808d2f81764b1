import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy to a server on loopback that can drop its connections mid-stream: once `cutAfter`
 * bytes came from the server (over all connections), every connection is torn down, as a
 * server or network that fails during a sync would.
 */
export async function startCuttingProxy(target: () => { host: string; port: number }) {
  let budget = Number.POSITIVE_INFINITY;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const { host, port } = target();
    const upstream = connect(port, host);
    open.add(client);
    open.add(upstream);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => {
      budget -= chunk.length;
      if (budget < 0) return closeBoth();
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    host: '127.0.0.1',
    port,
    hostPort: `127.0.0.1:${port}`,
    /** Drop everything once this many more bytes came from the server (Infinity: never). */
    cutAfter: (bytes: number) => {
      budget = bytes;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
