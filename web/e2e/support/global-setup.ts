import { startStack } from './stack';

// One stack for the whole run; tests read its address from the environment it sets.
export default async function globalSetup() {
  const started = Date.now();
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_BOOKING_URL = stack.bookingUrl;
  process.env.E2E_BOOKING_ADMIN_TOKEN = stack.env.BOOKING_ADMIN_TOKEN;
  process.env.E2E_JWT_SECRET = stack.env.JWT_SECRET;
  process.env.E2E_STACK_DIR = stack.dir;
  process.env.E2E_MAIL_DIR = stack.mailDir;
  // The development logins the CMS creates at start: the reader's (Reader role, as `npm start`
  // prints it) and the Super Admin for setup (making other admins).
  process.env.E2E_ADMIN_EMAIL = stack.env.DEV_ADMIN_EMAIL;
  process.env.E2E_ADMIN_PASSWORD = stack.env.DEV_ADMIN_PASSWORD;
  process.env.E2E_SETUP_EMAIL = stack.env.DEV_SETUP_EMAIL;
  process.env.E2E_SETUP_PASSWORD = stack.env.DEV_SETUP_PASSWORD;
  console.log(
    `[e2e] stack up at ${stack.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return async () => {
    await stack.stop();
  };
}
