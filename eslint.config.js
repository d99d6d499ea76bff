// One lint setup for every package. Zero warnings are allowed (`--max-warnings 0`).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

// One zone per folder in web/src/features (a new feature is kept apart without editing this
// file): a feature imports nothing from another feature, features and shared code nothing
// from app/, and components/ and lib/ nothing from features or app.
const features = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
  })),
  { target: './web/src/features', from: './web/src/app' },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
  },
];

/**
 * Resolves imports the way the packages' builds do: the Node packages' `./x.js` to their `.ts`
 * sources and, given the SPA's tsconfig, its `@/…` alias. The import-x rules silently skip an
 * import they cannot resolve, so without this they would miss most of them.
 */
function resolver(tsconfig) {
  return createNodeResolver({
    extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
    ...(tsconfig ? { tsconfig: { configFile: path.join(root, tsconfig) } } : {}),
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test/**',
      '**/dist-ssr/**',
      '**/server-dist/**',
      '**/build/**',
      '**/.cache/**',
      '**/.tmp/**',
      '**/.strapi/**',
      'cms/types/generated/**',
      'cms/public/**',
      'web/public/**',
      'web/dev-dist/**',
      'web/test-results/**',
      'web/playwright-report/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // No import cycles in any package.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [resolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import-x/resolver-next': [resolver('web/tsconfig.json')] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; app composes them (docs/architecture.md section 8).
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['web/public/sw*.js', 'web/src/sw/**/*.{ts,js}'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
