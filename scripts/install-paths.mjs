// Where an install keeps its data: the embedded defaults of `npm start`, overridden by the same
// variables the services read. `npm start`, `npm run backup` and `npm run restore` agree here.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from './env.mjs';
import { root } from './lib.mjs';

/** Where `npm start` keeps its data when nothing else is set. */
export const DATA_DEFAULTS = {
  CMS_DATABASE_FILENAME: join(root, 'data', 'cms.db'),
  BOOKING_DATABASE_FILENAME: join(root, 'data', 'booking.db'),
  BOOKING_UPLOAD_DIR: join(root, 'data', 'booking-uploads'),
};

/** The stored data of the install that `env` (default: .env, then the process) describes. */
export function installPaths(env = installEnv()) {
  return {
    cms: env.CMS_DATABASE_URL
      ? { kind: 'postgres', url: env.CMS_DATABASE_URL }
      : {
          kind: 'sqlite',
          filename: env.CMS_DATABASE_FILENAME || DATA_DEFAULTS.CMS_DATABASE_FILENAME,
        },
    booking:
      env.BOOKING_DATABASE_URL || env.DATABASE_URL
        ? { kind: 'postgres', url: env.BOOKING_DATABASE_URL || env.DATABASE_URL }
        : {
            kind: 'sqlite',
            filename: env.BOOKING_DATABASE_FILENAME || DATA_DEFAULTS.BOOKING_DATABASE_FILENAME,
          },
    /** The CMS's media (post images, avatars): the uploads/ of Strapi's public folder. */
    cmsUploads:
      env.CMS_UPLOAD_DIR || join(resolve(root, 'cms', env.CMS_PUBLIC_DIR || 'public'), 'uploads'),
    /** Payment proofs, kept by the booking service. */
    bookingUploads: env.BOOKING_UPLOAD_DIR || DATA_DEFAULTS.BOOKING_UPLOAD_DIR,
  };
}

/** .env (if any) under the process environment, as `npm start` reads them. */
export function installEnv() {
  const file = join(root, '.env');
  const fileEnv = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { ...fileEnv, ...process.env };
}
