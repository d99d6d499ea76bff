import { lazy, Suspense, type ComponentType } from 'react';

// A feature may ship `features/<name>/global.tsx` whose default export is rendered once in the
// layout (the PWA's update toasts and settings dialog, for example) without editing the app.
const modules = import.meta.glob<{ default: ComponentType }>('../../features/*/global.tsx');
const globals = Object.entries(modules).map(([path, load]) => ({
  key: path,
  Component: lazy(load),
}));

export function FeatureGlobals() {
  return (
    <Suspense fallback={null}>
      {globals.map(({ key, Component }) => (
        <Component key={key} />
      ))}
    </Suspense>
  );
}
