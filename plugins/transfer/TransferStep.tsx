import { zodResolver } from '@hookform/resolvers/zod';
import { Button, useConversation, useService } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { TransferTarget } from './api';
import type { FavouriteKind } from './favouritesApi';
import type { TargetOption } from './options';
import { type ReasonForm, reasonSchema } from './reason';
import { ReasonField } from './ReasonField';
import { TargetPicker } from './TargetPicker';
import { actions, chosen, chosenName, form } from './transfer.css';
import { useTransfer } from './useTransfer';

/**
 * The reason and the target, together: the agent sees everything the transfer needs at once and
 * may fill it in either order; Transfer stays disabled until the reason is valid and a skill or
 * an agent is chosen. The reason is kept per conversation if the dialog goes (a skill refused).
 */
export function TransferStep({ conversationId, onCancel }: { conversationId: string; onCancel: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ui = useService('transfer.ui');
  const conversation = useConversation(conversationId);
  const transfer = useTransfer(conversationId);
  // Kept by the UI per conversation: a step shown in between (the Tab feature made required while the
  // dialog was open) or a skill that refused does not make the agent choose again.
  const [target, setTargetHere] = useState<TransferTarget | null>(() => (ui.state.targets[conversationId] as TransferTarget | undefined) ?? null);
  const setTarget = (next: TransferTarget) => {
    setTargetHere(next);
    ui.keepTarget(conversationId, next);
  };
  // A double press sends once: the mutation's own pending flag changes only after the next render.
  const sending = useRef(false);
  const { control, getValues } = useForm<ReasonForm>({
    resolver: zodResolver(reasonSchema),
    mode: 'onChange',
    defaultValues: { reason: ui.state.reasons[conversationId] ?? '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  // Kept as it is typed: a step shown in between, or the dialog closed and opened again, keeps it.
  useEffect(() => ui.keepReason(conversationId, reason), [ui, conversationId, reason]);
  const reasonOk = reasonSchema.safeParse({ reason }).success;

  const choose = (kind: FavouriteKind, option: TargetOption) => {
    if (kind === 'skills') setTarget({ kind: 'skill', skillId: option.id, name: option.name });
    else setTarget({ kind: 'user', userId: option.id, skillId: option.skillId ?? conversation?.skillId ?? '', name: option.name });
  };
  const send = () => {
    const commentary = getValues('reason').trim();
    if (!target || !reasonOk || transfer.isPending || sending.current) return;
    sending.current = true;
    ui.keepReason(conversationId, getValues('reason'));
    transfer.mutate({ target, commentary }, { onSettled: () => void (sending.current = false) });
  };
  const selected = target ? { kind: (target.kind === 'skill' ? 'skills' : 'users') as FavouriteKind, id: target.kind === 'skill' ? target.skillId : target.userId } : undefined;

  return (
    <div className={form}>
      <ReasonField control={control} autoFocus />
      <TargetPicker conversationId={conversationId} selected={selected} onSelect={choose} />
      <p className={chosen} aria-live="polite">
        {target ? (
          <>
            {t(target.kind === 'skill' ? 'transfer.chosen.skill' : 'transfer.chosen.user')} <span className={chosenName}>{target.name}</span>
          </>
        ) : (
          t('transfer.chosen.none')
        )}
      </p>
      <div className={actions}>
        <Button onPress={onCancel}>{t('transfer.cancel')}</Button>
        {/* Pending, not disabled, while it goes: the keyboard stays on it, and a refusal finds it there. */}
        <Button variant="primary" icon="transfer" isDisabled={!target || !reasonOk} isPending={transfer.isPending} onPress={send}>
          {transfer.isPending ? t('transfer.sending') : t('transfer.submit')}
        </Button>
      </div>
    </div>
  );
}
