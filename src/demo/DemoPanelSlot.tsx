import { lazy, Suspense } from 'react';

// The build constant itself (not a variable) so the production build drops the import entirely.
const DemoPanel = __TESSERA_DEMO__ ? lazy(() => import(/* webpackChunkName: "demo-panel" */ './DemoPanel')) : null;

/** The demo control panel, present only in demo mode. */
export function DemoPanelSlot() {
  if (!DemoPanel) return null;
  return (
    <Suspense fallback={null}>
      <DemoPanel />
    </Suspense>
  );
}
