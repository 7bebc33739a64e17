import { lazy, Suspense } from 'react';
import { isDemo } from '../../core/config';

const DemoPanel = lazy(() => import(/* webpackChunkName: "demo-panel" */ './DemoPanel'));

/** The demo control panel, present only in demo mode (the production build drops it). */
export function DemoPanelSlot() {
  if (!isDemo) return null;
  return (
    <Suspense fallback={null}>
      <DemoPanel />
    </Suspense>
  );
}
