import { useIntl } from 'react-intl';
import { useContributions } from '../plugins/react';
import { RenderContribution } from '../plugins/RenderContribution';
import { RenderTile } from '../plugins/RenderTile';

/**
 * What the harness renders for `renderWorkspace`: every tile of the running plugins (each a
 * region named by its title, as the workspace's tiles are), their sidebar sections, toolbar
 * items and overlays, each in its plugin's scope and boundary. No mosaic: tests find things by
 * role and name, not by place.
 */
export function TestWorkspace() {
  const intl = useIntl();
  const tiles = useContributions('tiles');
  const sections = useContributions('sidebarSections');
  const toolbarItems = useContributions('toolbarItems');
  const overlays = useContributions('overlays');
  return (
    <>
      {sections.length > 0 && (
        <aside>
          {sections.map(({ plugin, contribution }) => (
            <RenderContribution key={`${plugin.id}:${contribution.id}`} plugin={plugin} component={contribution.component} props={{ collapsed: false }} />
          ))}
        </aside>
      )}
      {toolbarItems.map(({ plugin, contribution }) => (
        <RenderContribution key={`${plugin.id}:${contribution.id}`} plugin={plugin} component={contribution.component} props={{}} fallback={null} />
      ))}
      {tiles.map(({ plugin, contribution }) => (
        <section key={`${plugin.id}:${contribution.id}`} aria-label={intl.formatMessage(contribution.title)}>
          <RenderTile plugin={plugin} tile={contribution} undocked={false} />
        </section>
      ))}
      {overlays.map(({ plugin, contribution }) => (
        <RenderContribution key={`${plugin.id}:${contribution.id}`} plugin={plugin} component={contribution.component} props={{}} fallback={null} />
      ))}
    </>
  );
}
