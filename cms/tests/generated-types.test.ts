import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDir, distDir } from './strapi';

const require = createRequire(import.meta.url);

interface TypeGenerators {
  generate(config: {
    strapi: Core.Strapi;
    pwd: string;
    logger: { silent: boolean };
    artifacts: { contentTypes: boolean; components: boolean };
  }): Promise<unknown>;
}

// cms/types/generated is committed: the code types its queries by the content type UIDs in it.
// This regenerates them from the schemas (what `npm run types` in cms/ writes) into a temporary
// folder and compares: a schema changed without `npm run types` fails here. Only registers
// Strapi (no database), so it takes seconds.
describe('the generated content types', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'mystic-cms-types-'));
    const { createStrapi } = require('@strapi/strapi');
    const strapi: Core.Strapi = await createStrapi({
      appDir,
      distDir,
      autoReload: false,
      serveAdminPanel: false,
    }).register();
    strapi.log.level = 'warn';
    const { generators } = require('@strapi/typescript-utils') as { generators: TypeGenerators };
    await generators.generate({
      strapi,
      pwd: outDir,
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    });
  });
  // No strapi.destroy(): it removes every process listener, the test worker's own among them;
  // a registered Strapi holds no connection (the worker ends with the file).
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  const committed = join(appDir, 'types', 'generated');
  it('when the schemas are typed again, then the same files come out', () => {
    expect(readdirSync(committed).sort()).toEqual(
      readdirSync(join(outDir, 'types', 'generated')).sort(),
    );
  });
  it.each(readdirSync(committed))(
    'when the schemas are typed again, then %s is what is committed (run `npm run types` in cms/)',
    (file) => {
      const fresh = readFileSync(join(outDir, 'types', 'generated', file), 'utf8');
      expect(readFileSync(join(committed, file), 'utf8')).toBe(fresh);
    },
  );
});
