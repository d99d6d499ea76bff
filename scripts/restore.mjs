// `npm run restore -- <archive>`: brings a `npm run backup` archive back into an EMPTY install
// (no database file or an empty PostgreSQL database, empty upload folders), described by the same
// settings as `npm start` (.env and the environment). It refuses to write over data, and refuses
// an archive of another database kind than the install's (SQLite vs PostgreSQL).
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { installPaths } from './install-paths.mjs';

const archive = process.argv[2];
if (!archive || !existsSync(archive)) {
  console.error('usage: npm run restore -- <archive from npm run backup>');
  process.exit(2);
}

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    throw new Error(`${cmd} failed: ${r.error?.message ?? r.stderr.trim()}`);
  }
  return r.stdout;
}

const folderHasData = (dir) =>
  existsSync(dir) && readdirSync(dir).some((name) => name !== '.gitkeep');

function checkEmpty(name, db) {
  if (db.kind === 'sqlite') {
    if (existsSync(db.filename) && statSync(db.filename).size > 0) {
      throw new Error(`the ${name} database already exists: ${db.filename}`);
    }
    return;
  }
  const tables = run('psql', [
    db.url,
    '-tAc',
    "select count(*) from information_schema.tables where table_schema = 'public'",
  ]).trim();
  if (tables !== '0') throw new Error(`the ${name} PostgreSQL database is not empty`);
}

function restoreDatabase(name, part, db, staging) {
  if (part.kind !== db.kind) {
    throw new Error(`the archive's ${name} database is ${part.kind}; this install uses ${db.kind}`);
  }
  if (db.kind === 'sqlite') {
    mkdirSync(dirname(db.filename), { recursive: true });
    copyFileSync(join(staging, part.file), db.filename);
  } else {
    run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--dbname',
      db.url,
      join(staging, part.file),
    ]);
  }
}

const paths = installPaths();
const staging = mkdtempSync(join(tmpdir(), 'mystic-restore-'));
try {
  run('tar', ['-xzf', resolve(archive), '-C', staging]);
  const manifest = JSON.parse(readFileSync(join(staging, 'manifest.json'), 'utf8'));
  if (manifest.format !== 1) throw new Error(`unknown archive format ${manifest.format}`);
  // Every check before any write: a refused restore leaves the install as it was.
  checkEmpty('CMS', paths.cms);
  checkEmpty('booking', paths.booking);
  for (const dir of [paths.cmsUploads, paths.bookingUploads]) {
    if (folderHasData(dir)) throw new Error(`the upload folder is not empty: ${dir}`);
  }
  restoreDatabase('CMS', manifest.cms, paths.cms, staging);
  restoreDatabase('booking', manifest.booking, paths.booking, staging);
  for (const [part, dir] of [
    [manifest.cmsUploads, paths.cmsUploads],
    [manifest.bookingUploads, paths.bookingUploads],
  ]) {
    mkdirSync(dir, { recursive: true });
    cpSync(join(staging, part), dir, { recursive: true });
  }
  console.log(`✓ restored the backup of ${manifest.createdAt}`);
} catch (error) {
  console.error(`✗ restore failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
}
