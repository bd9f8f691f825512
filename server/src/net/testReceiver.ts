import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A local HTTP server for tests of outgoing calls: records every request (raw body included)
 * and answers with `answer` (which may also never answer, to test timeouts).
 */
export async function startTestReceiver(answer: (req: ReceivedRequest, res: http.ServerResponse) => void = (_, res) => res.end('ok')) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
