// `npm run backup [-- --out <folder>]`: one timestamped archive holding a consistent copy of
// both databases and both upload folders, taken while the site runs.
// - SQLite: the online backup API (a reader never blocks the site; WAL pages are included).
// - PostgreSQL: pg_dump's custom format (one snapshot per database).
// The archive is a .tar.gz with a manifest.json saying what each part is; `npm run restore`
// reads it. A nightly cron line is in the README.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { installPaths } from './install-paths.mjs';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = resolve(outIndex >= 0 ? args[outIndex + 1] : join(root, 'backups'));

function must(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.error || r.status !== 0) {
    throw new Error(`${cmd} failed (${r.error?.message ?? `exit ${r.status}`})`);
  }
}

async function dumpDatabase(name, db, staging) {
  if (db.kind === 'postgres') {
    must('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--file',
      join(staging, `${name}.pgdump`),
      db.url,
    ]);
    return { kind: 'postgres', file: `${name}.pgdump` };
  }
  if (!existsSync(db.filename)) throw new Error(`${name} database not found: ${db.filename}`);
  const Database = require('better-sqlite3');
  const source = new Database(db.filename, { readonly: true, fileMustExist: true });
  try {
    await source.backup(join(staging, `${name}.db`));
  } finally {
    source.close();
  }
  return { kind: 'sqlite', file: `${name}.db` };
}

function copyFolder(name, from, staging) {
  const to = join(staging, name);
  mkdirSync(to, { recursive: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
  return name;
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const paths = installPaths();
const staging = mkdtempSync(join(tmpdir(), 'mystic-backup-'));
try {
  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    cms: await dumpDatabase('cms', paths.cms, staging),
    booking: await dumpDatabase('booking', paths.booking, staging),
    cmsUploads: copyFolder('cms-uploads', paths.cmsUploads, staging),
    bookingUploads: copyFolder('booking-uploads', paths.bookingUploads, staging),
  };
  writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  mkdirSync(outDir, { recursive: true });
  const archive = join(outDir, `mystic-backup-${stamp}.tar.gz`);
  must('tar', ['-czf', archive, '-C', staging, '.']);
  console.log(archive);
} catch (error) {
  console.error(`✗ backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
}
