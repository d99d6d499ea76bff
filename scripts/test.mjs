// `npm test`: lint, type checks, every package's tests, then the end-to-end suite.
// The CMS suite (Strapi boots, one file at a time) runs beside the other checks, which are mostly
// single-threaded: on two cores the two lanes take about as long as the CMS suite alone. The
// end-to-end suite runs last, on the built stack, with the machine to itself.
import { ensureInstalled, existsSync, join, root, run, runLanes } from './lib.mjs';

const started = Date.now();
const timings = [['install', await ensureInstalled()]];
console.log('\n▶ build shared');
timings.push(['build shared', run('npm', ['run', 'build', '-w', 'shared'])]);

const cmsLane = [['cms tests', 'npm', ['test', '--prefix', 'cms']]];
// Each lane builds its own side: the CMS tests compile into cms/dist, as the CMS build does.
const checksLane = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['shared tests', 'npm', ['test', '-w', 'shared']],
];
if (existsSync(join(root, 'booking-service', 'tests'))) {
  checksLane.push(['booking-service tests', 'npm', ['test', '-w', 'booking-service']]);
}
checksLane.push(['gateway tests', 'npx', ['vitest', 'run', '--root', 'web/server']]);
if (existsSync(join(root, 'web', 'src'))) {
  checksLane.push(['web tests', 'npm', ['test', '-w', 'web']]);
}
// The end-to-end suite needs every process of the stack built.
const stackReady = ['booking-service/src/server.ts', 'web/index.html', 'web/e2e'].every((p) =>
  existsSync(join(root, p)),
);
if (stackReady) {
  cmsLane.push(['build cms', 'node', ['scripts/build.mjs', '--if-needed', '--only=cms']]);
  checksLane.push(['build web', 'node', ['scripts/build.mjs', '--if-needed', '--only=web']]);
}

timings.push(...(await runLanes([cmsLane, checksLane])));
if (stackReady) {
  console.log('\n▶ end-to-end');
  timings.push([
    'end-to-end',
    run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts']),
  ]);
}

console.log('\n✓ all suites passed');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(24)} ${(ms / 1000).toFixed(1)} s`);
console.log(`  ${'total'.padEnd(24)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
