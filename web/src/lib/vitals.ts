// Development only (issue 15): the page's real LCP, INP and CLS in the console, as the browser
// measures them, each with the route it was reported on. `npm run dev`, open a route, and read
// `[vitals]` lines; the production build never loads this (see main.tsx).
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

/** One line per metric change: its name, value (ms, or the CLS score), rating and route. */
export function formatMetric(metric: Pick<Metric, 'name' | 'value' | 'rating'>, path: string) {
  const value = metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
  return `[vitals] ${metric.name} ${value} (${metric.rating}) on ${path}`;
}

export function reportVitals(log: (line: string) => void = console.info) {
  const report = (metric: Metric) => log(formatMetric(metric, window.location.pathname));
  // Every change, not only the final value: a route's figure shows while you are on it.
  onLCP(report, { reportAllChanges: true });
  onINP(report, { reportAllChanges: true });
  onCLS(report, { reportAllChanges: true });
}
