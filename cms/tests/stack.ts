// The whole stack in one test process, as in production: Strapi on a temporary database, the
// booking service against it, and the gateway in front of both on loopback ports.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type BookingApp } from '../../booking-service/src/app';
import { loadConfig as bookingConfig } from '../../booking-service/src/config';
import { createTestDb, type TestDb } from '../../booking-service/tests/support/db';
import { createGateway } from '../../web/server/src/app';
import { loadConfig as gatewayConfig } from '../../web/server/src/config';
import type { Logger } from '@mystic/shared/log';
import { startStrapi, type TestStrapi } from './strapi';

const JWT_SECRET = 'stack-test-jwt-secret-0123456789abcdef';
const CMS_API_TOKEN = 'stack-test-cms-token-0123456789abcdef';
const BOOKING_ADMIN_TOKEN = 'stack-test-admin-token-0123456789abcdef';

export interface Stack {
  cms: TestStrapi;
  booking: BookingApp;
  /** The booking service's own address (the CMS's BOOKING_URL). */
  bookingUrl: string;
  /** Its BOOKING_ADMIN_TOKEN. */
  bookingAdminToken: string;
  /** The gateway's port on 127.0.0.1. */
  port: number;
  close(): Promise<void>;
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export interface StackLogs {
  /** The gateway's and the booking service's loggers (tests capture their lines). */
  gateway?: Logger;
  booking?: Logger;
}

export async function startStack(
  cmsEnv: Record<string, string> = {},
  logs: StackLogs = {},
): Promise<Stack> {
  process.env.TEST_JWT_SECRET = JWT_SECRET;
  process.env.TEST_CMS_API_TOKEN = CMS_API_TOKEN;
  const cms = await startStrapi({
    MEMBER_LOGIN_IP_MAX: '100000',
    MEMBER_REGISTER_IP_MAX: '100000',
    MEMBER_PASSWORD_IP_MAX: '100000',
    ...cmsEnv,
  });
  const cmsUrl = `http://127.0.0.1:${await listen(cms.server)}`;
  const db: TestDb = await createTestDb('sqlite');
  const booking = await createApp({
    config: bookingConfig({
      NODE_ENV: 'test',
      JWT_SECRET,
      CMS_API_TOKEN,
      CMS_URL: cmsUrl,
      BOOKING_ADMIN_TOKEN,
      PUBLIC_URL: 'http://localhost:8080',
      ...db.env,
    }),
    db: db.db,
    dbKind: db.kind,
    pushSender: null,
    log: logs.booking,
  });
  const bookingServer = http.createServer(booking.app);
  const bookingUrl = `http://127.0.0.1:${await listen(bookingServer)}`;
  const gateway = http.createServer(
    createGateway(
      gatewayConfig({
        CMS_URL: cmsUrl,
        BOOKING_URL: bookingUrl,
        WEB_LOG_REQUESTS: logs.gateway ? 'true' : 'false',
      }),
      undefined,
      logs.gateway,
    ),
  );
  const port = await listen(gateway);
  return {
    cms,
    booking,
    bookingUrl,
    bookingAdminToken: BOOKING_ADMIN_TOKEN,
    port,
    async close() {
      gateway.closeAllConnections();
      gateway.close();
      bookingServer.closeAllConnections();
      bookingServer.close();
      booking.ctx.sessions.stop();
      await booking.ctx.background.idle();
      await db.cleanup();
      await cms.close();
      delete process.env.TEST_JWT_SECRET;
      delete process.env.TEST_CMS_API_TOKEN;
    },
  };
}

export interface Answer {
  status: number;
  type: string;
  body: string;
}

/** One request to the gateway; rejects when no answer comes within 5 s. */
export function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.setTimeout(5_000, () => {
      req.destroy();
      reject(new Error(`no answer to ${method} ${path} within 5 s`));
    });
    req.on('error', reject);
    req.end(body);
  });
}
