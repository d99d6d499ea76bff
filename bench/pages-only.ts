// `npx tsx bench/pages-only.ts`: only the page figures of `npm run bench` (the initial JS+CSS per
// route, the slow-phone first visit, Lighthouse on / and a post), on a stack of its own, for a
// quick before/after look at a change to the shell. BENCH_LIGHTHOUSE_RUNS sets the runs (3).
import { availableParallelism } from 'node:os';
import { startStack } from '../web/e2e/support/stack';
import { json } from './http';
import { lighthouseMedian } from './lighthouse';
import { longTasks } from './long-tasks';
import { launchChromium, pageWeight } from './pages';
import { loadNow, noisy } from './previous';
import { slowPhonePaints } from './slow-phone';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const before = loadNow();
const stack = await startStack();
try {
  const base = stack.baseUrl;
  const posts = await json<{ data: { data: { slug: string }[] } }>(
    `${base}/api/posts-list?page_size=1`,
  );
  const slug = posts.data.data[0]?.slug ?? 'missing';
  const browser = await launchChromium();
  try {
    for (const route of ['/', '/blogs', `/blogs/${slug}`, '/packages']) {
      const w = await pageWeight(browser, base, route);
      console.log(
        `[bench] ${route}: JS ${w.jsKb} + CSS ${w.cssKb} = ${w.totalKb} KB, ${w.files} files`,
      );
    }
    for (const route of ['/', `/blogs/${slug}`]) {
      const l = await longTasks(browser, base, route);
      console.log(
        `[bench] long tasks ${route} (4x CPU): ${l.blockingMs} ms over 50, hydrated at ${l.hydratedAt} ms: ${JSON.stringify(l.tasks)}`,
      );
    }
    for (const p of await slowPhonePaints(browser, base, slug)) {
      console.log(`[bench] slow phone ${p.name}: ${p.ms ?? 'n/a'} ms`);
    }
  } finally {
    await browser.close();
  }
  for (const route of ['/', `/blogs/${slug}`]) {
    console.log(
      `[bench] lighthouse ${route}: ${JSON.stringify(await lighthouseMedian(base + route, runs))}`,
    );
  }
  const after = loadNow();
  const quiet = !noisy({ before, after }, availableParallelism());
  console.log(
    `[bench] load before ${before.join(', ')}, after ${after.join(', ')}: ${quiet ? 'quiet' : 'NOISY'}`,
  );
} finally {
  await stack.stop();
}
