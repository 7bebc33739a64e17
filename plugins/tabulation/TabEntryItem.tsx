import { Button, IconButton, ModalDialog, notify, useMutation, useQueryClient } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteTab, tabsQuery } from './api';
import type { TabEntry } from './schema';
import { entry as entryClass, entryAction, entryMeta, entryName, intro } from './tabulation.css';

interface Props {
  conversationId: string;
  entry: TabEntry;
  /** Registered by the signed-in agent: only then may it be removed (spec 001 §5, §6). */
  isOwn: boolean;
  onRemoved: () => void;
}

/** One registered tabulation; the agent's own has a remove button, asking 'remove tab' first. */
export function TabEntryItem({ conversationId, entry, isOwn, onRemoved }: Props) {
  const intl = useIntl();
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteTab(conversationId, entry.tabId),
    onSuccess: async () => {
      setConfirming(false);
      notify.snackbar({ tone: 'success', text: { id: 'tabulation.list.removed' }, values: { tab: entry.tabName } });
      await queries.invalidateQueries({ queryKey: tabsQuery(conversationId).queryKey });
      onRemoved();
    },
    onError: () => notify.toast({ tone: 'error', text: { id: 'tabulation.error.action' } }),
  });
  const date = new Date(entry.date);
  const when = Number.isNaN(date.getTime()) ? entry.date : intl.formatDate(date, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <li className={entryClass}>
      <p className={entryName}>{entry.tabName}</p>
      <p className={entryMeta}>
        <span>{when}</span>
        {entry.username && <span>{entry.username}</span>}
        {entry.skillName && <span>{entry.skillName}</span>}
      </p>
      {isOwn && (
        <span className={entryAction}>
          <IconButton icon="trash" label={intl.formatMessage({ id: 'tabulation.list.remove' }, { tab: entry.tabName })} onPress={() => setConfirming(true)} />
        </span>
      )}
      {confirming && (
        <ModalDialog
          title={intl.formatMessage({ id: 'tabulation.list.removeTitle' })}
          role="alertdialog"
          isOpen
          onOpenChange={(open) => !open && !remove.isPending && setConfirming(false)}
          actions={
            <>
              <Button onPress={() => setConfirming(false)} isDisabled={remove.isPending}>
                {intl.formatMessage({ id: 'tabulation.cancel' })}
              </Button>
              <Button variant="danger" onPress={() => remove.mutate()} isPending={remove.isPending} autoFocus>
                {intl.formatMessage({ id: remove.isPending ? 'tabulation.list.removing' : 'tabulation.list.confirmRemove' })}
              </Button>
            </>
          }
        >
          <p className={intro}>{intl.formatMessage({ id: 'tabulation.list.removeBody' }, { tab: entry.tabName })}</p>
        </ModalDialog>
      )}
    </li>
  );
}
