/**
 * The bare co-editing engine for bench/co-editing.bench.ts: Hocuspocus (the same library and
 * version as the product) on a plain HTTP server, no sign-in, no checks, no storage. GET
 * /health answers 200 once it listens; WebSocket upgrades on any path open the document asked.
 */
import http from 'node:http';
import { Hocuspocus } from '@hocuspocus/server';
import { WebSocketServer } from 'ws';

const hocuspocus = new Hocuspocus({ name: 'bare-collab', quiet: true });
const sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
});
server.on('upgrade', (request, socket, head) => {
  sockets.handleUpgrade(request, socket, head, (ws) => hocuspocus.handleConnection(ws, request));
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
