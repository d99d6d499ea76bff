// `npm run bench`: measured speed of the API, the bookings and the pages. Prints a table and
// writes bench/results/<timestamp>.json. Figures, not tests: nothing here passes or fails.
//
// Starts the stack from its builds on temporary data seeded like the demo, or measures a
// running site when BENCH_URL is set (then Strapi's direct REST reference needs BENCH_CMS_URL
// and BENCH_CMS_TOKEN, and the static ceiling is skipped). `--scale` measures one instance of
// every service against two instead (bench/scale.ts); `--flood` only a normal request's latency
// while 100,000-character Burmese bodies are sent in a loop (bench/flood.ts, issue 37).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { startStack, repoRoot, type Stack } from '../web/e2e/support/stack';
import { load, type LoadResult } from './api';
import { json, registerBenchMember } from './http';
import { lighthouseMedian, type LighthouseScores } from './lighthouse';
import { launchChromium, pageWeight, type PageWeight } from './pages';
import { runBookingBenches, type BookingFigures } from './bookings';
import { runScaleBench } from './scale';
import { deskPhoneLoads, type DeskLoad } from './desk-phone';
import { slowPhonePaints, type SlowPaint } from './slow-phone';
import { runFloodBench, type FloodFigures } from './flood';
import { beside, loadNow, noisy, previousRun, type SavedRun } from './previous';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

interface ApiRow {
  name: string;
  gateway: LoadResult;
  strapi: LoadResult | null;
  ceiling: LoadResult | null;
}

/** A read-only Strapi API token, so the reference is Strapi's own REST API as a plain site would call it. */
async function strapiToken(stack: Stack): Promise<string | null> {
  try {
    const login = await json<{ data: { token: string } }>(`${stack.cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: stack.env.DEV_SETUP_EMAIL,
        password: stack.env.DEV_SETUP_PASSWORD,
      }),
    });
    const token = await json<{ data: { accessKey: string } }>(`${stack.cmsUrl}/admin/api-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` },
      body: JSON.stringify({
        name: 'bench',
        description: 'npm run bench',
        type: 'read-only',
        lifespan: null,
      }),
    });
    return token.data.accessKey;
  } catch (err) {
    console.warn(
      `[bench] no Strapi API token, the REST reference is skipped: ${(err as Error).message}`,
    );
    return null;
  }
}

/** A member with a few bookings, for the bookings-list route and the /appointment page. */
async function member(base: string) {
  const auth = await registerBenchMember(base);
  const { name } = auth;
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${auth.accessToken}`,
  };
  const packages = await json<{ data: { data: { id: number }[] } }>(`${base}/api/packages-all`);
  const genders = await json<{ data: { id: number }[] }>(`${base}/api/genders-list`);
  const weekdays = await json<{ data: { id: number; day_index: number }[] }>(
    `${base}/api/weekdays-list`,
  );
  for (let i = 0; i < 5; i++) {
    const day = new Date(Date.now() + (40 + i * 3) * 86_400_000).toISOString().slice(0, 10);
    await fetch(`${base}/api/auth/appointments/store`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: `${name}@example.com`,
        dob: '1990-05-17',
        gender: genders.data[0]?.id,
        // 1990-05-17 is a Thursday; the weekday must agree with the date of birth.
        birthday: weekdays.data.find((w) => w.day_index === 4)?.id,
        social_link: 'https://facebook.com/bench',
        desc: 'Benchmark booking',
        packages: [packages.data.data[0]?.id],
        appointment_date: day,
      }),
    });
  }
  return auth;
}

const fmt = (r: LoadResult | null) =>
  r ? `${r.rps} req/s p50 ${r.p50} ms p99 ${r.p99} ms err ${r.errors}` : 'n/a';
const ratio = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) : 'n/a');

async function main() {
  // One instance against two, on PostgreSQL and Redis (bench/scale.ts).
  if (process.argv.includes('--scale')) return runScaleBench(repoRoot);
  const started = Date.now();
  const resultsDir = join(repoRoot, 'bench', 'results');
  const prev = previousRun(resultsDir);
  const loadBefore = loadNow();
  let stack: Stack | null = null;
  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  let cmsUrl = process.env.BENCH_CMS_URL ?? null;
  let cmsToken = process.env.BENCH_CMS_TOKEN ?? null;
  const ceilingDir = join(repoRoot, 'web', 'dist', '__bench');

  if (!base) {
    console.log('[bench] building what is stale and starting the stack on temporary data');
    // BENCH_NO_BUILD=1 measures the builds as they are (another build under way, say).
    if (process.env.BENCH_NO_BUILD !== '1') {
      execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build.mjs'), '--if-needed'], {
        stdio: 'inherit',
      });
    }
    stack = await startStack();
    base = stack.baseUrl;
    cmsUrl = stack.cmsUrl;
    cmsToken = await strapiToken(stack);
    mkdirSync(ceilingDir, { recursive: true });
  }

  try {
    if (process.argv.includes('--flood')) {
      printFlood(await runFloodBench(base, { connections, seconds }));
      return;
    }
    const posts = await json<{ data: { data: { id: number; slug: string }[] } }>(
      `${base}/api/posts-list?page_size=1`,
    );
    const slug = posts.data.data[0]?.slug ?? 'missing';
    const m = await member(base);
    const auth = { authorization: `Bearer ${m.accessToken}` };

    const routes: {
      name: string;
      path: string;
      headers?: Record<string, string>;
      strapi?: string;
    }[] = [
      // Strapi's own REST routes are kept for posts and packages only (cms/src/api/*/routes).
      { name: 'get-info', path: '/api/get-info' },
      {
        name: 'packages-list',
        path: '/api/packages-list',
        strapi: '/api/packages?pagination[pageSize]=12&populate=image',
      },
      ...(['latest', 'oldest', 'alphabet-asc', 'alphabet-desc'] as const).map((sort) => ({
        name: `posts-list ${sort}`,
        path: `/api/posts-list?sort=${sort}`,
        strapi: `/api/posts?pagination[pageSize]=12&populate[0]=category&populate[1]=poster&populate[2]=tags&sort=${
          {
            latest: 'publishedAt:desc',
            oldest: 'publishedAt:asc',
            'alphabet-asc': 'title:asc',
            'alphabet-desc': 'title:desc',
          }[sort]
        }`,
      })),
      {
        name: 'post by slug',
        path: `/api/posts-list/${slug}`,
        strapi: `/api/posts?filters[slug][$eq]=${slug}&populate[0]=category&populate[1]=poster&populate[2]=tags`,
      },
      {
        name: 'zodiacs-list',
        path: '/api/zodiacs-list',
      },
      // The post page's first HTML, rendered by the gateway and kept per content version (issue
      // 43), beside the same bytes as a static file.
      { name: 'post page HTML', path: `/blogs/${slug}` },
      { name: 'post page HTML, Burmese', path: `/blogs/${slug}?lang=my` },
      {
        name: 'bookings list',
        path: `/api/auth/appointments/users/${m.id}/bookings`,
        headers: auth,
      },
    ];

    const api: ApiRow[] = [];
    for (const route of routes) {
      const url = base + route.path;
      const body = await (await fetch(url, { headers: route.headers })).text();
      const gateway = await load(url, { connections, seconds, headers: route.headers });
      let strapi: LoadResult | null = null;
      if (route.strapi && cmsUrl && cmsToken) {
        strapi = await load(cmsUrl + route.strapi, {
          connections,
          seconds,
          headers: { authorization: `Bearer ${cmsToken}` },
        });
      }
      let ceiling: LoadResult | null = null;
      if (stack) {
        const file = `${route.name.replace(/[^a-z0-9]+/gi, '-')}.json`;
        writeFileSync(join(ceilingDir, file), body);
        ceiling = await load(`${base}/__bench/${file}`, { connections, seconds });
      }
      api.push({ name: route.name, gateway, strapi, ceiling });
      console.log(
        `[bench] ${route.name}: ${fmt(gateway)} | strapi ${fmt(strapi)} | static ${fmt(ceiling)}`,
      );
    }

    const flood = await runFloodBench(base, { connections, seconds });
    printFlood(flood);

    const bookings: BookingFigures[] = await runBookingBenches();

    const browser = await launchChromium();
    const pages: PageWeight[] = [];
    let slowPhone: SlowPaint[] = [];
    let deskPhone: DeskLoad[] = [];
    const tokens = { access_token: m.accessToken, refresh_token: m.refreshToken };
    try {
      for (const route of ['/', '/blogs', `/blogs/${slug}`, '/packages', '/appointment']) {
        pages.push(await pageWeight(browser, base, route, route === '/appointment' ? tokens : {}));
      }
      slowPhone = await slowPhonePaints(browser, base, slug);
      for (const p of slowPhone) console.log(`[bench] slow phone ${p.name}: ${p.ms ?? 'n/a'} ms`);
      deskPhone = await deskPhoneLoads(browser, base, {
        email: stack!.env.DEV_ADMIN_EMAIL!,
        password: stack!.env.DEV_ADMIN_PASSWORD!,
      });
      for (const d of deskPhone) console.log(`[bench] ${d.name}: ${d.ms ?? 'n/a'} ms, ${d.kb} KB`);
    } finally {
      await browser.close();
    }

    const lighthouse: { route: string; scores: LighthouseScores }[] = [];
    for (const route of ['/', '/blogs', `/blogs/${slug}`, '/packages', '/appointment']) {
      // /appointment as the member who books (signed in), like its page weight above.
      const scores = await lighthouseMedian(
        base + route,
        lighthouseRuns,
        route === '/appointment' ? { origin: base, localStorage: tokens } : undefined,
      );
      lighthouse.push({ route, scores });
      console.log(`[bench] lighthouse ${route}: ${JSON.stringify(scores)}`);
    }

    const machineLoad = { before: loadBefore, after: loadNow() };
    printTables(api, bookings, pages, lighthouse, prev);
    console.log(
      '\nFirst visit on a slow phone (360 px, 400 ms RTT, 400 kbps, 4x CPU): text readable at',
    );
    table(
      ['page', 'ms'],
      slowPhone.map((p) => [p.name, p.ms ?? 'n/a']),
    );
    console.log("\nThe reader's desk on a slow phone (390 px, the same profile):");
    table(
      ['open', 'ms', 'KB downloaded'],
      deskPhone.map((d) => [d.name, d.ms ?? 'n/a', d.kb ?? 'n/a']),
    );
    const cores = availableParallelism();
    console.log(
      `\nload average (1, 5, 15 min) before ${machineLoad.before.join(', ')}, after ${machineLoad.after.join(', ')} on ${cores} cores: ${
        noisy(machineLoad, cores)
          ? 'a NOISY run (the machine was busy): compare ratios within this run only'
          : 'a quiet run'
      }`,
    );
    if (prev?.at) console.log(`figures in parentheses: the previous run (${prev.at})`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `${stamp}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          base,
          connections,
          seconds,
          api,
          flood,
          bookings,
          pages,
          lighthouse,
          slowPhone,
          deskPhone,
          load: machineLoad,
        },
        null,
        2,
      ),
    );
    console.log(`\nresults written to ${file} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    rmSync(ceilingDir, { recursive: true, force: true });
    await stack?.stop();
  }
}

/** The flood figure: a normal request's p99 while long Burmese bodies are sent in a loop. */
function printFlood(f: FloodFigures) {
  console.log(
    `\n${f.path} while ${(f.bodyBytes / 1000).toFixed(0)} kB Burmese bodies went to /api/register in a loop: p99 ${f.flooded.p99} ms (quiet: ${f.quiet.p99} ms), p50 ${f.flooded.p50} ms (quiet: ${f.quiet.p50} ms), errors ${f.flooded.errors}; flood bodies sent ${f.sent}, answered ${JSON.stringify(f.statuses)}`,
  );
}

function table(headers: string[], rows: (string | number)[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => String(c).padEnd(widths[i]!)).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
}

function printTables(
  api: ApiRow[],
  bookings: BookingFigures[],
  pages: PageWeight[],
  lighthouse: { route: string; scores: LighthouseScores }[],
  prev: SavedRun | null,
) {
  const prevApi = (name: string) => prev?.api?.find((r) => r.name === name)?.gateway;
  const prevBooking = (db: string, attempts: number) =>
    prev?.bookings?.find((b) => b.database === db && b.attempts === attempts);
  const prevPage = (route: string) => prev?.pages?.find((p) => p.route === route);
  const prevScores = (route: string) => prev?.lighthouse?.find((l) => l.route === route)?.scores;
  console.log(
    `\nAPI through the gateway (${connections} connections, ${seconds} s each, after a warm-up)`,
  );
  table(
    [
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'strapi req/s',
      'strapi p99',
      'static req/s',
      'static p99',
      'vs strapi (req/s)',
      'vs static (req/s)',
      'p99 / static p99',
    ],
    api.map((r) => [
      r.name,
      beside(r.gateway.rps, prevApi(r.name)?.rps),
      beside(r.gateway.p50, prevApi(r.name)?.p50),
      beside(r.gateway.p99, prevApi(r.name)?.p99),
      r.gateway.errors,
      r.strapi?.rps ?? 'n/a',
      r.strapi?.p99 ?? 'n/a',
      r.ceiling?.rps ?? 'n/a',
      r.ceiling?.p99 ?? 'n/a',
      ratio(r.gateway.rps, r.strapi?.rps),
      ratio(r.gateway.rps, r.ceiling?.rps),
      ratio(r.gateway.p99, r.ceiling?.p99),
    ]),
  );
  console.log('\nConcurrent bookings');
  table(
    [
      'database',
      'attempts',
      'days',
      'capacity',
      'succeeded',
      'refused',
      'overbooked',
      'req/s',
      'p99 ms',
      'list p99 ms',
    ],
    bookings.map((b) => [
      b.database,
      b.attempts,
      b.days,
      b.capacity,
      b.succeeded,
      b.refused,
      b.overbooked,
      beside(b.rps, prevBooking(b.database, b.attempts)?.rps),
      beside(b.p99, prevBooking(b.database, b.attempts)?.p99),
      beside(b.listP99, prevBooking(b.database, b.attempts)?.listP99),
    ]),
  );
  console.log('\nInitial JS + CSS per route (gzipped, KB)');
  table(
    ['route', 'JS', 'CSS', 'total', 'files'],
    pages.map((p) => [
      p.route,
      beside(p.jsKb, prevPage(p.route)?.jsKb),
      beside(p.cssKb, prevPage(p.route)?.cssKb),
      beside(p.totalKb, prevPage(p.route)?.totalKb),
      p.files,
    ]),
  );
  console.log(`\nLighthouse, mobile preset (median of ${lighthouseRuns})`);
  table(
    ['route', 'performance', 'LCP ms', 'TBT ms', 'accessibility', 'best practices', 'SEO'],
    lighthouse.map((l) => [
      l.route,
      beside(l.scores.performance, prevScores(l.route)?.performance),
      beside(l.scores.lcpMs, prevScores(l.route)?.lcpMs),
      beside(l.scores.tbtMs, prevScores(l.route)?.tbtMs),
      beside(l.scores.accessibility, prevScores(l.route)?.accessibility),
      beside(l.scores.bestPractices, prevScores(l.route)?.bestPractices),
      beside(l.scores.seo, prevScores(l.route)?.seo),
    ]),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
