import { useService, useSnapshot } from '@tessera/core';
import { lazy, Suspense } from 'react';

// The picker (its search and list) loads when the agent is about to open it, not with the workspace.
export const loadStatusPicker = () => import('./StatusPickerDialog');
const StatusPickerDialog = lazy(loadStatusPicker);

/** The status picker of this window, shown while the availability UI says it is open. */
export default function StatusPicker() {
  const open = useSnapshot(useService('availability.ui').state).pickerOpen;
  return open ? (
    <Suspense fallback={null}>
      <StatusPickerDialog />
    </Suspense>
  ) : null;
}
