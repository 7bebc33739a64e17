import { useEffect, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { resync } from '../../core/conversations/service';
import { logger } from '../../core/logger';
import { notify } from '../../core/notify/notifier';
import { isPluginEnabled } from '../../core/plugins/enablement';
import { brokenPlugins, brokenStarts, setPluginBroken, setPluginStartBroken } from '../../core/plugins/faults';
import { usePluginRuntime } from '../../core/plugins/react';
import { store } from '../../core/state/store';
import { Button } from '../../core/ui/Button';
import { MenuButton } from '../../core/ui/Menu';
import { TextField } from '../../core/ui/TextField';
import { heading, row, switchRow, track } from './demo.css';

/** How long the panel's "drop the connection" keeps the network down: long enough to read the dialog. */
const DEMO_OUTAGE_MS = 4_000;

/** What the other authors say when the panel makes them write. */
const authored = {
  managerNote: (t: (id: string) => string) => ({ by: 'manager' as const, text: t('demo.text.managerNote'), private: true }),
  manager: (t: (id: string) => string) => ({ by: 'manager' as const, text: t('demo.text.manager') }),
  bot: (t: (id: string) => string) => ({ by: 'bot' as const, text: t('demo.text.bot') }),
  system: (t: (id: string) => string) => ({ by: 'system' as const, text: t('demo.text.system') }),
};

/** The demo panel's controls, the same as `window.tesseraDemo`: loaded when the panel first opens. */
export default function DemoPanelBody() {
  const intl = useIntl();
  const runtime = usePluginRuntime();
  const snap = useSnapshot(store);
  const broken = useSnapshot(brokenPlugins);
  const brokenStart = useSnapshot(brokenStarts);
  const [reply, setReply] = useState('');
  const [paused, setPaused] = useState(false);
  const [metricsFailing, setMetricsFailing] = useState(false);
  const [statusFailing, setStatusFailing] = useState(false);
  const demo = window.tesseraDemo;
  // The contact centre runs in a worker: its switches are read once the panel shows.
  useEffect(() => {
    if (!demo) return;
    void Promise.all([demo.isPaused(), demo.isMetricsFailing(), demo.isAvailabilityFailing()]).then(([p, m, s]) => {
      setPaused(p);
      setMetricsFailing(m);
      setStatusFailing(s);
    });
  }, [demo]);
  if (!demo) return null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const selected = snap.selectedConversationId;
  // The company's Tab feature as the session holds it: the switches show what the workspace applies.
  const tab = snap.session?.features.find((f) => f.name === 'Tab');

  const run = (action: () => Promise<unknown>) => () => {
    action().catch((error: unknown) => {
      logger.warn('[demo] action failed', error);
      notify.toast({ tone: 'error', text: { id: 'demo.actionFailed' } });
    });
  };

  /** A menu making each plugin fail (or work again) in one way: as it renders, or as it starts. */
  const faultMenu = (label: string, faulty: Readonly<Record<string, boolean>>, [breakIt, repairIt]: [string, string], toggle: (id: string, on: boolean) => Promise<void>) => (
    <MenuButton
      variant="secondary"
      label={t(label)}
      options={runtime.plugins.map((p) => ({ id: p.id, label: t(faulty[p.id] ? repairIt : breakIt, { plugin: intl.formatMessage(p.title) }) }))}
      onAction={(id) => run(() => toggle(id, !faulty[id]))()}
    />
  );

  const reset = async () => {
    await demo.reset();
    for (const id of Object.keys(brokenPlugins)) setPluginBroken(id, false);
    for (const id of Object.keys(brokenStarts)) setPluginStartBroken(id, false);
    // The demo started over: fetch what it holds now, as after a reconnect.
    await resync();
  };

  return (
    <>
    <h3 className={heading}>{t('demo.arrivals')}</h3>
    <div className={row}>
      <Button onPress={run(() => demo.newConversation({ channel: 'whatsapp' }))}>{t('demo.newChat')}</Button>
      <Button onPress={run(() => demo.newConversation({ channel: 'telefone' }))}>{t('demo.newPhone')}</Button>
      <Button onPress={run(() => demo.newConversation({ channel: 'real_automation' }))}>{t('demo.newTicket')}</Button>
      <Button onPress={run(() => demo.bringConversations(50))}>{t('demo.busyShift')}</Button>
      <Button onPress={run(() => demo.enqueue())}>{t('demo.enqueue')}</Button>
    </div>
    <h3 className={heading}>{t('demo.selected')}</h3>
    <TextField label={t('demo.replyText')} value={reply} onChange={setReply} placeholder={t('demo.replyPlaceholder')} />
    <div className={row}>
      <Button isDisabled={!selected} onPress={run(() => demo.consumerSends(selected!, reply.trim() || t('demo.defaultReply')))}>
        {t('demo.consumerReplies')}
      </Button>
      <MenuButton
        variant="secondary"
        label={t('demo.consumerSendsFile')}
        options={(['image', 'pdf', 'audio'] as const).map((kind) => ({ id: kind, label: t(`demo.file.${kind}`), disabled: !selected }))}
        onAction={(kind) => run(() => demo.consumerSendsFile(selected!, kind as 'image' | 'pdf' | 'audio'))()}
      />
      <MenuButton
        variant="secondary"
        label={t('demo.authorSends')}
        options={(['managerNote', 'manager', 'bot', 'system'] as const).map((id) => ({ id, label: t(`demo.author.${id}`), disabled: !selected }))}
        onAction={(id) => run(() => demo.authorSends(selected!, authored[id as keyof typeof authored](t)))()}
      />
      <Button isDisabled={!selected} onPress={run(() => demo.closeByClient(selected!))}>
        {t('demo.closeByClient')}
      </Button>
      <Button isDisabled={!selected} onPress={run(() => demo.managerJoin(selected!))}>
        {t('demo.managerJoin')}
      </Button>
      <Button isDisabled={!selected} onPress={run(() => demo.setSlaLate(selected!, 60))}>
        {t('demo.slaLate')}
      </Button>
      <Button isDisabled={!selected} onPress={run(() => demo.setInactivityTime(selected!, 20))}>
        {t('demo.inactivityTime')}
      </Button>
      <Button isDisabled={!selected} onPress={run(() => demo.transferBySystem(selected!))}>
        {t('demo.transferBySystem')}
      </Button>
    </div>
    <h3 className={heading}>{t('demo.system')}</h3>
    <div className={row}>
      <Button onPress={run(() => demo.dropConnection(DEMO_OUTAGE_MS))}>{t('demo.dropConnection')}</Button>
      <Button onPress={run(() => demo.failConversationChecks(3))}>{t('demo.failChecks')}</Button>
      <Button
        onPress={run(async () => {
          await (paused ? demo.resume() : demo.pause());
          setPaused(!paused);
        })}
      >
        {t(paused ? 'demo.resume' : 'demo.pause')}
      </Button>
      <Button variant="danger" onPress={run(reset)}>
        {t('demo.reset')}
      </Button>
    </div>
    <Switch
      className={switchRow}
      isSelected={metricsFailing}
      onChange={(on) =>
        run(async () => {
          await demo.setMetricsFailure(on);
          setMetricsFailing(on);
        })()
      }
    >
      <span className={track} />
      {t('demo.metricsFailure')}
    </Switch>
    <h3 className={heading}>{t('demo.company')}</h3>
    <Switch
      className={switchRow}
      isSelected={tab?.active === true}
      onChange={(on) => run(() => demo.setFeature('Tab', { active: on, required: on && tab?.required === true }))()}
    >
      <span className={track} />
      {t('demo.tabActive')}
    </Switch>
    <Switch
      className={switchRow}
      isSelected={tab?.active === true && tab.required}
      onChange={(on) => run(() => demo.setFeature('Tab', { active: on || tab?.active === true, required: on }))()}
    >
      <span className={track} />
      {t('demo.tabRequired')}
    </Switch>
    <h3 className={heading}>{t('demo.session')}</h3>
    <div className={row}>
      <Button onPress={run(() => demo.forceLogout())}>{t('demo.forceLogout')}</Button>
      <Button onPress={run(() => demo.endSession())}>{t('demo.endSession')}</Button>
    </div>
    <Switch
      className={switchRow}
      isSelected={statusFailing}
      onChange={(on) =>
        run(async () => {
          await demo.setAvailabilityFailure(on);
          setStatusFailing(on);
        })()
      }
    >
      <span className={track} />
      {t('demo.availabilityFailure')}
    </Switch>
    <h3 className={heading}>{t('demo.plugins')}</h3>
    {faultMenu('demo.breakPlugin', broken, ['demo.break', 'demo.repair'], (id, on) => demo.breakPlugin(id, on))}
    {faultMenu('demo.breakPluginStart', brokenStart, ['demo.breakStart', 'demo.repairStart'], (id, on) => demo.breakPluginStart(id, on))}
    {runtime.plugins.map((plugin) => (
      <Switch
        key={plugin.id}
        className={switchRow}
        isSelected={isPluginEnabled(plugin, snap.company)}
        onChange={(on) => run(() => demo.setPluginEnabled(plugin.id, on))()}
      >
        <span className={track} />
        {intl.formatMessage(plugin.title)}
      </Switch>
    ))}
    </>
  );
}
