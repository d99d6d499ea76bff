// The first screen paints before the work it does not need: the reads its components start and
// the layout's feature globals wait until the first render is on screen (main.tsx holds them).
// Started during the first render, they went out before its paint, and Lighthouse counts whatever
// starts before the largest paint as that paint's dependency (on the home page, the hero's heading
// waited in its simulation for three list answers it does not show).
import { useEffect, useState } from 'react';

let painted: Promise<void> = Promise.resolve();
let release: () => void = () => {};

/** main.tsx, before the first render: held work waits until `releaseAfterPaint` lets it go. */
export function holdUntilFirstPaint(): void {
  painted = new Promise((resolve) => {
    release = resolve;
  });
  // Never held for long, whatever happens to the first render.
  setTimeout(() => release(), 3000);
}

/**
 * Called once the first render has committed: lets the held work go once the browser reports its
 * first contentful paint (an animation frame comes before the paint is on screen), or after
 * 200 ms without one (a browser without paint timing, a page in a background tab).
 */
export function releaseAfterPaint(): void {
  setTimeout(() => release(), 200);
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      release();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the time-out lets the work go.
  }
}

/** Settles once the first screen has painted (at once outside the app's own start). */
export function afterFirstPaint(): Promise<void> {
  return painted;
}

/** Whether the first screen has painted, as state (false on the first render while held). */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void painted.then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return done;
}
