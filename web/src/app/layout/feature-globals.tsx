import { lazy, Suspense, type ComponentType } from 'react';
import { useAfterFirstFrame } from '@/lib/after-first-frame';

// A feature may ship `features/<name>/global.tsx` whose default export is rendered once in the
// layout (the PWA's update toasts and settings dialog, for example) without editing the app.
const modules = import.meta.glob<{ default: ComponentType }>('../../features/*/global.tsx');
const globals = Object.entries(modules).map(([path, load]) => ({
  key: path,
  Component: lazy(load),
}));

export function FeatureGlobals() {
  // None of them shows in the first screen: their code is asked for once it is drawn (asked for
  // during the first render, it went out before the first paint, and Lighthouse's simulation
  // counts whatever starts before the largest paint as that paint's dependency).
  if (!useAfterFirstFrame()) return null;
  return (
    <Suspense fallback={null}>
      {globals.map(({ key, Component }) => (
        <Component key={key} />
      ))}
    </Suspense>
  );
}
