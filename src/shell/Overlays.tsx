import { useContributions } from '../../core/plugins/react';
import { RenderContribution } from '../../core/plugins/RenderContribution';

/** Plugin dialogs, drawers, sounds and the like: mounted once, each in its plugin's boundary. */
export function Overlays() {
  const overlays = useContributions('overlays');
  return (
    <>
      {overlays.map(({ plugin, contribution }) => (
        <RenderContribution key={`${plugin.id}:${contribution.id}`} plugin={plugin} component={contribution.component} props={{}} />
      ))}
    </>
  );
}
