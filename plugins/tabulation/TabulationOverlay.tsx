import { useService, useSnapshot } from '@tessera/core';
import { lazy, Suspense } from 'react';
import { dialogOf } from './state';

// The dialog (its selects and calls) loads when a command first opens it, not with the workspace.
const TabulationDialog = lazy(() => import('./TabulationDialog'));

/** Mounted in every window: the tabulation dialog, while a command of this window asks for it. */
export default function TabulationOverlay() {
  const open = useSnapshot(dialogOf(useService('tabulation.service')).state).request !== null;
  return open ? (
    <Suspense fallback={null}>
      <TabulationDialog />
    </Suspense>
  ) : null;
}
