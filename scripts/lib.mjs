// Helpers for the root scripts. Only Node built-ins: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * CPU seconds used so far by this process's children that have ended, theirs included (Linux's
 * cutime and cstime in /proc/self/stat: a child's time joins them when it is reaped); null where
 * there is no /proc. The difference across a step is the CPU it took, on every core together.
 */
export function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command's name, from the third (state): cutime is the 16th, cstime the 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // USER_HZ: 100 ticks a second
  } catch {
    return null;
  }
}

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

/** The end of `npm test` and the like: each step's time (and CPU, where known), then the total. */
export function printTimings(timings, started) {
  const cpu = (s) => (s === null || s === undefined ? '' : `  ${s.toFixed(0).padStart(5)} CPU-s`);
  for (const [name, ms, cpuS] of timings) {
    console.log(`  ${name.padEnd(24)} ${(ms / 1000).toFixed(1).padStart(6)} s${cpu(cpuS)}`);
  }
  const total = timings.reduce(
    (sum, [, , s]) => (s === null || s === undefined ? sum : sum + s),
    0,
  );
  console.log(
    `  ${'total'.padEnd(24)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s${cpu(total)}`,
  );
}

/** The installs that are missing: root (with the booking service's SQLite) and cms. */
export function missingInstalls() {
  return {
    root: !existsSync(join(root, 'node_modules', '.package-lock.json')),
    cms: !existsSync(join(root, 'cms', 'node_modules', '.mystic-install-stamp')),
    // better-sqlite3 is compiled from source (no prebuilt binaries are downloaded here).
    sqlite: !existsSync(
      join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
    ),
  };
}

/**
 * The install steps for runLanes: the root packages, cms's packages, and (with `compileApart`)
 * the compile of better-sqlite3 as a step of its own. That compile is one single-threaded C file
 * of about a hundred seconds: apart, the steps that do not need SQLite (lint, type checks, the
 * other core's work) run beside it instead of waiting for it.
 */
export function installSteps({ compileApart = false } = {}) {
  const missing = missingInstalls();
  // Not `npm ci`: the registry mirror here lacks some other platforms' optional packages,
  // which `npm ci` treats as an out-of-sync lock. `npm install` honours the same lock.
  const rootStep = missing.root && [
    'install root',
    'npm',
    // --prefer-offline: see scripts/install-cms.mjs.
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      ...(compileApart ? ['--ignore-scripts'] : []),
    ],
    // When cms is missing it is a step of its own beside this one, not this install's postinstall.
    { MYSTIC_SKIP_CMS_INSTALL: missing.cms ? '1' : (process.env.MYSTIC_SKIP_CMS_INSTALL ?? '') },
  ];
  // The one install script of the root tree that matters: SQLite's compile. (esbuild's, also
  // skipped, only swaps its command's Node wrapper for the binary; its API finds the binary.)
  // Also when an earlier run installed the packages but its compile did not finish.
  const compileStep = ((compileApart && missing.root) || (!missing.root && missing.sqlite)) && [
    'compile sqlite',
    'npm',
    ['rebuild', 'better-sqlite3'],
  ];
  const cmsStep = missing.cms && [
    'install cms',
    'node',
    ['scripts/install-cms.mjs'],
    { MYSTIC_SKIP_CMS_INSTALL: '' },
  ];
  return { rootStep, compileStep, cmsStep };
}

/**
 * Installs dependencies when node_modules (root or cms) is missing: the two installs side by side.
 * Resolves with the milliseconds spent.
 */
export async function ensureInstalled() {
  const { rootStep, compileStep, cmsStep } = installSteps();
  if (!rootStep && !compileStep && !cmsStep) return 0;
  console.log('▶ installing dependencies (first run: a few minutes)');
  const started = Date.now();
  await runLanes([[rootStep, compileStep], [cmsStep]].map((lane) => lane.filter(Boolean)));
  return Date.now() - started;
}

/**
 * Runs lanes side by side; the steps of a lane run one after another. A step is
 * [name, cmd, args, env?, { after?: names }]: with `after`, it also waits for those steps of other
 * lanes (a step left out of this run counts as done). A step's output is kept and printed when it
 * ends, so lanes never interleave. The first failure stops the other lanes and exits. Resolves
 * with [name, ms, CPU seconds or null] for every step, in the order they were given.
 */
export async function runLanes(lanes) {
  const children = new Set();
  const timings = new Map();
  const done = new Map();
  // A step's CPU: what the children's total grew by when it was reaped ('exit' comes right after).
  let cpuSoFar = childCpuSeconds();
  for (const [name] of lanes.flat()) {
    let resolve;
    done.set(name, { promise: new Promise((r) => (resolve = r)), resolve });
  }
  const runStep = async ([name, cmd, args, env = {}, { after = [] } = {}]) => {
    await Promise.all(after.map((other) => done.get(other)?.promise));
    await new Promise((resolve) => {
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
      let cpu = null;
      child.once('exit', () => {
        const now = childCpuSeconds();
        if (now !== null) [cpu, cpuSoFar] = [now - cpuSoFar, now];
      });
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
        timings.set(name, [ms, cpu]);
        resolve();
      });
    });
    done.get(name).resolve();
  };
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runStep(step);
    }),
  );
  return lanes.flat().map(([name]) => [name, ...timings.get(name)]);
}

export { spawn, existsSync, join };
