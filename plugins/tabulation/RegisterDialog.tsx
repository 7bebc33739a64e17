import { ModalDialog, notify, useConsumerName, useConversation } from '@tessera/core';
import { useIntl } from 'react-intl';
import { intro } from './tabulation.css';
import TabulationForm from './TabulationForm';

/** Registering a finished conversation's demand (the pending-tab notice, the list's pending block). */
export default function RegisterDialog({ conversationId, onDone, onFinished }: { conversationId: string; onDone: () => void; onFinished: () => void }) {
  const intl = useIntl();
  const name = useConsumerName(useConversation(conversationId)?.consumer);
  return (
    <ModalDialog title={intl.formatMessage({ id: 'tabulation.registerTitle' })} isOpen onOpenChange={(open) => !open && onDone()}>
      <p className={intro}>{intl.formatMessage({ id: 'tabulation.registerIntro' }, { name })}</p>
      <TabulationForm
        conversationId={conversationId}
        onCancel={onDone}
        onSaved={(tab) => {
          notify.snackbar({ tone: 'success', text: { id: 'tabulation.saved' }, values: { tab: tab.tabName } });
          onFinished();
        }}
      />
    </ModalDialog>
  );
}
