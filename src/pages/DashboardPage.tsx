import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loadLayout } from '../../core/layout/state';
import { warnBeforeUnload } from '../../core/session/unloadWarning';
import { store } from '../../core/state/store';
import { keyScope } from '../../core/keybindings';
import { defaultLayout } from '../shell/defaultLayout';
import { dashboard, dashboardColumn, main } from '../shell/shell.css';
import { Sidebar } from '../shell/Sidebar';
import { ToolbarItems } from '../shell/ToolbarItems';
import { TopBar } from '../shell/TopBar';
import { WindowHost } from '../shell/WindowHost';
import { Workspace } from '../shell/workspace/Workspace';

export default function DashboardPage() {
  const intl = useIntl();
  const { session } = useSnapshot(store);
  const userId = session?.user.id;

  useEffect(() => {
    if (userId) loadLayout(userId, defaultLayout);
  }, [userId]);
  useEffect(() => warnBeforeUnload(), []);

  return (
    <WindowHost>
      <div className={dashboard}>
        <Sidebar />
        <div className={dashboardColumn}>
          <TopBar />
          <main className={main} aria-label={intl.formatMessage({ id: 'workspace.label' })} {...keyScope('workspace')}>
            <Workspace />
          </main>
        </div>
        <ToolbarItems placement="floating" />
      </div>
    </WindowHost>
  );
}
