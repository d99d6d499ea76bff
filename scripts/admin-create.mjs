// `npm run admin:create -- --email=... --password=... --firstname=... [--super-admin]`: creates
// an admin from the command line (cms/scripts/admin-create.cjs): the reader's, with the Reader
// role, or with `--super-admin` a Super Admin for setup. Production never opens the admin's
// sign-up page to the public (the gateway refuses it), so this is how the first admin is made.
// Values in the environment win over the local .env.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { envFile, parseEnv } from './env.mjs';
import { root, run } from './lib.mjs';

const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
run(process.execPath, [join('scripts', 'admin-create.cjs'), ...process.argv.slice(2)], {
  cwd: join(root, 'cms'),
  env: { ...fromFile, ...process.env },
});
