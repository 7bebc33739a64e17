import { ModalDialog, notify, useConversation, useOptionalService, useService, useSession, useSnapshot } from '@tessera/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { TabulationStep } from './TabulationStep';
import { TransferStep } from './TransferStep';

/**
 * The transfer dialog of this window (spec 001 §2 dialog 1, §4): the tabulation first when the
 * company requires one and the conversation has none, then the reason and the target. It closes
 * by itself if the conversation leaves the agent or finishes meanwhile.
 */
export default function TransferDialog() {
  const intl = useIntl();
  const ui = useService('transfer.ui');
  const conversationId = useSnapshot(ui.state).open;
  const conversation = useConversation(conversationId ?? '');
  const session = useSession();
  const tabulation = useOptionalService('tabulation.service');
  // Tabulated here: the next step shows even before the store hears of it.
  const [tabulatedHere, setTabulatedHere] = useState<string | null>(null);

  const view = useOptionalService('conversation.view');
  const closedMeanwhile = !!conversation && (conversation.status === 'closed' || conversation.status === 'pos-chat');
  const finished = !conversation || closedMeanwhile;
  useEffect(() => {
    if (!conversationId || !finished) return;
    ui.close();
    // Closed by the consumer or a supervisor while the agent was writing the reason: say why the
    // dialog went, and put the keyboard back in the conversation (the pending tab notice is there).
    if (closedMeanwhile) {
      notify.toast({ tone: 'warning', text: { id: 'transfer.closedMeanwhile' } });
      requestAnimationFrame(() => view?.focusConversation(conversationId));
    }
  }, [conversationId, finished, closedMeanwhile, ui, view]);
  if (!conversationId || finished) return null;
  const tab = session?.features.find((f) => f.name === 'Tab');
  const tabRequired = tab?.active === true && tab.required === true;
  // conversationTab is read so the dialog follows a tabulation registered elsewhere.
  const needsTab =
    tabRequired && !!tabulation && tabulatedHere !== conversationId && !conversation.conversationTab && !tabulation.isTabulated(conversationId);

  return (
    <ModalDialog title={intl.formatMessage({ id: 'transfer.dialogTitle' })} isOpen onOpenChange={(open) => !open && ui.close()}>
      {needsTab ? (
        <TabulationStep conversationId={conversationId} onSaved={() => setTabulatedHere(conversationId)} onCancel={ui.close} />
      ) : (
        <TransferStep key={conversationId} conversationId={conversationId} onCancel={ui.close} />
      )}
    </ModalDialog>
  );
}
