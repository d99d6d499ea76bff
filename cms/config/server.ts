import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Core } from '@strapi/strapi';
import { productionSecretProblems } from '@mystic/shared';

const SECRET_KEYS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
  'CMS_API_TOKEN',
] as const;

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const problems = productionSecretProblems(process.env, SECRET_KEYS);
  if (problems.length) {
    throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
  }
  // Strapi's public folder, which holds the media library (its uploads/): the app's own unless
  // CMS_PUBLIC_DIR moves it (media kept outside the checkout; each CMS test file its own). Its
  // uploads/ is made if missing: Strapi's upload provider refuses to start without it.
  const publicDir = resolve(__dirname, '..', '..', env('CMS_PUBLIC_DIR', 'public'));
  mkdirSync(join(publicDir, 'uploads'), { recursive: true });
  return {
    host: env('CMS_HOST', '127.0.0.1'),
    port: env.int('CMS_PORT', 1337),
    // The public origin (the gateway); the admin panel and absolute URLs use it.
    url: env('PUBLIC_URL', ''),
    proxy: { koa: true },
    app: { keys: env.array('APP_KEYS') },
    webhooks: { populateRelations: false },
    dirs: { public: publicDir },
  };
};
