// Stand-in gateways for web/e2e/https.spec.ts: what Caddy sends them is what they answer, so the
// spec can see the forwarded headers, which requests were tried again on the other one, and
// whether Caddy reuses its connections.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
}

export interface EchoGateway {
  name: string;
  /** host:port, as deploy/Caddyfile's GATEWAYS lists it. */
  address: string;
  seen: Seen[];
  /** TCP connections Caddy opened to it. */
  connections: number;
  /** What its /healthz says: false answers 503, as a gateway whose CMS is down. */
  healthy: boolean;
  close(): Promise<void>;
}

/**
 * A gateway that answers every request with its name and the headers it received, except that
 * `dropPath` (when given) has its connection cut after the request arrived: no answer at all, as
 * a gateway that died mid-request.
 */
export async function echoGateway(name: string, dropPath?: string): Promise<EchoGateway> {
  const gateway: Omit<EchoGateway, 'address' | 'close'> = {
    name,
    seen: [],
    connections: 0,
    healthy: true,
  };
  const server = http.createServer((req, res) => {
    gateway.seen.push({ method: req.method ?? '', path: req.url ?? '' });
    req.resume();
    req.on('end', () => {
      if (req.url === dropPath) return req.socket.destroy();
      if (req.url === '/healthz' && !gateway.healthy) res.statusCode = 503;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ gateway: name, headers: req.headers }));
    });
  });
  server.on('connection', () => gateway.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(gateway, {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
