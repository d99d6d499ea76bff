// Work a first screen does not show waits until that screen is drawn.
import { startTransition, useEffect, useState } from 'react';
import { renderingServerPage } from './server-rendered';

/**
 * False until the frame after the component's first render is on screen, then true. With
 * `inSlices`, the render that follows is a transition: React renders it in slices and lets the
 * browser run between them, instead of one long task that blocks taps (Total Blocking Time).
 * With `serverRendered`, true at once in the server's render and its hydration (issue 43).
 */
export function useAfterFirstFrame(inSlices = false, serverRendered = false): boolean {
  // `serverRendered`: the server's render shows it, so the hydration of that page does too.
  const [ready, setReady] = useState(() => serverRendered && renderingServerPage());
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => (inSlices ? startTransition(() => setReady(true)) : setReady(true));
    // A task queued from an animation frame runs once that frame is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [inSlices, ready]);
  return ready;
}
