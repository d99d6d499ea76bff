// `npm run bench -- --scale`: one instance against two, in one run. Starts two instances of every
// service on one PostgreSQL database and one Redis (the scale-out test's cluster), then loads the
// same routes through one gateway (its CMS and booking service behind it) and through both
// gateways at once, the connections split between them. Needs TEST_DATABASE_URL and REDIS_URL.
// Figures, not tests; on one machine both "instances" share its cores, so the two-instance figure
// shows what a second instance adds there, not what a second host would.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, type LoadResult } from './api';
import { json, registerBenchMember } from './http';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);

export interface ScaleRow {
  name: string;
  one: LoadResult;
  two: LoadResult;
}

/** Both gateways at once, half the connections each: summed throughput, the worse latency. */
async function loadBoth(urls: string[], headers: Record<string, string>): Promise<LoadResult> {
  const parts = await Promise.all(
    urls.map((url) =>
      load(url, { connections: Math.ceil(connections / urls.length), seconds, headers }),
    ),
  );
  return {
    rps: parts.reduce((n, p) => n + p.rps, 0),
    p50: Math.max(...parts.map((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    requests: parts.reduce((n, p) => n + p.requests, 0),
  };
}

export async function runScaleBench(repoRoot: string): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!process.env.TEST_DATABASE_URL || !redisUrl) {
    throw new Error('the scale bench needs TEST_DATABASE_URL (PostgreSQL) and REDIS_URL');
  }
  // The cluster's CMS databases are PostgreSQL ones (read when cms/tests/database loads).
  process.env.CMS_TEST_DATABASE = 'postgres';
  process.env.CMS_TEST_RUN_ID = 'bench';
  const { startCluster } = await import('../cms/tests/cluster');
  console.log('[bench] starting two CMS, two booking services and two gateways');
  const cluster = await startCluster({
    redisUrl,
    redisPrefix: `bench-${randomBytes(4).toString('hex')}:`,
    timings: true,
    // One address sends everything here.
    bookingEnv: { BOOKING_CREATE_IP_MAX: '100000', BOOKING_CREATE_MEMBER_MAX: '100000' },
  });
  try {
    const [g0, g1] = cluster.gateways.map((g) => g.url) as [string, string];
    const posts = await json<{ data: { data: { slug: string }[] } }>(
      `${g0}/api/posts-list?page_size=1`,
    );
    const slug = posts.data.data[0]?.slug ?? 'missing';
    const member = await registerBenchMember(g0);
    const auth = { authorization: `Bearer ${member.accessToken}` };
    const routes: { name: string; path: string; headers?: Record<string, string> }[] = [
      { name: 'cached list (posts-list)', path: '/api/posts-list?sort=latest' },
      { name: 'post (by slug)', path: `/api/posts-list/${slug}` },
      {
        name: "bookings (a member's list)",
        path: `/api/auth/appointments/users/${member.id}/bookings`,
        headers: auth,
      },
    ];
    const rows: ScaleRow[] = [];
    for (const route of routes) {
      const headers = route.headers ?? {};
      const one = await load(g0 + route.path, { connections, seconds, headers });
      const two = await loadBoth([g0 + route.path, g1 + route.path], headers);
      rows.push({ name: route.name, one, two });
      console.log(`[bench] ${route.name}: one ${one.rps} req/s, two ${two.rps} req/s`);
    }

    console.log(
      `\nOne instance vs two (PostgreSQL + Redis, ${connections} connections, ${seconds} s each)`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(28)} one: ${r.one.rps} req/s p99 ${r.one.p99} ms err ${r.one.errors}` +
          ` | two: ${r.two.rps} req/s p99 ${r.two.p99} ms err ${r.two.errors}` +
          ` | x${(r.two.rps / Math.max(r.one.rps, 1)).toFixed(2)}`,
      );
    }
    const resultsDir = join(repoRoot, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify({ at: new Date().toISOString(), connections, seconds, rows }, null, 2),
    );
    console.log(`\nresults written to ${file}`);
  } finally {
    await cluster.stop();
  }
}
