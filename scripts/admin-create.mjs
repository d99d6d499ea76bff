// `npm run admin:create -- --email=... --password=... --firstname=...`: creates the reader's
// admin from the command line (Strapi's `admin:create-user`; it asks for what is not given).
// Production never opens the admin's sign-up page to the public (the gateway refuses it), so
// this is how the first admin is made. Values in the environment win over the local .env.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envFile, parseEnv } from './env.mjs';
import { root, run } from './lib.mjs';

const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
run(
  process.execPath,
  [
    join(root, 'cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'),
    'admin:create-user',
    ...process.argv.slice(2),
  ],
  { cwd: join(root, 'cms'), env: { ...fromFile, ...process.env } },
);
