// Caddy from deploy/Caddyfile, run for real in front of an e2e stack's gateway (web/e2e/https.spec.ts):
// the production file unchanged, with only what a test needs added to its global options
// (loopback ports, certificates from Caddy's own local CA instead of Let's Encrypt, no admin
// endpoint, the CA kept out of the system's trust store), and every file Caddy writes in a
// temporary folder.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './stack';

export const DEPLOY_CADDYFILE = join(repoRoot, 'deploy', 'Caddyfile');

/** Whether a `caddy` binary is on PATH (Debian's package; .ci/run installs it). */
export function hasCaddy(): boolean {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface EdgeOptions {
  /** PUBLIC_URL, e.g. https://localhost:PORT: the site block Caddy serves. */
  publicUrl: string;
  /** Other names, redirected to publicUrl (deploy/Caddyfile's SITE_ALIASES). */
  aliases: string[];
  /** The gateway(s), host:port. */
  gateways: string[];
  httpPort: number;
  httpsPort: number;
  /** deploy/Caddyfile's GATEWAY_CHECKS: 'gateways-pair' is compose's (health checks on /healthz). */
  gatewayChecks?: 'gateway-alone' | 'gateways-pair';
}

export interface Edge {
  /** Caddy's local root certificate (PEM): the CA a client trusts for this edge. */
  rootCa: string;
  /** Base64 SHA-256 of the intermediate CA's public key, for Chromium's SPKI allow-list. */
  intermediateSpki: string;
  dir: string;
  stop(): Promise<void>;
}

/** The environment deploy/Caddyfile reads, plus XDG folders so Caddy writes nothing in $HOME. */
export function caddyEnv(dir: string, vars: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: dir,
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_CONFIG_HOME: join(dir, 'config'),
    ...vars,
  };
}

/** deploy/Caddyfile with the test's settings added at the top of its global options block. */
function testCaddyfile(o: EdgeOptions): string {
  const production = readFileSync(DEPLOY_CADDYFILE, 'utf8');
  const globals = production.match(/^\{\n/m);
  if (!globals || globals.index === undefined)
    throw new Error('deploy/Caddyfile has no global options block');
  const at = globals.index + globals[0].length;
  const extra = [
    'admin off',
    // Loopback only: nothing of the test is reachable from outside the machine.
    'default_bind 127.0.0.1',
    `http_port ${o.httpPort}`,
    `https_port ${o.httpsPort}`,
    // `tls internal` for every site: certificates from Caddy's own CA, no ACME.
    'local_certs',
    'skip_install_trust',
  ].map((line) => `\t${line}\n`);
  return production.slice(0, at) + extra.join('') + production.slice(at);
}

const spkiOf = (pem: string) =>
  createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

/** One HTTPS GET trusting `ca`; resolves with the status (rejects while Caddy is not up). */
function httpsStatus(url: string, ca: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

export async function startEdge(o: EdgeOptions, timeoutMs = 30_000): Promise<Edge> {
  const dir = mkdtempSync(join(tmpdir(), 'mystic-caddy-'));
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, testCaddyfile(o));
  const log = join(dir, 'caddy.log');
  const child: ChildProcess = spawn(
    'caddy',
    ['run', '--config', config, '--adapter', 'caddyfile'],
    {
      env: caddyEnv(dir, {
        PUBLIC_URL: o.publicUrl,
        SITE_ALIASES: o.aliases.join(' '),
        GATEWAYS: o.gateways.join(' '),
        GATEWAY_CHECKS: o.gatewayChecks ?? 'gateway-alone',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Without a caddy binary (spawn ENOENT) the loop below reports it instead of the worker crashing.
  let spawnError: Error | undefined;
  child.on('error', (err) => (spawnError = err));
  const out = createWriteStream(log);
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);

  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null)
        return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });

  // Up once its CA exists and the site answers over HTTPS with a certificate from that CA.
  const pki = join(dir, 'data', 'caddy', 'pki', 'authorities', 'local');
  const limit = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < limit) {
    if (spawnError) {
      await stop();
      throw new Error(`caddy could not start (apt-get install caddy): ${spawnError.message}`);
    }
    if (child.exitCode !== null) {
      const tail = readFileSync(log, 'utf8').split('\n').slice(-20).join('\n');
      await stop();
      throw new Error(`caddy exited (${child.exitCode}) while starting:\n${tail}`);
    }
    try {
      const rootCa = readFileSync(join(pki, 'root.crt'), 'utf8');
      await httpsStatus(`${o.publicUrl}/robots.txt`, rootCa);
      const intermediateSpki = spkiOf(readFileSync(join(pki, 'intermediate.crt'), 'utf8'));
      return { rootCa, intermediateSpki, dir, stop };
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`caddy did not serve ${o.publicUrl} within ${timeoutMs / 1000} s: ${lastError}`);
}
