// `npm test`: lint, type checks, every package's tests, then the end-to-end suite.
// Two lanes, one a core: the CMS suite (Strapi boots, two files at a time) in one, the other
// checks (mostly single-threaded) in the other, each step waiting only for what it needs. On a
// fresh clone the installs come first, and the compile of SQLite runs beside the checks that do
// not need it. The end-to-end suite runs last, on the built stack, with the machine to itself.
import {
  childCpuSeconds,
  existsSync,
  installSteps,
  join,
  printTimings,
  root,
  run,
  runLanes,
} from './lib.mjs';

const started = Date.now();
const { rootStep, compileStep, cmsStep } = installSteps({ compileApart: true });
const installed = ['install root', 'install cms'];
const withSqlite = { after: ['compile sqlite'] };

const cmsLane = [
  rootStep,
  compileStep,
  [
    'cms tests',
    'npm',
    ['test', '--prefix', 'cms'],
    { CMS_TEST_COMPILED: '1' },
    { after: [...installed, 'compile cms for tests'] },
  ],
];
const checksLane = [
  cmsStep,
  ['build shared', 'npm', ['run', 'build', '-w', 'shared'], {}, { after: installed }],
  // The CMS tests' compile of the CMS server (cms/dist-test) runs here, while the other lane
  // compiles SQLite, which the CMS tests wait for: their start is that much sooner.
  ['compile cms for tests', 'npm', ['run', 'compile:test', '--prefix', 'cms']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  // The CMS server's types are checked by the compile for its tests above (the same tsconfig, and
  // no output on an error), so this step checks everything else.
  ['typecheck', 'npm', ['run', 'typecheck:all-but-cms-server']],
  ['shared tests', 'npm', ['test', '-w', 'shared']],
  ['gateway tests', 'npx', ['vitest', 'run', '--root', 'web/server']],
];
if (existsSync(join(root, 'web', 'src'))) {
  checksLane.push(['web tests', 'npm', ['test', '-w', 'web']]);
}
// The end-to-end suite needs every process of the stack built. The CMS tests load their own
// compile (cms/dist-test), so the CMS build runs in this lane, beside them.
const stackReady = ['booking-service/src/server.ts', 'web/index.html', 'web/e2e'].every((p) =>
  existsSync(join(root, p)),
);
if (stackReady) {
  checksLane.push(['build web', 'node', ['scripts/build.mjs', '--if-needed', '--only=web']]);
  checksLane.push(['build cms', 'node', ['scripts/build.mjs', '--if-needed', '--only=cms']]);
}
if (existsSync(join(root, 'booking-service', 'tests'))) {
  checksLane.push([
    'booking-service tests',
    'npm',
    ['test', '-w', 'booking-service'],
    {},
    withSqlite,
  ]);
}

if (rootStep || cmsStep) console.log('▶ installing dependencies (first run: a few minutes)');
const timings = await runLanes([cmsLane.filter(Boolean), checksLane.filter(Boolean)]);
if (stackReady) {
  console.log('\n▶ end-to-end');
  const cpu = childCpuSeconds();
  const ms = run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts']);
  timings.push(['end-to-end', ms, cpu === null ? null : childCpuSeconds() - cpu]);
}

console.log('\n✓ all suites passed');
printTimings(timings, started);
