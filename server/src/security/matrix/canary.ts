import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server on this machine that no refused URL may reach: it counts every TCP connection (not
 * only complete HTTP requests). It listens on every local address, IPv4 and IPv6 (`::`), so
 * 127.0.0.1, 127.x, 0.0.0.0, ::1 and the mapped forms all land here.
 */
export async function startCanary(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server = http.createServer((_req, res) => res.end('canary'));
  server.on('connection', () => { connections += 1; });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: '::', ipv6Only: false }, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
