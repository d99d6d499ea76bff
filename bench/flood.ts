// Issue 37: what one anonymous visitor sending long Burmese text costs everyone else. A few
// connections post a 100,000-character Myanmar (Zawgyi) username to /api/register through the
// gateway, in a loop, while autocannon measures a normal request that the CMS itself answers (a
// member reading their account: never cached); the p99 beside the same request's on a quiet site
// is the figure (target: 100 ms or less on the 2-core CI machine).
import { load, type LoadResult } from './api';
import { registerBenchMember } from './http';

export interface FloodFigures {
  /** The normal request measured. */
  path: string;
  quiet: LoadResult;
  flooded: LoadResult;
  /** Flood bodies sent during the flooded measure, and the answers they got by status. */
  sent: number;
  statuses: Record<string, number>;
  /** Bytes of one flood body. */
  bodyBytes: number;
}

const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS || 4);

/** 100,000 characters of Burmese typed in Zawgyi (what the converter works hardest on). */
const myanmarText = (length: number) =>
  'ေမာင္ေမာင္ ေဗဒင္ေမးခ်င္ပါတယ္ '.repeat(Math.ceil(length / 30)).slice(0, length);

/** Posts `body` to `url` until `stop` resolves, on `connections` at once; counts the answers. */
async function floodUntil(url: string, body: string, connections: number, stop: Promise<void>) {
  const statuses: Record<string, number> = {};
  let sent = 0;
  let done = false;
  void stop.then(() => (done = true));
  const loop = async () => {
    while (!done) {
      sent++;
      const status = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return String(res.status);
        },
        (err: Error) => err.name,
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { sent, statuses };
}

/** The normal request's latency alone, then while the flood runs, through the gateway at `base`. */
export async function runFloodBench(
  base: string,
  { path = '/api/auth/user', connections = 10, seconds = 10 } = {},
): Promise<FloodFigures> {
  const member = await registerBenchMember(base);
  const headers = { authorization: `Bearer ${member.accessToken}` };
  const name = `flood${Date.now().toString(36)}`;
  const body = JSON.stringify({
    username: myanmarText(100_000),
    email: `${name}@example.com`,
    password: 'Bench-pass1',
    password_confirmation: 'Bench-pass1',
  });
  const quiet = await load(base + path, { connections, seconds, headers });
  let stopFlood!: () => void;
  const stop = new Promise<void>((resolve) => (stopFlood = resolve));
  const flood = floodUntil(`${base}/api/register`, body, FLOOD_CONNECTIONS, stop);
  // The flood is under way before the measure starts (the warm-up gives it two seconds).
  const flooded = await load(base + path, { connections, seconds, headers });
  stopFlood();
  const { sent, statuses } = await flood;
  return { path, quiet, flooded, sent, statuses, bodyBytes: Buffer.byteLength(body) };
}
