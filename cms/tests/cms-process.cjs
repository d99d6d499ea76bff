// One CMS instance as its own process (the scale-out test starts two on one database): the app
// tests/global-setup.ts compiled into dist/, without the admin panel's build.
const { join } = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = join(__dirname, '..');
createStrapi({ appDir, distDir: join(appDir, 'dist'), autoReload: false, serveAdminPanel: false })
  .start()
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
