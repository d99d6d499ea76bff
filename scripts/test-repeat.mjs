// `npm run test:repeat -- <test file> [times]`: runs one test file again and again with no
// retries and reports which runs failed, to hunt a flaky test down to its cause.
// A Playwright spec (web/e2e/*.spec.ts) runs against the stack its global setup starts; any other
// file runs under Vitest in the package that holds it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './lib.mjs';

const [file, timesArg = '5'] = process.argv.slice(2);
const times = Number(timesArg);
if (!file || !Number.isInteger(times) || times < 1) {
  console.error('usage: npm run test:repeat -- <test file> [times ≥ 1, default 5]');
  process.exit(2);
}
const path = resolve(process.cwd(), file);
if (!existsSync(path)) {
  console.error(`no such test file: ${file}`);
  process.exit(2);
}

/** The folder holding the nearest package.json (or vitest config) above the file. */
function packageRoot(p) {
  let dir = dirname(p);
  while (
    dir !== root &&
    !existsSync(join(dir, 'package.json')) &&
    !existsSync(join(dir, 'vitest.config.ts'))
  ) {
    dir = dirname(dir);
  }
  return dir;
}

const isE2e = relative(join(root, 'web', 'e2e'), path).startsWith('..') === false;
let command;
if (isE2e) {
  const build = spawnSync('node', ['scripts/build.mjs', '--if-needed'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  command = [
    'npx',
    ['playwright', 'test', '-c', 'web/playwright.config.ts', '--retries=0', path],
    root,
  ];
} else {
  const cwd = packageRoot(path);
  command = ['npx', ['vitest', 'run', '--retry=0', relative(cwd, path)], cwd];
}

const failed = [];
const durations = [];
for (let i = 1; i <= times; i++) {
  console.log(`\n▶ run ${i} of ${times}: ${relative(root, path)}`);
  const started = Date.now();
  const r = spawnSync(command[0], command[1], { cwd: command[2], stdio: 'inherit' });
  durations.push((Date.now() - started) / 1000);
  if (r.status !== 0) failed.push(i);
}
console.log(
  `\n${times - failed.length} passed, ${failed.length} failed` +
    (failed.length ? ` (runs ${failed.join(', ')})` : '') +
    `; run times ${durations.map((s) => s.toFixed(1)).join(', ')} s`,
);
process.exit(failed.length ? 1 : 0);
