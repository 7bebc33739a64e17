import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loadLayout } from '../../core/layout/state';
import { warnBeforeUnload } from '../../core/session/unloadWarning';
import { store } from '../../core/state/store';
import { keyScope } from '../../core/keybindings';
import { defaultLayout } from '../shell/defaultLayout';
import { dashboard, dashboardColumn, main, pageHeading } from '../shell/shell.css';
import { SkipLinks } from '../shell/SkipLinks';
import { Sidebar } from '../shell/Sidebar';
import { ToolbarItems } from '../shell/ToolbarItems';
import { TopBar } from '../shell/TopBar';
import { WindowHost } from '../shell/WindowHost';
import { Workspace } from '../shell/workspace/Workspace';

export default function DashboardPage() {
  const intl = useIntl();
  const headingId = useId();
  const { session } = useSnapshot(store);
  const userId = session?.user.id;

  useEffect(() => {
    if (userId) loadLayout(userId, defaultLayout);
  }, [userId]);
  useEffect(() => warnBeforeUnload(), []);

  return (
    <WindowHost>
      <div className={dashboard}>
        {/* The page's start: its one level-one heading, before the sidebar's and the tiles' (level
            two), and the skip links; a landmark, as every part of the page is. */}
        <section aria-labelledby={headingId}>
          <h1 id={headingId} className={pageHeading}>
            {intl.formatMessage({ id: 'workspace.heading' })}
          </h1>
          <SkipLinks />
        </section>
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
