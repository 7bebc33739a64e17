import {
  bus,
  Button,
  EmptyState,
  IconButton,
  keyedRecord,
  layout,
  type ResolvedContribution,
  RenderContribution,
  Spinner,
  useContributions,
  useGateContext,
  useNow,
  usePluginStarted,
  useSelectedConversationId,
  useService,
} from '@tessera/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Toolbar } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { bar, content, dock, pane, widgetBody, widgetHeader, widgetTitle } from './dock.css';
import { answersTo, DEFAULT_WIDGET, dockAllows } from './rules';
import { retentionOver } from './widgets';

type HiddenSince = Readonly<Record<string, number>>;

/**
 * The chosen dock widget beside a vertical bar of the available ones (arrow keys move along it);
 * the widget's header pops it out into its own window. The spec's rules (rules.ts) hide the
 * widgets it names where it says; the service tools ('attendance') show first.
 */
export default function DockTile() {
  const intl = useIntl();
  const gates = useGateContext();
  // Listed, not started: a widget's plugin (when it starts on first use) starts when it shows.
  const widgets = useContributions('dockWidgets', { listOnly: true }).filter((w) => dockAllows(w.contribution, gates));
  const dockWidgets = useService('dock.widgets');
  const { chosen, retention } = useSnapshot(dockWidgets.state);
  const { undocked, company } = useSnapshot(layout);
  const selectedConversationId = useSelectedConversationId();
  // The agent's choice, else the company's first widget (its default layout), else the spec's.
  const current =
    widgets.find((w) => w.contribution.id === chosen) ??
    (company?.dock ? widgets.find((w) => answersTo(w.contribution, company.dock!)) : undefined) ??
    widgets.find((w) => answersTo(w.contribution, DEFAULT_WIDGET)) ??
    widgets[0];
  const currentId = current?.contribution.id ?? null;
  const ids = widgets.map((w) => w.contribution.id).join(' ');

  useEffect(() => {
    dockWidgets.setVisible(ids ? ids.split(' ') : []);
    return () => dockWidgets.setVisible([]);
  }, [dockWidgets, ids]);

  // Widgets that asked to stay mounted (keepMounted) are hidden, not unmounted, when the agent
  // leaves them, and are unmounted once their time is over: when each was left, by id.
  const [shown, setShown] = useState(currentId);
  const [hiddenSince, setHiddenSince] = useState<HiddenSince>(() => keyedRecord<number>());
  if (shown !== currentId) {
    // Adjusted while rendering (not in an effect), so the page left is never unmounted in between.
    setShown(currentId);
    const left = shown !== null && retention[shown] !== undefined ? shown : null;
    const at = Date.now();
    setHiddenSince((before) => {
      const next = keyedRecord(before);
      if (currentId !== null) delete next[currentId];
      if (left !== null) next[left] = at;
      return next;
    });
  }
  // A widget the dock no longer offers is unmounted for good.
  useEffect(() => {
    const offered = new Set(ids.split(' '));
    setHiddenSince((before) => (Object.keys(before).every((id) => offered.has(id)) ? before : keyedRecord(Object.entries(before).filter(([id]) => offered.has(id)))));
  }, [ids]);

  // A widget's plugin that has not started has its labels on their way: until they are here, its
  // button and title wait, rather than show (and say) a message id.
  const labelled = widgets.filter(({ contribution: { title } }) => title.id !== undefined && intl.messages[title.id] !== undefined);
  const currentLabelled = !!current && labelled.includes(current);

  const mounted = widgets.filter(({ contribution: { id } }) => !undocked[id] && (id === currentId || id in hiddenSince));
  const hiddenCount = mounted.filter((w) => w.contribution.id !== currentId).length;

  return (
    <div className={dock}>
      {hiddenCount > 0 && <UnmountWhenDue hiddenSince={hiddenSince} retention={retention} onDue={setHiddenSince} />}
      <div className={content}>
        {current ? (
          <>
            {currentLabelled && (
              <div className={widgetHeader}>
                <h3 className={widgetTitle}>{intl.formatMessage(current.contribution.title)}</h3>
                {/* Any widget can have a window of its own (/undock/<widget>), live like the rest. */}
                <IconButton
                  icon="popout"
                  label={intl.formatMessage({ id: 'dock.popOut' }, { widget: intl.formatMessage(current.contribution.title) })}
                  onPress={() => bus.emit('window:popOut', { panel: current.contribution.id })}
                />
              </div>
            )}
            <div className={widgetBody}>
              {undocked[current.contribution.id] && (
                <EmptyState icon="window">
                  <p>{intl.formatMessage({ id: 'dock.undocked' }, { widget: intl.formatMessage(current.contribution.title) })}</p>
                  <Button icon="window" onPress={() => bus.emit('window:return', { panel: current.contribution.id })}>
                    {intl.formatMessage({ id: 'dock.return' })}
                  </Button>
                </EmptyState>
              )}
              {mounted.map(({ plugin, contribution }) => (
                <div key={contribution.id} className={pane} hidden={contribution.id !== currentId}>
                  <WhenStarted plugin={plugin}>
                    <RenderContribution plugin={plugin} component={contribution.component} props={{ conversationId: selectedConversationId }} />
                  </WhenStarted>
                </div>
              ))}
            </div>
          </>
        ) : (
          <EmptyState icon="grid">{intl.formatMessage({ id: 'dock.empty' })}</EmptyState>
        )}
      </div>
      <Toolbar className={bar} orientation="vertical" aria-label={intl.formatMessage({ id: 'dock.widgets' })}>
        {labelled.map(({ contribution }) => (
          <IconButton
            key={contribution.id}
            icon={contribution.icon}
            label={intl.formatMessage(contribution.title)}
            pressed={currentId === contribution.id}
            onPress={() => dockWidgets.choose(contribution.id)}
          />
        ))}
      </Toolbar>
    </div>
  );
}

/** What a widget shows once its plugin runs (one that starts on first use starts now). */
function WhenStarted({ plugin, children }: { plugin: ResolvedContribution<'dockWidgets'>['plugin']; children: ReactNode }) {
  const intl = useIntl();
  const started = usePluginStarted(plugin);
  return started ? children : <Spinner label={intl.formatMessage({ id: 'dock.starting' })} />;
}

/** On the shared 1 s ticker, only while a widget is kept hidden: unmounts those whose time is over. */
function UnmountWhenDue({
  hiddenSince,
  retention,
  onDue,
}: {
  hiddenSince: HiddenSince;
  retention: Readonly<Record<string, number>>;
  onDue: (update: (before: HiddenSince) => HiddenSince) => void;
}) {
  const now = useNow();
  useEffect(() => {
    const due = Object.entries(hiddenSince).filter(([id, at]) => retentionOver(at, retention[id] ?? 0, now));
    if (due.length === 0) return;
    onDue((before) => keyedRecord(Object.entries(before).filter(([id, at]) => !retentionOver(at, retention[id] ?? 0, now))));
  }, [hiddenSince, retention, now, onDue]);
  return null;
}
