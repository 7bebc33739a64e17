import { chooseDockWidget, EmptyState, IconButton, layout, RenderContribution, store, useContributions } from '@tessera/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Toolbar } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { bar, content, dock } from './dock.css';
import { setVisibleDockWidgets } from './visibleWidgets';

/** The chosen dock widget beside a vertical bar of the available ones (arrow keys move along it). */
export default function DockTile() {
  const intl = useIntl();
  const widgets = useContributions('dockWidgets');
  const { dockWidget } = useSnapshot(layout);
  const { selectedConversationId } = useSnapshot(store);
  const current = widgets.find((w) => w.contribution.id === dockWidget) ?? widgets[0];
  const ids = widgets.map((w) => w.contribution.id).join(' ');

  useEffect(() => {
    setVisibleDockWidgets(ids ? ids.split(' ') : []);
    return () => setVisibleDockWidgets([]);
  }, [ids]);

  return (
    <div className={dock}>
      <div className={content}>
        {current ? (
          <RenderContribution
            key={current.contribution.id}
            plugin={current.plugin}
            component={current.contribution.component}
            props={{ conversationId: selectedConversationId }}
          />
        ) : (
          <EmptyState icon="grid">{intl.formatMessage({ id: 'dock.empty' })}</EmptyState>
        )}
      </div>
      <Toolbar className={bar} orientation="vertical" aria-label={intl.formatMessage({ id: 'dock.widgets' })}>
        {widgets.map(({ contribution }) => (
          <IconButton
            key={contribution.id}
            icon={contribution.icon}
            label={intl.formatMessage(contribution.title)}
            pressed={current?.contribution.id === contribution.id}
            onPress={() => chooseDockWidget(contribution.id)}
          />
        ))}
      </Toolbar>
    </div>
  );
}
