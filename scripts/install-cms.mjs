// Strapi's admin needs React 18 while the SPA uses React 19, so `cms` has its own install.
// better-sqlite3 is not in it: Node finds the root's copy (the booking service's, same version)
// from cms/ by walking up, so the 1-2 minute compile of SQLite happens once, not twice.
// The root `npm install`/`npm ci` runs this afterwards; it is skipped when cms/node_modules
// already matches cms/package-lock.json.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const lockFile = join(cmsDir, 'package-lock.json');
const stampFile = join(cmsDir, 'node_modules', '.mystic-install-stamp');

if (process.env.MYSTIC_SKIP_CMS_INSTALL === '1') process.exit(0);

const lockHash = existsSync(lockFile)
  ? createHash('sha256').update(readFileSync(lockFile)).digest('hex')
  : 'no-lock';
if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash) process.exit(0);

// Not `npm ci`: this registry mirror lacks some other platforms' optional packages, which
// makes `npm ci` reject a lock that `npm install` honours (same versions, lock left as is).
const args = existsSync(lockFile) ? ['install', '--no-save'] : ['install'];
console.log(`[install-cms] npm ${args[0]} in cms/ (Strapi, a few minutes on first install)`);
// --prefer-offline: a package already in npm's cache is not revalidated with the registry (one
// request per package). By hand it saved about a quarter of the root install's user CPU here;
// CI runs' install times vary more than that, so it is not shown there (2026-11-28).
const result = spawnSync('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline'], {
  cwd: cmsDir,
  stdio: 'inherit',
  env: { ...process.env, npm_config_workspaces: 'false' },
});
if (result.status !== 0) {
  console.error('[install-cms] installing cms/ failed');
  process.exit(result.status ?? 1);
}
writeFileSync(stampFile, lockHash);
