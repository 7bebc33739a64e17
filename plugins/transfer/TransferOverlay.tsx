import { useService, useSnapshot } from '@tessera/core';
import { lazy, Suspense } from 'react';

// The dialogs load when first needed, not with the workspace.
const TransferDialog = lazy(() => import('./TransferDialog'));
const UnavailableDialog = lazy(() => import('./UnavailableDialog'));

/** This window's transfer dialogs, shown while the transfer UI says so (every window mounts it). */
export default function TransferOverlay() {
  const { open, unavailable } = useSnapshot(useService('transfer.ui').state);
  return (
    <Suspense fallback={null}>
      {open !== null && <TransferDialog />}
      {unavailable !== null && <UnavailableDialog />}
    </Suspense>
  );
}
