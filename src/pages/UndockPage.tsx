import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { holdUndockedTile } from '../../core/layout/undock';
import { useContributions } from '../../core/plugins/react';
import { RenderContribution } from '../../core/plugins/RenderContribution';
import { store } from '../../core/state/store';
import { useConsumerName } from '../../core/text/useConsumerName';
import { EmptyState } from '../../core/ui/Feedback';
import { Icon } from '../../core/ui/icons';
import { brand, main, page, topBar } from '../shell/shell.css';
import { ConnectionStatus } from '../shell/ConnectionStatus';
import { ForcedLogoutDialog } from '../shell/ForcedLogoutDialog';
import { useWorkspaceRuntime } from '../shell/useWorkspaceRuntime';

/** One tile in its own window (/undock/<tile>), live with the rest of the workspace. */
export default function UndockPage({ panel }: { panel: string }) {
  const intl = useIntl();
  const tiles = useContributions('tiles');
  const found = tiles.find((t) => t.contribution.id === panel || t.contribution.undockAliases?.includes(panel));
  const tileId = found?.contribution.id;

  useWorkspaceRuntime();
  useEffect(() => (tileId ? holdUndockedTile(tileId) : undefined), [tileId]);

  const { selectedConversationId, conversations } = useSnapshot(store);
  const open = selectedConversationId ? conversations[selectedConversationId] : undefined;
  const tileTitle = found ? intl.formatMessage(found.contribution.title) : panel;
  // The window says whose conversation it shows: it follows the workspace's selection.
  const openName = useConsumerName(open?.consumer);
  const title = open ? `${tileTitle} · ${openName}` : tileTitle;
  useEffect(() => {
    document.title = `${title} · Tessera`;
  }, [title]);

  return (
    <div className={page}>
      <header className={topBar}>
        <h1 className={brand}>
          {found && <Icon name={found.contribution.icon} />}
          {title}
        </h1>
        <ConnectionStatus />
      </header>
      <main className={main} aria-label={title}>
        {found ? (
          <RenderContribution plugin={found.plugin} component={found.contribution.component} props={{ tileId: found.contribution.id, undocked: true }} />
        ) : (
          <EmptyState icon="window">
            <FormattedMessage id="layout.unknownTile" values={{ tile: panel }} />
          </EmptyState>
        )}
      </main>
      <ForcedLogoutDialog />
    </div>
  );
}
