// The main thread's long tasks while a page loads on a CPU four times slower (issue 43's TBT):
// each task over 50 ms with its start, and when the shell's script ran and the app took the page
// over, so the tasks can be told apart. Figures for a look, not tests.
import type { Browser } from 'playwright-core';

export interface LongTasks {
  route: string;
  /** [start ms, duration ms] of each task over 50 ms within 6 s of navigation. */
  tasks: [number, number][];
  /** The part of them over 50 ms, summed (what TBT sums, unthrottled by Lighthouse's model). */
  blockingMs: number;
  hydratedAt: number | null;
}

export async function longTasks(browser: Browser, base: string, route: string): Promise<LongTasks> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { __tasks: [number, number][]; __hydrated?: number };
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      const timer = setInterval(() => {
        if (!document.querySelector('#root[data-hydrated]')) return;
        w.__hydrated = performance.now();
        clearInterval(timer);
      }, 20);
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const { tasks, hydrated } = await page.evaluate(() => {
      const w = window as unknown as { __tasks: [number, number][]; __hydrated?: number };
      return { tasks: w.__tasks, hydrated: w.__hydrated ?? null };
    });
    const rounded = tasks.map(([s, d]) => [Math.round(s), Math.round(d)] as [number, number]);
    return {
      route,
      tasks: rounded,
      blockingMs: rounded.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
      hydratedAt: hydrated === null ? null : Math.round(hydrated),
    };
  } finally {
    await context.close();
  }
}
