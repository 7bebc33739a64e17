import { Button, logger, ModalDialog, notify, useQueryClient, useSession } from '@tessera/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteShortcut, type Shortcut, shortcutsQuery } from './api';

/** Asks before a shortcut goes; a refusal is the actionError toast (spec 001 §8) and the shortcut stays. */
export function DeleteShortcutDialog({ shortcut, close }: { shortcut: Shortcut; close: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const key = shortcutsQuery(userId).queryKey;
    try {
      await deleteShortcut(shortcut.id);
      queryClient.setQueryData<Shortcut[]>(key, (list) => list?.filter((s) => s.id !== shortcut.id));
      void queryClient.invalidateQueries({ queryKey: key });
      notify.snackbar({ tone: 'success', text: { id: 'shortcuts.deleted' }, values: { name: shortcut.short_name } });
      close();
    } catch (error) {
      logger.warn('[shortcuts] the shortcut was not deleted', error);
      notify.toast({ tone: 'error', text: { id: 'shortcuts.toasts.actionError' } });
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t('shortcuts.deleteTitle')}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && close()}
      actions={
        <>
          <Button onPress={close} autoFocus>
            {t('shortcuts.cancel')}
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isDisabled={busy}>
            {t(busy ? 'shortcuts.deleting' : 'shortcuts.delete')}
          </Button>
        </>
      }
    >
      <p>{t('shortcuts.deleteBody', { name: shortcut.short_name })}</p>
    </ModalDialog>
  );
}
