// The run's template databases (issue 25). A test file's Strapi on an empty database spends half
// its start making the schema and running its first-start work; the same start on a copy of a
// database where that was done once takes about 5 s instead of 7 (SQLite) or 10 (PostgreSQL).
// Each template is made by a real Strapi start in a process of its own (Strapi loads once per
// process): per database, the plain one, then the seeded one from a copy of it; both databases at
// once. ./global-setup.ts passes their names to the workers.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TEMPLATE_ENV, type TemplateKind, type TestDatabaseKind } from './database';
import { appDir } from './strapi';

const run = promisify(execFile);
const MARK = 'template: ';

/** Makes one template on `kind` and sets the variable that names it (inherited by the workers). */
async function makeTemplate(kind: TestDatabaseKind, template: TemplateKind): Promise<void> {
  const script = join(appDir, 'tests', 'database-template-start.mts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script], {
    cwd: appDir,
    env: { ...process.env, CMS_TEST_DATABASE: kind, CMS_TEST_TEMPLATE: template },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(
      `the ${kind} ${template} template database failed:\n${error.stdout}\n${error.stderr}`,
    );
  });
  const line = stdout.split('\n').find((l) => l.startsWith(MARK));
  if (!line) throw new Error(`the ${kind} ${template} template start printed no name:\n${stdout}`);
  process.env[TEMPLATE_ENV[kind][template]] = line.slice(MARK.length);
}

/** Makes the plain and the seeded template of each database of the run. */
export async function makeTemplates(kinds: TestDatabaseKind[]): Promise<void> {
  await Promise.all(
    kinds.map(async (kind) => {
      await makeTemplate(kind, 'plain');
      await makeTemplate(kind, 'seeded');
    }),
  );
}

/** Removes the SQLite templates' folders (PostgreSQL's go with the run's databases). */
export function removeSqliteTemplate(): void {
  for (const name of Object.values(TEMPLATE_ENV.sqlite)) {
    const file = process.env[name];
    if (file) rmSync(join(file, '..'), { recursive: true, force: true });
  }
}

export { MARK as TEMPLATE_MARK };
