import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormTextField, logger, ModalDialog, notify, useQueryClient, useSession } from '@tessera/core';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { createShortcut, type Shortcut, shortcutsQuery, updateShortcut } from './api';
import { changedFields, errorToasts, MESSAGE_MAX, SHORT_NAME_MAX, type ShortcutForm, shortcutFormSchema, toSave } from './form';
import { form as formClass } from './shortcuts.css';

/**
 * Adds a shortcut, or edits one (spec 001 §5): a short name of 3 to 255 characters and a message
 * of up to 1,500 (six rows), each with its counter. An edit sends only what changed, and nothing
 * when nothing did; the server's refusals are toasts, one per message it sends.
 */
export function ShortcutDialog({ shortcut, close }: { shortcut: Shortcut | null; close: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const formId = useId();
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  const { control, handleSubmit, formState } = useForm<ShortcutForm>({
    resolver: zodResolver(shortcutFormSchema),
    defaultValues: { short_name: shortcut?.short_name ?? '', message: shortcut?.message ?? '' },
  });
  const [name, message] = useWatch({ control, name: ['short_name', 'message'] });
  const key = shortcutsQuery(userId).queryKey;

  const submit = handleSubmit(async (values) => {
    try {
      if (shortcut) {
        const changes = changedFields(shortcut, values);
        if (!changes) return close();
        await updateShortcut(shortcut.id, changes);
        queryClient.setQueryData<Shortcut[]>(key, (list) => list?.map((s) => (s.id === shortcut.id ? { ...s, ...changes } : s)));
      } else {
        const created = await createShortcut(toSave(values));
        queryClient.setQueryData<Shortcut[]>(key, (list) => [...(list ?? []), created]);
      }
      // The '//' list and every other reader of the cache see it; the server's copy follows.
      void queryClient.invalidateQueries({ queryKey: key });
      notify.snackbar({ tone: 'success', text: { id: shortcut ? 'shortcuts.saved' : 'shortcuts.added' } });
      close();
    } catch (error) {
      logger.warn('[shortcuts] the shortcut was not saved', error);
      for (const id of errorToasts(error, (candidate) => intl.messages[candidate] !== undefined)) notify.toast({ tone: 'error', text: { id } });
    }
  });

  return (
    <ModalDialog
      title={t(shortcut ? 'shortcuts.editTitle' : 'shortcuts.addTitle')}
      isOpen
      onOpenChange={(open) => !open && close()}
      actions={
        <>
          <Button onPress={close}>{t('shortcuts.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={formState.isSubmitting}>
            {t(formState.isSubmitting ? 'shortcuts.saving' : 'shortcuts.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClass} onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={control}
          name="short_name"
          label={t('shortcuts.field.shortName')}
          autoComplete="off"
          description={t('shortcuts.counter', { count: name.length, max: SHORT_NAME_MAX })}
        />
        <FormTextField
          control={control}
          name="message"
          label={t('shortcuts.field.message')}
          multiline
          rows={6}
          description={t('shortcuts.counter', { count: message.length, max: MESSAGE_MAX })}
        />
      </form>
    </ModalDialog>
  );
}
