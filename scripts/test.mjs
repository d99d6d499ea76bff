// `npm test`: lint, type checks, every package's tests, then the end-to-end suite.
import { ensureInstalled, existsSync, join, root, run } from './lib.mjs';

ensureInstalled();
const steps = [
  ['build shared', 'npm', ['run', 'build', '-w', 'shared']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['shared tests', 'npm', ['test', '-w', 'shared']],
  ['cms tests', 'npm', ['test', '--prefix', 'cms']],
];
if (existsSync(join(root, 'booking-service', 'tests'))) {
  steps.push(['booking-service tests', 'npm', ['test', '-w', 'booking-service']]);
}
steps.push(['gateway tests', 'npx', ['vitest', 'run', '--root', 'web/server']]);
if (existsSync(join(root, 'web', 'src'))) {
  steps.push(['web tests', 'npm', ['test', '-w', 'web']]);
}
// The end-to-end suite needs every process of the stack built.
const stackReady = ['booking-service/src/server.ts', 'web/index.html', 'web/e2e'].every((p) =>
  existsSync(join(root, p)),
);
if (stackReady) {
  steps.push(['build', 'node', ['scripts/build.mjs', '--if-needed']]);
  steps.push(['end-to-end', 'npx', ['playwright', 'test', '-c', 'web/playwright.config.ts']]);
}

const timings = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  timings.push([name, run(cmd, args)]);
}
console.log('\n✓ all suites passed');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(24)} ${(ms / 1000).toFixed(1)} s`);
