// One lint setup for every package. Zero warnings are allowed (`--max-warnings 0`).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; app composes them (CONVENTIONS.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src/features/auth', from: './web/src/features', except: ['./auth'] },
            { target: './web/src/features/blog', from: './web/src/features', except: ['./blog'] },
            {
              target: './web/src/features/packages',
              from: './web/src/features',
              except: ['./packages'],
            },
            {
              target: './web/src/features/zodiacs',
              from: './web/src/features',
              except: ['./zodiacs'],
            },
            {
              target: './web/src/features/booking',
              from: './web/src/features',
              except: ['./booking'],
            },
            {
              target: './web/src/features/account',
              from: './web/src/features',
              except: ['./account'],
            },
            { target: './web/src/features/pwa', from: './web/src/features', except: ['./pwa'] },
            { target: './web/src/features', from: './web/src/app' },
            {
              target: ['./web/src/components', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/public/sw*.js', 'web/src/sw/**/*.{ts,js}'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
