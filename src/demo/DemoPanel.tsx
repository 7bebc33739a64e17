import { useState } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading, Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { logger } from '../../core/logger';
import { notify } from '../../core/notify/notifier';
import { isPluginEnabled } from '../../core/plugins/enablement';
import { usePluginRuntime } from '../../core/plugins/react';
import { store } from '../../core/state/store';
import { Button } from '../../core/ui/Button';
import { Icon } from '../../core/ui/icons';
import { MenuButton } from '../../core/ui/Menu';
import { TextField } from '../../core/ui/TextField';
import { body, dock, heading, row, switchRow, title, track, trigger } from './demo.css';

/**
 * A small panel for a person trying the demo: the same controls as `window.tesseraDemo`.
 * Collapsed by default; every control is a labelled button or switch.
 */
export default function DemoPanel() {
  const intl = useIntl();
  const runtime = usePluginRuntime();
  const snap = useSnapshot(store);
  const [reply, setReply] = useState('');
  const [paused, setPaused] = useState(() => window.tesseraDemo?.isPaused() ?? false);
  const demo = window.tesseraDemo;
  if (!demo) return null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const selected = snap.selectedConversationId;

  const run = (action: () => Promise<unknown>) => () => {
    action().catch((error: unknown) => {
      logger.warn('[demo] action failed', error);
      notify.toast({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    });
  };

  return (
    <Disclosure className={dock}>
      <Heading level={2} className={title}>
        <AriaButton slot="trigger" className={trigger}>
          <Icon name="bolt" />
          {t('demo.title')}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={body}>
        <h3 className={heading}>{t('demo.arrivals')}</h3>
        <div className={row}>
          <Button onPress={run(() => demo.newConversation({ channel: 'whatsapp' }))}>{t('demo.newChat')}</Button>
          <Button onPress={run(() => demo.newConversation({ channel: 'telefone' }))}>{t('demo.newPhone')}</Button>
          <Button onPress={run(() => demo.newConversation({ channel: 'real_automation' }))}>{t('demo.newTicket')}</Button>
        </div>
        <h3 className={heading}>{t('demo.selected')}</h3>
        <TextField label={t('demo.replyText')} value={reply} onChange={setReply} placeholder={t('demo.replyPlaceholder')} />
        <div className={row}>
          <Button isDisabled={!selected} onPress={run(async () => demo.consumerSends(selected!, reply.trim() || t('demo.defaultReply')))}>
            {t('demo.consumerReplies')}
          </Button>
          <Button isDisabled={!selected} onPress={run(() => demo.closeByClient(selected!))}>
            {t('demo.closeByClient')}
          </Button>
        </div>
        <h3 className={heading}>{t('demo.system')}</h3>
        <div className={row}>
          <Button onPress={run(() => demo.dropConnection())}>{t('demo.dropConnection')}</Button>
          <Button
            onPress={run(async () => {
              await (paused ? demo.resume() : demo.pause());
              setPaused(!paused);
            })}
          >
            {t(paused ? 'demo.resume' : 'demo.pause')}
          </Button>
          <Button variant="danger" onPress={run(() => demo.reset())}>
            {t('demo.reset')}
          </Button>
        </div>
        <h3 className={heading}>{t('demo.plugins')}</h3>
        <MenuButton
          variant="secondary"
          label={t('demo.breakPlugin')}
          options={runtime.plugins.map((p) => ({ id: p.id, label: intl.formatMessage(p.title) }))}
          onAction={(id) => run(() => demo.breakPlugin(id))()}
        />
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
      </DisclosurePanel>
    </Disclosure>
  );
}
