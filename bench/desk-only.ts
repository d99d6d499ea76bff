// `npx tsx bench/desk-only.ts`: only the desk's figures of `npm run bench` (bench/desk-phone.ts),
// on a stack of its own, for a quick look after a change to the desk.
import { startStack } from '../web/e2e/support/stack';
import { deskPhoneLoads } from './desk-phone';
import { launchChromium } from './pages';

const stack = await startStack();
const browser = await launchChromium();
try {
  const rows = await deskPhoneLoads(browser, stack.baseUrl, {
    email: stack.env.DEV_ADMIN_EMAIL!,
    password: stack.env.DEV_ADMIN_PASSWORD!,
  });
  for (const d of rows) console.log(`[bench] ${d.name}: ${d.ms ?? 'n/a'} ms, ${d.kb ?? 'n/a'} KB`);
} finally {
  await browser.close();
  await stack.stop();
}
