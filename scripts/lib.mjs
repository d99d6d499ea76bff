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

/** Installs dependencies when node_modules (root or cms) is missing. */
export function ensureInstalled() {
  const missing =
    !existsSync(join(root, 'node_modules', '.package-lock.json')) ||
    !existsSync(join(root, 'cms', 'node_modules', '.mystic-install-stamp'));
  if (!missing) return 0;
  console.log('▶ installing dependencies (first run: a few minutes)');
  // Not `npm ci`: the registry mirror here lacks some other platforms' optional packages,
  // which `npm ci` treats as an out-of-sync lock. `npm install` honours the same lock.
  return run('npm', ['install', '--no-audit', '--no-fund']);
}

export { spawn, existsSync, join };
