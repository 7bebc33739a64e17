import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useContributions } from '../../core/plugins/react';
import { RenderContribution } from '../../core/plugins/RenderContribution';
import { setPreference } from '../../core/state/preferences';
import { store } from '../../core/state/store';
import { IconButton } from '../../core/ui/Button';
import { sidebar, sidebarSection, sidebarSections, sidebarToggle } from './shell.css';
import { UserMenu } from './UserMenu';

const SIDEBAR_ID = 'tessera-sidebar';

/**
 * The left sidebar (spec 000 §2): the agent's avatar menu and the plugins' sections (status,
 * metrics), 200 wide, or 80 when the agent collapses it. The choice is a preference, so it
 * holds across reloads and in every window.
 */
export function Sidebar() {
  const intl = useIntl();
  const collapsed = useSnapshot(store).preferences.sidebarCollapsed;
  const sections = useContributions('sidebarSections');
  return (
    <aside
      id={SIDEBAR_ID}
      className={sidebar[collapsed ? 'collapsed' : 'expanded']}
      aria-label={intl.formatMessage({ id: 'sidebar.label' })}
      data-collapsed={collapsed}
    >
      <UserMenu collapsed={collapsed} />
      <div className={sidebarSections}>
        {sections.map(({ plugin, contribution }) => (
          <section key={`${plugin.id}:${contribution.id}`} className={sidebarSection} aria-label={intl.formatMessage(contribution.title)}>
            <RenderContribution plugin={plugin} component={contribution.component} props={{ collapsed }} />
          </section>
        ))}
      </div>
      <div className={sidebarToggle}>
        <IconButton
          icon={collapsed ? 'right' : 'left'}
          label={intl.formatMessage({ id: collapsed ? 'sidebar.expand' : 'sidebar.collapse' })}
          expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          onPress={() => setPreference('sidebarCollapsed', !collapsed)}
        />
      </div>
    </aside>
  );
}
