import { Button, ModalDialog, timeLabel, useConversation, useOptionalService, useService, useSnapshot } from '@tessera/core';
import { useIntl } from 'react-intl';
import type { UnavailableReason } from './errors';
import { actions, reasons, unavailableLead } from './transfer.css';

const two = (n: number) => String(n).padStart(2, '0');
const dateLabel = (d: Date) => `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;

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
  const view = useOptionalService('conversation.view');
  if (!notice) return null;
  // It opened as the transfer dialog closed, so nothing on screen had the keyboard before it: it
  // goes back to the conversation (its reply box), where the agent continues.
  const dismiss = () => {
    ui.closeUnavailable();
    const id = notice.conversationId;
    requestAnimationFrame(() => view?.focusConversation(id));
  };
  const stillOpen = !!conversation && conversation.status !== 'closed' && conversation.status !== 'pos-chat';
  const next = notice.nextAvailableDate ? new Date(notice.nextAvailableDate) : undefined;
  // dd/MM/yyyy - HH:mm in every language, as spec 001 §8 writes it (not the locale's month-first order).
  const when = next ? { date: dateLabel(next), time: timeLabel(next.toISOString()) } : undefined;
  const text = (reason: UnavailableReason) =>
    reason === 'outsideWorkSchedule' && when
      ? intl.formatMessage({ id: 'transfer.unavailable.outsideScheduleUntil' }, when)
      : intl.formatMessage({ id: reasonIds[reason] });

  return (
    <ModalDialog role="alertdialog" title={intl.formatMessage({ id: 'transfer.unavailable.title' })} isOpen onOpenChange={(open) => !open && dismiss()}>
      <p className={unavailableLead}>{intl.formatMessage({ id: 'transfer.unavailable.lead' }, { skill: notice.skillName })}</p>
      <ul className={reasons}>
        {notice.reasons.map((reason) => (
          <li key={reason}>{text(reason)}</li>
        ))}
      </ul>
      <div className={actions}>
        {stillOpen && <Button onPress={() => ui.open(notice.conversationId)}>{intl.formatMessage({ id: 'transfer.unavailable.chooseAnother' })}</Button>}
        <Button variant="primary" autoFocus onPress={dismiss}>
          {intl.formatMessage({ id: 'transfer.unavailable.close' })}
        </Button>
      </div>
    </ModalDialog>
  );
}
