// `npm start`: install what is missing, create secrets on first run, build what is stale, then
// run Strapi, the booking service and the gateway behind http://localhost:8080.
// `npm run dev`: the same with watch and hot reload (Vite dev server on :5173).
// Ctrl-C stops all three; if one dies, the others are stopped and the reason printed.
import { mkdirSync } from 'node:fs';
import { ensureEnvFile } from './env.mjs';
import { DATA_DEFAULTS } from './install-paths.mjs';
import { ensureInstalled, join, root, run, spawn } from './lib.mjs';

const dev = process.argv.includes('--dev');
const started = Date.now();

await ensureInstalled();
const fileEnv = ensureEnvFile();
if (dev) run('npm', ['run', 'build', '-w', 'shared']);
else run('node', ['scripts/build.mjs', '--if-needed']);

mkdirSync(join(root, 'data'), { recursive: true });
const env = {
  NODE_ENV: 'development',
  CMS_HOST: '127.0.0.1',
  CMS_PORT: '1337',
  BOOKING_PORT: '4000',
  PORT: '8080',
  CMS_URL: 'http://127.0.0.1:1337',
  BOOKING_URL: 'http://127.0.0.1:4000',
  ...DATA_DEFAULTS,
  TIME_ZONE: 'Asia/Yangon',
  ...fileEnv,
  ...process.env,
};
// The public address follows the gateway's port (`PORT=8090 npm start`) unless it is set itself.
env.PUBLIC_URL ||= dev ? 'http://localhost:5173' : `http://localhost:${env.PORT}`;
const publicUrl = env.PUBLIC_URL;

const strapiBin = join(root, 'cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
// Each process exits by itself if this one is killed outright (see exit-with-parent.cjs).
const exitWithParent = ['--require', join(root, 'scripts', 'exit-with-parent.cjs')];
const processes = dev
  ? [
      {
        name: 'cms',
        cmd: process.execPath,
        args: [...exitWithParent, strapiBin, 'develop', '--no-watch-admin'],
        cwd: join(root, 'cms'),
      },
      {
        name: 'booking',
        cmd: 'npx',
        args: ['tsx', 'watch', 'src/server.ts'],
        cwd: join(root, 'booking-service'),
      },
      {
        name: 'web',
        cmd: 'npx',
        args: ['vite', '--port', '5173', '--strictPort'],
        cwd: join(root, 'web'),
      },
    ]
  : [
      {
        name: 'cms',
        cmd: process.execPath,
        args: [...exitWithParent, strapiBin, 'start'],
        cwd: join(root, 'cms'),
      },
      {
        name: 'booking',
        cmd: process.execPath,
        args: [...exitWithParent, 'dist/server.js'],
        cwd: join(root, 'booking-service'),
      },
      {
        name: 'web',
        cmd: process.execPath,
        args: [...exitWithParent, 'server-dist/server.js'],
        cwd: join(root, 'web'),
      },
    ];

const colours = { cms: 35, booking: 36, web: 33 };
const children = new Map();
let stopping = false;

function prefixLines(name, stream, out) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) out.write(`\x1b[${colours[name]}m[${name}]\x1b[0m ${line}\n`);
  });
}

for (const p of processes) {
  // Each child leads its own process group, so stopping it also stops anything it spawned.
  const child = spawn(p.cmd, p.args, {
    cwd: p.cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(p.name, child);
  prefixLines(p.name, child.stdout, process.stdout);
  prefixLines(p.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(p.name);
    if (stopping) return;
    console.error(
      `\n✗ ${p.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the others`,
    );
    stop(1);
  });
}

function signalAll(signal) {
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  signalAll('SIGTERM');
  const deadline = setTimeout(() => {
    signalAll('SIGKILL');
    process.exit(code);
  }, 10_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(code);
    }
  }, 100);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
// Last resort if this process is ended some other way: take the children along.
process.on('exit', () => signalAll('SIGKILL'));

async function waitUntilReady() {
  const url = dev ? 'http://127.0.0.1:5173/api/get-info' : `http://127.0.0.1:${env.PORT}/healthz`;
  const limit = Date.now() + 300_000;
  while (!stopping && Date.now() < limit) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

if (await waitUntilReady()) {
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  const line = '─'.repeat(64);
  console.log(`\n${line}`);
  console.log(`  The site is ready (${secs} s):  ${publicUrl}`);
  console.log(`  Reader's admin:                ${publicUrl.replace(':5173', ':1337')}/admin`);
  // The reader's own login (her Reader role: what she sees), then the Super Admin for setup.
  if (env.NODE_ENV !== 'production' && env.DEV_ADMIN_EMAIL) {
    console.log(
      `  Reader login (her admin):      ${env.DEV_ADMIN_EMAIL} / ${env.DEV_ADMIN_PASSWORD}`,
    );
  }
  if (env.NODE_ENV !== 'production' && env.DEV_SETUP_EMAIL) {
    console.log(
      `  Setup login (Super Admin):     ${env.DEV_SETUP_EMAIL} / ${env.DEV_SETUP_PASSWORD}`,
    );
  }
  console.log('  Ctrl-C stops everything.');
  console.log(`${line}\n`);
} else if (!stopping) {
  console.error('✗ the site did not become ready within 5 minutes; stopping');
  stop(1);
}
