import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { startWorkspace } from '../../core/runtime/workspace';
import { store } from '../../core/state/store';

/**
 * Runs the workspace (mirroring, and in the leader the hub and the ping) while this window
 * shows it; a forced logout stops it at once, leaving only the 'disconnected' dialog.
 */
export function useWorkspaceRuntime(): void {
  const { logoutByManager, endedBySystem } = useSnapshot(store).connection;
  const ended = logoutByManager || !!endedBySystem;
  useEffect(() => (ended ? undefined : startWorkspace()), [ended]);
}
