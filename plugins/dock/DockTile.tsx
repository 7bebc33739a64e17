import { bus, Button, EmptyState, IconButton, layout, RenderContribution, useContributions, useSelectedConversationId, useService } from '@tessera/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Toolbar } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { bar, content, dock, widgetBody, widgetHeader, widgetTitle } from './dock.css';

/**
 * The chosen dock widget beside a vertical bar of the available ones (arrow keys move along it);
 * the widget's header pops it out into its own window.
 */
export default function DockTile() {
  const intl = useIntl();
  const widgets = useContributions('dockWidgets');
  const dockWidgets = useService('dock.widgets');
  const { chosen } = useSnapshot(dockWidgets.state);
  const { undocked } = useSnapshot(layout);
  const selectedConversationId = useSelectedConversationId();
  const current = widgets.find((w) => w.contribution.id === chosen) ?? widgets[0];
  const ids = widgets.map((w) => w.contribution.id).join(' ');

  useEffect(() => {
    dockWidgets.setVisible(ids ? ids.split(' ') : []);
    return () => dockWidgets.setVisible([]);
  }, [dockWidgets, ids]);

  return (
    <div className={dock}>
      <div className={content}>
        {current ? (
          <>
            <div className={widgetHeader}>
              <h3 className={widgetTitle}>{intl.formatMessage(current.contribution.title)}</h3>
              {/* Any widget can have a window of its own (/undock/<widget>), live like the rest. */}
              <IconButton
                icon="popout"
                label={intl.formatMessage({ id: 'dock.popOut' }, { widget: intl.formatMessage(current.contribution.title) })}
                onPress={() => bus.emit('window:popOut', { panel: current.contribution.id })}
              />
            </div>
            <div className={widgetBody}>
              {undocked[current.contribution.id] ? (
                <EmptyState icon="window">
                  <p>{intl.formatMessage({ id: 'dock.undocked' }, { widget: intl.formatMessage(current.contribution.title) })}</p>
                  <Button icon="window" onPress={() => bus.emit('window:return', { panel: current.contribution.id })}>
                    {intl.formatMessage({ id: 'dock.return' })}
                  </Button>
                </EmptyState>
              ) : (
                <RenderContribution
                  key={current.contribution.id}
                  plugin={current.plugin}
                  component={current.contribution.component}
                  props={{ conversationId: selectedConversationId }}
                />
              )}
            </div>
          </>
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
            onPress={() => dockWidgets.choose(contribution.id)}
          />
        ))}
      </Toolbar>
    </div>
  );
}
