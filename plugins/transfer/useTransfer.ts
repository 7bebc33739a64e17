import { conversationHandedOver, logger, notify, useMutation, useService } from '@tessera/core';
import { type TransferTarget, transferConversation } from './api';
import { transferFailure } from './errors';

/**
 * Sends the transfer and says how it went (spec 001 §4, §8): on success a toast, the dialog
 * closed and the conversation out of the agent's lists (an open one, a phone call too, is no
 * longer open); a skill that cannot take it now opens the transfer-unavailable dialog; any other
 * refusal is a toast and the dialog stays, with what the agent chose.
 */
export function useTransfer(conversationId: string) {
  const ui = useService('transfer.ui');
  return useMutation({
    mutationFn: ({ target, commentary }: { target: TransferTarget; commentary: string }) => transferConversation(conversationId, target, commentary),
    onSuccess: (_answer, { target }) => {
      ui.done(conversationId);
      conversationHandedOver(conversationId);
      notify.toast({ tone: 'success', text: { id: target.kind === 'skill' ? 'transfer.success.skill' : 'transfer.success.user' }, values: { name: target.name } });
    },
    onError: (error, { target }) => {
      const failure = transferFailure(error, target.name);
      logger.warn(`[transfer] the conversation was not transferred to ${target.kind} ${target.kind === 'skill' ? target.skillId : target.userId}`, error);
      if (failure.kind === 'unavailable') {
        ui.showUnavailable({ conversationId, ...failure.unavailability });
        return;
      }
      // Already transferred: nothing more to do here, the dialog goes; other refusals keep it to retry.
      if (failure.messageId === 'transfer.error.alreadyTransferred') ui.close();
      notify.toast({ tone: 'error', text: { id: failure.messageId } });
    },
  });
}
