import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { keyScope } from '../../core/keybindings';
import { holdUndockedTile } from '../../core/layout/undock';
import { useContributions, usePluginStarted } from '../../core/plugins/react';
import { RenderContribution } from '../../core/plugins/RenderContribution';
import { RenderTile } from '../../core/plugins/RenderTile';
import type { IconName, LazyComponent, ResolvedContribution } from '../../core/plugins/types';
import { store } from '../../core/state/store';
import { useConsumerName } from '../../core/text/useConsumerName';
import { EmptyState, Spinner } from '../../core/ui/Feedback';
import { Icon } from '../../core/ui/icons';
import { ConnectionStatus } from '../shell/ConnectionStatus';
import { brand, main, page, spacer, topBar } from '../shell/shell.css';
import { UserMenu } from '../shell/UserMenu';
import { visuallyHidden } from '../shell/workspace/workspace.css';
import { WindowHost } from '../shell/WindowHost';

/** What an /undock/<name> window shows: a tile, or a dock widget. */
interface Undockable {
  id: string;
  plugin: ResolvedContribution<'tiles'>['plugin'];
  title: MessageDescriptor;
  icon: IconName;
  render: () => ReactNode;
}

const answersTo = (panel: string, contribution: { id: string; undockAliases?: readonly string[] }) =>
  contribution.id === panel || !!contribution.undockAliases?.includes(panel);

/** A tile by its id or an alias of the spec (treeOfKnowledge, data), else a dock widget by its id (or alias). */
function useUndockable(panel: string): Undockable | undefined {
  const tiles = useContributions('tiles');
  // Listed, not started: only the widget this window shows starts its plugin (when it starts on first use).
  const widgets = useContributions('dockWidgets', { listOnly: true });
  const { selectedConversationId } = useSnapshot(store);
  const tile = tiles.find((t) => answersTo(panel, t.contribution));
  if (tile) {
    const { plugin, contribution } = tile;
    return {
      id: contribution.id,
      plugin,
      title: contribution.title,
      icon: contribution.icon,
      render: () => <RenderTile plugin={plugin} tile={contribution} undocked />,
    };
  }
  const widget = widgets.find((w) => answersTo(panel, w.contribution));
  if (!widget) return undefined;
  const { plugin, contribution } = widget;
  const component: LazyComponent<{ conversationId: string | null }> = contribution.component;
  return {
    id: contribution.id,
    plugin,
    title: contribution.title,
    icon: contribution.icon,
    render: () => <StartedWidget plugin={plugin} component={component} conversationId={selectedConversationId} />,
  };
}

/** A dock widget, once its plugin runs. */
function StartedWidget({ plugin, component, conversationId }: { plugin: Undockable['plugin']; component: LazyComponent<{ conversationId: string | null }>; conversationId: string | null }) {
  const intl = useIntl();
  const started = usePluginStarted(plugin);
  if (!started) return <Spinner label={intl.formatMessage({ id: 'layout.starting' })} />;
  return <RenderContribution plugin={plugin} component={component} props={{ conversationId }} />;
}

/** One tile or dock widget in its own window (/undock/<name>), live with the rest of the workspace. */
export default function UndockPage({ panel }: { panel: string }) {
  return (
    <WindowHost>
      <UndockedPanel panel={panel} />
    </WindowHost>
  );
}

function UndockedPanel({ panel }: { panel: string }) {
  const intl = useIntl();
  const found = useUndockable(panel);
  const id = found?.id;
  useEffect(() => (id ? holdUndockedTile(id) : undefined), [id]);

  const { selectedConversationId, conversations } = useSnapshot(store);
  const open = selectedConversationId ? conversations[selectedConversationId] : undefined;
  // A widget whose plugin has not started has its labels on their way: its name waits for them, not its id.
  const panelTitle = !found ? panel : found.title.id !== undefined && intl.messages[found.title.id] !== undefined ? intl.formatMessage(found.title) : '';
  // The window says whose conversation it shows: it follows the workspace's selection.
  const openName = useConsumerName(open?.consumer);
  const title = [panelTitle, open ? openName : ''].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title ? `${title} · Tessera` : 'Tessera';
  }, [title]);

  return (
    <div className={page}>
      <header className={topBar}>
        <h1 className={brand}>
          {found && <Icon name={found.icon} />}
          {title}
        </h1>
        <ConnectionStatus />
        <span className={spacer} />
        {/* The avatar menu here too: its commands (status, settings) open their dialogs in this window. */}
        <UserMenu collapsed />
      </header>
      <main className={main} aria-label={title} {...keyScope('workspace')}>
        {found ? (
          <>
            {/* The tile's heading, as in the workspace (level two): its own headings go on from it. */}
            <h2 className={visuallyHidden}>{panelTitle}</h2>
            {found.render()}
          </>
        ) : (
          <EmptyState icon="window">
            <FormattedMessage id="layout.unknownTile" values={{ tile: panel }} />
          </EmptyState>
        )}
      </main>
    </div>
  );
}
