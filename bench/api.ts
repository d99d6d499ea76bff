// API throughput and latency with autocannon: 50 connections, 10 s per route after a warm-up.
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  warmupSeconds?: number;
  headers?: Record<string, string>;
}

function once(url: string, connections: number, seconds: number, headers: Record<string, string>) {
  return autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
}

export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const { connections = 50, seconds = 10, warmupSeconds = 2, headers = {} } = options;
  if (warmupSeconds > 0) await once(url, connections, warmupSeconds, headers);
  const r = await once(url, connections, seconds, headers);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}
