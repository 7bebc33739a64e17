import { useContributions } from '../../core/plugins/react';
import { RenderContribution } from '../../core/plugins/RenderContribution';
import { floatingActions } from './shell.css';

/** Plugin controls of one place: the top bar, or floating at the bottom right of the workspace. */
export function ToolbarItems({ placement }: { placement: 'topBar' | 'floating' }) {
  const items = useContributions('toolbarItems').filter((item) => item.contribution.placement === placement);
  if (!items.length) return null;
  const rendered = items.map(({ plugin, contribution }) => (
    <RenderContribution key={`${plugin.id}:${contribution.id}`} plugin={plugin} component={contribution.component} props={{}} fallback={null} />
  ));
  return placement === 'floating' ? <div className={floatingActions}>{rendered}</div> : <>{rendered}</>;
}
