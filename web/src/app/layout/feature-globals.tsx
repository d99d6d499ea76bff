import { lazy, Suspense, type ComponentType } from 'react';
import { useFirstPaintDone } from '@/lib/first-paint';

// A feature may ship `features/<name>/global.tsx` whose default export is rendered once in the
// layout (the PWA's update toasts and settings dialog, for example) without editing the app.
const modules = import.meta.glob<{ default: ComponentType }>('../../features/*/global.tsx');
const globals = Object.entries(modules).map(([path, load]) => ({
  key: path,
  Component: lazy(load),
}));

export function FeatureGlobals() {
  // Loaded once the first screen is on screen: none of them shows in it.
  if (!useFirstPaintDone()) return null;
  return (
    <Suspense fallback={null}>
      {globals.map(({ key, Component }) => (
        <Component key={key} />
      ))}
    </Suspense>
  );
}
