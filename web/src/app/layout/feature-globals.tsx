import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// A feature may ship `features/<name>/global.tsx` whose default export is rendered once in the
// layout (the PWA's update toasts and settings dialog, for example) without editing the app.
const modules = import.meta.glob<{ default: ComponentType }>('../../features/*/global.tsx');
const globals = Object.entries(modules).map(([path, load]) => ({
  key: path,
  Component: lazy(load),
}));

/**
 * False until the frame after the first render has been drawn. None of the globals shows in the
 * first screen, so their code is asked for after it: asked for during the first render, it went
 * out before the first paint, and Lighthouse's simulation counts whatever starts before the
 * largest paint as that paint's dependency (one more round trip, after the shell's).
 */
function useAfterFirstFrame(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs once that frame is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

export function FeatureGlobals() {
  if (!useAfterFirstFrame()) return null;
  return (
    <Suspense fallback={null}>
      {globals.map(({ key, Component }) => (
        <Component key={key} />
      ))}
    </Suspense>
  );
}
