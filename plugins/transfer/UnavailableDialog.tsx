import { Button, ModalDialog, useConversation, useService, useSnapshot } from '@tessera/core';
import { useIntl } from 'react-intl';
import type { UnavailableReason } from './errors';
import { actions, reasons, unavailableLead } from './transfer.css';

const reasonIds: Record<UnavailableReason, string> = {
  skillInException: 'transfer.unavailable.exception',
  outsideWorkSchedule: 'transfer.unavailable.outsideSchedule',
  noUserOnline: 'transfer.unavailable.noUserOnline',
};

/**
 * The transfer-unavailable dialog (spec 001 §2 dialog 2, §8): why the skill cannot take the
 * conversation now, the next opening of its schedule as dd/MM/yyyy - HH:mm in the agent's
 * language. The agent may choose another target at once: the reason typed is kept.
 */
export default function UnavailableDialog() {
  const intl = useIntl();
  const ui = useService('transfer.ui');
  const notice = useSnapshot(ui.state).unavailable;
  const conversation = useConversation(notice?.conversationId ?? '');
  if (!notice) return null;
  const stillOpen = !!conversation && conversation.status !== 'closed' && conversation.status !== 'pos-chat';
  const next = notice.nextAvailableDate ? new Date(notice.nextAvailableDate) : undefined;
  const when = next
    ? {
        date: intl.formatDate(next, { day: '2-digit', month: '2-digit', year: 'numeric' }),
        time: intl.formatTime(next, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      }
    : undefined;
  const text = (reason: UnavailableReason) =>
    reason === 'outsideWorkSchedule' && when
      ? intl.formatMessage({ id: 'transfer.unavailable.outsideScheduleUntil' }, when)
      : intl.formatMessage({ id: reasonIds[reason] });

  return (
    <ModalDialog role="alertdialog" title={intl.formatMessage({ id: 'transfer.unavailable.title' })} isOpen onOpenChange={(open) => !open && ui.closeUnavailable()}>
      <p className={unavailableLead}>{intl.formatMessage({ id: 'transfer.unavailable.lead' }, { skill: notice.skillName })}</p>
      <ul className={reasons}>
        {notice.reasons.map((reason) => (
          <li key={reason}>{text(reason)}</li>
        ))}
      </ul>
      <div className={actions}>
        {stillOpen && <Button onPress={() => ui.open(notice.conversationId)}>{intl.formatMessage({ id: 'transfer.unavailable.chooseAnother' })}</Button>}
        <Button variant="primary" autoFocus onPress={ui.closeUnavailable}>
          {intl.formatMessage({ id: 'transfer.unavailable.close' })}
        </Button>
      </div>
    </ModalDialog>
  );
}
