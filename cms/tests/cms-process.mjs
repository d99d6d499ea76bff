// One CMS instance as its own process (the scale-out test starts two on one database): the app
// tests/global-setup.ts compiled into the folder given as its argument, without the admin panel's
// build.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createStrapi } = require('@strapi/strapi');
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

createStrapi({ appDir, distDir: process.argv[2], autoReload: false, serveAdminPanel: false })
  .start()
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
