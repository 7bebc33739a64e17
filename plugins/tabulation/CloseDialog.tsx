import { Button, type ConversationTab, evaluateWhen, ModalDialog, notify, useConsumerName, useConversation, useGateContext, useQueryClient } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { closeErrorText, closeWithTab, registerTab } from './closing';
import { registeredTab } from './registeredTab';
import { TabFields } from './TabFields';
import { actions, form, intro } from './tabulation.css';
import { useTabPath } from './useTabPath';
import { useTabTree } from './useTabTree';

interface Props {
  conversationId: string;
  /** Cancelled: the dialog goes, the keyboard back to what opened it. */
  onDone: () => void;
  /** Closed: the dialog goes, and with it the action that opened it. */
  onFinished: () => void;
}

/**
 * Closing a conversation (spec 001 §2 dialog 3, §4). With the Tab feature on, the demand is
 * registered first (PUT tab, then change-status with its id); while it is not required the agent
 * may also close without one. Without the feature, or when the conversation is tabulated already,
 * it is a plain confirmation. A failure keeps the dialog and everything chosen in it.
 */
export default function CloseDialog({ conversationId, onDone, onFinished }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const conversation = useConversation(conversationId);
  const name = useConsumerName(conversation?.consumer);
  const gates = useGateContext();
  // As it was when the dialog opened: a tab registered by this dialog keeps the form (and the choice) on screen.
  const [already] = useState(() => registeredTab(conversation));
  const withForm = evaluateWhen({ feature: 'Tab' }, gates) && !already;
  const required = evaluateWhen({ feature: 'Tab', required: true }, gates);
  const tree = useTabTree(conversationId, withForm);
  const { path, setPath, tab } = useTabPath(tree);
  const queries = useQueryClient();
  // The tab this dialog registered already: a retry after a failed change-status does not register it twice.
  const [saved, setSaved] = useState<ConversationTab>();
  const [busy, setBusy] = useState(false);

  // The consumer (or a supervisor) closed it while the dialog was open: what the agent chose is
  // not lost, it registers the demand of the conversation that now owes one.
  const finishedMeanwhile = conversation?.status === 'closed' || conversation?.status === 'pos-chat';
  const close = async (useTab: boolean) => {
    if (busy) return;
    if (finishedMeanwhile && !(useTab && tab)) return onDone();
    setBusy(true);
    try {
      if (finishedMeanwhile && tab) {
        const registered = saved?.tabId === tab.tabId ? saved : await registerTab(conversationId, tab, queries);
        setSaved(registered);
        notify.snackbar({ tone: 'success', text: { id: 'tabulation.saved' }, values: { tab: registered.tabName } });
        return onFinished();
      }
      let registered = already;
      if (useTab && tab) {
        registered = saved?.tabId === tab.tabId ? saved : await registerTab(conversationId, tab, queries);
        setSaved(registered);
      }
      await closeWithTab(conversationId, registered);
      onFinished();
    } catch (error) {
      notify.toast({ tone: 'error', text: closeErrorText(error) });
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={t('tabulation.closeTitle')} isOpen onOpenChange={(open) => !open && !busy && onDone()}>
      <form
        className={form}
        aria-label={t('tabulation.closeTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void close(withForm);
        }}
      >
        {finishedMeanwhile && (
          <p className={intro} role="status">
            {t(withForm ? 'tabulation.closedMeanwhile' : 'tabulation.closedMeanwhilePlain', { name })}
          </p>
        )}
        {!finishedMeanwhile && (
          <p className={intro}>
            {withForm ? t('tabulation.closeIntro', { name }) : t('tabulation.closeConfirm', { name })}
            {already && ` ${t('tabulation.closeTabulated', { tab: already.tabName })}`}
          </p>
        )}
        {withForm && <TabFields tree={tree} path={path} onChange={setPath} isDisabled={busy} />}
        <div className={actions}>
          <Button onPress={onDone} isDisabled={busy}>
            {t('tabulation.cancel')}
          </Button>
          {withForm && !required && !finishedMeanwhile && (
            <Button onPress={() => void close(false)} isDisabled={busy}>
              {t('tabulation.closeWithoutTab')}
            </Button>
          )}
          <Button variant="primary" type="submit" isDisabled={withForm && !tab} isPending={busy} autoFocus={!withForm}>
            {finishedMeanwhile ? t(withForm ? 'tabulation.save' : 'tabulation.ok') : busy ? t('tabulation.closing') : t('tabulation.close')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
