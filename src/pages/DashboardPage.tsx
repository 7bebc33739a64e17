import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loadLayout } from '../../core/layout/state';
import { startWorkspace } from '../../core/runtime/workspace';
import { store } from '../../core/state/store';
import { defaultLayout } from '../shell/defaultLayout';
import { KeyboardShortcuts } from '../shell/KeyboardShortcuts';
import { main, page } from '../shell/shell.css';
import { TopBar } from '../shell/TopBar';
import { Workspace } from '../shell/workspace/Workspace';

export default function DashboardPage() {
  const intl = useIntl();
  const { session } = useSnapshot(store);
  const userId = session?.user.id;

  useEffect(() => {
    if (userId) loadLayout(userId, defaultLayout);
  }, [userId]);
  useEffect(() => startWorkspace(), []);

  return (
    <div className={page}>
      <TopBar />
      <main className={main} aria-label={intl.formatMessage({ id: 'workspace.label' })}>
        <Workspace />
      </main>
      <KeyboardShortcuts />
    </div>
  );
}
