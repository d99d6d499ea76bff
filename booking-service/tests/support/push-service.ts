// A stand-in push service for tests (web-push speaks only https): records what arrives and
// answers 201, or 410 for endpoints marked gone. Used by every push test.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

function selfSignedCert() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const out = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

export async function startPushService() {
  const received: { path: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  const gone = new Set<string>();
  const server = https.createServer(selfSignedCert(), (req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(gone.has(req.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, gone, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A browser's subscription keys (a real P-256 key, so web-push can encrypt to it). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}
