import type { Server } from 'node:http';
import { drainUnreadBody } from '@mystic/shared';

/**
 * Connection settings of the CMS's HTTP server, whose keep-alive client is the gateway.
 * - Idle connections are kept longer (65 s) than the gateway keeps them (4 s; Node's default
 *   here is 5 s), so the gateway always closes first and never sends a request on a socket
 *   Strapi is closing (the 502 bursts of issue 14).
 * - The rest of a body the parser gave up on is read and dropped once its answer is sent, so it
 *   cannot wedge the connection for the next request (the 5 s register hang).
 */
export function tuneHttpServer(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.prependListener('request', drainUnreadBody);
}
