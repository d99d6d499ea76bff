// The admin's Vite build, extended. Strapi 5 lists the admin languages it ships in a table
// (`languageNativeNames`) and drops any other from the language menu, Burmese among them; the
// table is not exported, so an alias to its file lets app.tsx add Burmese to it (the same module
// instance the admin uses, since both resolve to this one file).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface ViteConfig {
  resolve?: { alias?: Record<string, string> | { find: string; replacement: string }[] };
}

const NAMES = '@mystic/strapi-language-names';
const namesFile = join(
  dirname(createRequire(__filename).resolve('@strapi/admin/package.json')),
  'dist/admin/admin/src/translations/languageNativeNames.mjs',
);

export default (config: ViteConfig): ViteConfig => {
  const alias = config.resolve?.alias ?? {};
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: Array.isArray(alias)
        ? [...alias, { find: NAMES, replacement: namesFile }]
        : { ...alias, [NAMES]: namesFile },
    },
  };
};
