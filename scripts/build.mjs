// `npm run build`: builds every package. With --if-needed (what `npm start` uses) a package is
// rebuilt only when its sources are newer than its output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const ifNeeded = process.argv.includes('--if-needed');
// `--only=cms` or `--only=web` builds just that side (the test lanes build each beside its tests).
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const SIDE = { cms: ['cms server', 'cms admin panel'] };
const wanted = (name) =>
  !only || (only === 'cms' ? SIDE.cms.includes(name) : !SIDE.cms.includes(name));

/** Newest modification time under the given paths (files or folders), skipping node_modules. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.'))
          walk(join(p, name));
      }
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach((p) => walk(join(root, p)));
  return max;
}

function stale(sources, output) {
  const out = join(root, output);
  if (!existsSync(out)) return true;
  return !ifNeeded || newest(sources) > statSync(out).mtimeMs;
}

const strapi = ['node', ['node_modules/@strapi/strapi/bin/strapi.js']];
const tasks = [
  {
    name: 'shared',
    sources: ['shared/src', 'shared/package.json', 'shared/tsup.config.ts'],
    output: 'shared/dist/index.js',
    cmd: ['npm', ['run', 'build', '-w', 'shared']],
  },
  {
    name: 'booking service',
    sources: ['booking-service/src', 'booking-service/package.json', 'shared/dist'],
    output: 'booking-service/dist/server.js',
    cmd: ['npm', ['run', 'build', '-w', 'booking-service']],
    when: () => existsSync(join(root, 'booking-service', 'src')),
  },
  {
    // The server code alone compiles in seconds; the admin panel (below) takes a minute.
    name: 'cms server',
    sources: ['cms/src', 'cms/config', 'cms/tsconfig.json', 'shared/dist'],
    output: 'cms/dist/src/index.js',
    cmd: [
      'node',
      ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'],
      { cwd: join(root, 'cms') },
    ],
  },
  {
    // `strapi build` compiles the server code too and builds the reader's admin panel.
    name: 'cms admin panel',
    sources: ['cms/src/admin', 'cms/src/plugins', 'cms/package.json', 'cms/package-lock.json'],
    output: 'cms/dist/build/index.html',
    cmd: [strapi[0], [...strapi[1], 'build'], { cwd: join(root, 'cms') }],
  },
  {
    name: 'web app',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'shared/dist'],
    output: 'web/dist/index.html',
    cmd: ['npm', ['run', 'build:spa', '-w', 'web']],
    when: () => existsSync(join(root, 'web', 'index.html')),
  },
  {
    // The server's render of the public pages (issue 43): web/src/entry-server.tsx for the gateway.
    name: 'web server render',
    sources: ['web/src', 'web/index.html', 'web/vite.config.ts', 'shared/dist'],
    output: 'web/dist-ssr/entry-server.js',
    cmd: ['npm', ['run', 'build:ssr', '-w', 'web']],
    when: () => existsSync(join(root, 'web', 'src', 'entry-server.tsx')),
  },
  {
    name: 'gateway',
    sources: ['web/server/src', 'shared/dist'],
    output: 'web/server-dist/server.js',
    cmd: ['npm', ['run', 'build:server', '-w', 'web']],
  },
];

const byName = (name) => tasks.find((t) => t.name === name);
/** `strapi build` compiles the server too: the server alone is compiled only when the panel is not. */
const panelWillBuild = () =>
  wanted('cms admin panel') &&
  stale(byName('cms admin panel').sources, byName('cms admin panel').output);

for (const task of tasks) {
  if (!wanted(task.name) || (task.when && !task.when())) continue;
  if (!stale(task.sources, task.output)) continue;
  if (task.name === 'cms server' && panelWillBuild()) continue;
  console.log(`▶ building ${task.name}`);
  const [cmd, args, opts] = task.cmd;
  const ms = run(cmd, args, opts);
  console.log(`  ${task.name} built in ${(ms / 1000).toFixed(1)} s`);
}
