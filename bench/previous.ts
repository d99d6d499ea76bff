// The previous run (the newest file in bench/results), so each figure prints beside the one
// before it, and the machine's load around a run, so a noisy run is told apart.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/** A run as written to bench/results/<timestamp>.json (older files may lack some parts). */
export interface SavedRun {
  at?: string;
  api?: { name: string; gateway: { rps: number; p50: number; p99: number } }[];
  bookings?: { database: string; attempts: number; rps: number; p99: number; listP99: number }[];
  pages?: { route: string; jsKb: number; cssKb: number; totalKb: number }[];
  lighthouse?: { route: string; scores: Record<string, number> }[];
  load?: { before: number[]; after: number[] };
}

export function previousRun(dir: string): SavedRun | null {
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const last = files.at(-1);
  if (!last) return null;
  try {
    return JSON.parse(readFileSync(join(dir, last), 'utf8')) as SavedRun;
  } catch {
    return null;
  }
}

/** `now (before)`, or just `now` when the previous run had no such figure. */
export function beside(now: number | string, before: number | string | undefined): string {
  return before === undefined ? String(now) : `${now} (${before})`;
}

/** The 1, 5 and 15 minute load averages, rounded. */
export function loadNow(): number[] {
  return loadavg().map((n) => Math.round(n * 100) / 100);
}

/**
 * A run is noisy when the machine was busy with something else: a 1-minute load average above
 * the number of cores at the start or the end (the bench itself keeps about one core busy).
 */
export function noisy(load: { before: number[]; after: number[] }, cores: number): boolean {
  return (load.before[0] ?? 0) > cores || (load.after[0] ?? 0) > cores;
}
