// The run's template databases (issue 25). A test file's Strapi on an empty database spends half
// its start making the schema and running its first-start work; the same start on a copy of a
// database where that was done once takes about 5 s instead of 7 (SQLite) or 10 (PostgreSQL).
// Each template is made by a real Strapi start in a process of its own (Strapi loads once per
// process), both at once; ./global-setup.ts passes their names to the workers.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TEMPLATE_ENV, type TestDatabaseKind } from './database';
import { appDir } from './strapi';

const run = promisify(execFile);
const MARK = 'template: ';

/** Makes the template on `kind` and returns the variable that names it to the test files. */
async function makeTemplate(kind: TestDatabaseKind): Promise<[string, string]> {
  const script = join(appDir, 'tests', 'database-template-start.mts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script], {
    cwd: appDir,
    env: { ...process.env, CMS_TEST_DATABASE: kind },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`the ${kind} template database failed:\n${error.stdout}\n${error.stderr}`);
  });
  const line = stdout.split('\n').find((l) => l.startsWith(MARK));
  if (!line) throw new Error(`the ${kind} template start printed no name:\n${stdout}`);
  return [TEMPLATE_ENV[kind], line.slice(MARK.length)];
}

/** Makes one template per database of the run and sets their variables in this process. */
export async function makeTemplates(kinds: TestDatabaseKind[]): Promise<void> {
  const made = await Promise.all(kinds.map(makeTemplate));
  for (const [name, value] of made) process.env[name] = value;
}

/** Removes the SQLite template's folder (PostgreSQL's goes with the run's databases). */
export function removeSqliteTemplate(): void {
  const file = process.env[TEMPLATE_ENV.sqlite];
  if (file) rmSync(join(file, '..'), { recursive: true, force: true });
}

export { MARK as TEMPLATE_MARK };
