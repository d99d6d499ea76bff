// Helpers for the root scripts. Only Node built-ins: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command to completion, inheriting stdio; exits the process when it fails. */
export function run(cmd, args, opts = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  return Date.now() - started;
}

/**
 * Installs dependencies when node_modules (root or cms) is missing. The two installs run side by
 * side: each compiles better-sqlite3 from source (no prebuilt binaries are downloaded here), a
 * single-threaded compile, so on two cores together they take about as long as one.
 * Resolves with the milliseconds spent.
 */
export async function ensureInstalled() {
  const rootMissing = !existsSync(join(root, 'node_modules', '.package-lock.json'));
  const cmsMissing = !existsSync(join(root, 'cms', 'node_modules', '.mystic-install-stamp'));
  if (!rootMissing && !cmsMissing) return 0;
  console.log('▶ installing dependencies (first run: a few minutes)');
  const started = Date.now();
  const lanes = [];
  // Not `npm ci`: the registry mirror here lacks some other platforms' optional packages,
  // which `npm ci` treats as an out-of-sync lock. `npm install` honours the same lock.
  if (rootMissing) {
    lanes.push([
      [
        'install root',
        'npm',
        ['install', '--no-audit', '--no-fund'],
        { MYSTIC_SKIP_CMS_INSTALL: cmsMissing ? '1' : (process.env.MYSTIC_SKIP_CMS_INSTALL ?? '') },
      ],
    ]);
  }
  if (cmsMissing)
    lanes.push([
      ['install cms', 'node', ['scripts/install-cms.mjs'], { MYSTIC_SKIP_CMS_INSTALL: '' }],
    ]);
  await runLanes(lanes);
  return Date.now() - started;
}

/**
 * Runs lanes side by side; the steps of a lane run one after another. A step's output is kept and
 * printed when it ends, so lanes never interleave. The first failure stops the other lanes and
 * exits. Resolves with [name, ms] for every step, in the order they were given.
 */
export async function runLanes(lanes) {
  const children = new Set();
  const timings = new Map();
  const runStep = ([name, cmd, args, env = {}]) =>
    new Promise((resolve) => {
      const started = Date.now();
      console.log(`▶ ${name} (started)`);
      const child = spawn(cmd, args, {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so stopping it stops what it started (npm → vitest → workers).
        detached: true,
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
      });
      children.add(child);
      const out = [];
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
      child.on('close', (code, signal) => {
        children.delete(child);
        const ms = Date.now() - started;
        console.log(`\n▶ ${name} (${(ms / 1000).toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(out));
        if (code !== 0) {
          console.error(`\n✗ ${name}: ${cmd} ${args.join(' ')} failed (exit ${code ?? signal})`);
          for (const other of children) {
            try {
              process.kill(-other.pid, 'SIGTERM');
            } catch {
              // already gone
            }
          }
          process.exit(code || 1);
        }
        timings.set(name, ms);
        resolve();
      });
    });
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runStep(step);
    }),
  );
  return lanes.flat().map(([name]) => [name, timings.get(name)]);
}

export { spawn, existsSync, join };
