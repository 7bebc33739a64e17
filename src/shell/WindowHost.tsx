import { type ReactNode, useEffect } from 'react';
import { bus } from '../../core/bus';
import { openUndocked, returnUndockedTile } from '../../core/layout/undock';
import { notify } from '../../core/notify/notifier';
import { ForcedLogoutDialog } from './ForcedLogoutDialog';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { Overlays } from './Overlays';
import { ShortcutHelp } from './ShortcutHelp';
import { useWorkspaceRuntime } from './useWorkspaceRuntime';

/**
 * What every window of the workspace mounts, the dashboard and each undocked window alike
 * (DESIGN §4 "every window mounts the same host"): the workspace runtime (mirroring, and the hub
 * in the leader), the plugins' overlays (so a dialog a command opens shows in the window where it
 * ran), the keyboard shortcuts and their help, the forced-logout dialog, and the requests to pop a panel out or bring it back.
 * Notices (toasts, snackbar) are the app's, in every window (src/NoticeHost.tsx); the connection
 * status is in each page's top bar.
 */
export function WindowHost({ children }: { children: ReactNode }) {
  useWorkspaceRuntime();
  useEffect(() => {
    const popOut = ({ panel }: { panel: string }) => {
      if (!openUndocked(panel)) notify.toast({ tone: 'warning', text: { id: 'layout.popupBlocked' } });
    };
    const bringBack = ({ panel }: { panel: string }) => returnUndockedTile(panel);
    bus.on('window:popOut', popOut);
    bus.on('window:return', bringBack);
    return () => {
      bus.off('window:popOut', popOut);
      bus.off('window:return', bringBack);
    };
  }, []);
  return (
    <>
      {children}
      <Overlays />
      <KeyboardShortcuts />
      <ShortcutHelp />
      <ForcedLogoutDialog />
    </>
  );
}
