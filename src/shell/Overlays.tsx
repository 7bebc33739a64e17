import { useContributions } from '../../core/plugins/react';
import { RenderContribution } from '../../core/plugins/RenderContribution';
import { overlayHost } from './shell.css';

/** Plugin dialogs, drawers, sounds and the like: mounted once, each in its plugin's boundary. */
export function Overlays() {
  const overlays = useContributions('overlays');
  // Out of the page's flow: overlays draw dialogs in portals, or nothing at all.
  return (
    <div className={overlayHost}>
      {overlays.map(({ plugin, contribution }) => (
        <RenderContribution key={`${plugin.id}:${contribution.id}`} plugin={plugin} component={contribution.component} props={{}} fallback={null} />
      ))}
    </div>
  );
}
