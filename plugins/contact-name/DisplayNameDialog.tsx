import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, Button, contactRenamed, FormTextField, type HeaderPanelProps, logger, ModalDialog, notify, useConversation } from '@tessera/core';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { saveDisplayName } from './api';
import { form as formClass, registered, registeredName } from './contactName.css';
import { DISPLAY_NAME_MAX, type DisplayNameForm, displayNameSchema, displayNameToSave, isChanged } from './schema';

/** Server texts this dialog knows, shown in the agent's language; others as sent. */
const knownServerTexts: Record<string, string> = {
  'Display name must have at most 50 characters': 'contactName.error.tooLong',
};

/**
 * The contact display-name dialog (spec 000 §2, §5): opened by the conversation header's
 * action, as its panel, so it works wherever the conversation is shown (a popped-out window
 * too) and the keyboard goes back to the button when it closes.
 */
export default function DisplayNameDialog({ conversationId, close }: HeaderPanelProps) {
  const intl = useIntl();
  const formId = useId();
  const consumer = useConversation(conversationId)?.consumer;
  const current = consumer?.displayName ?? null;
  const { control, handleSubmit, setError, setFocus, formState } = useForm<DisplayNameForm>({
    resolver: zodResolver(displayNameSchema),
    mode: 'onChange',
    defaultValues: { displayName: current ?? '' },
  });
  // The agent opened the dialog to type: the field has the keyboard.
  useEffect(() => setFocus('displayName', { shouldSelect: true }), [setFocus]);

  const submit = handleSubmit(async ({ displayName }) => {
    if (!consumer) return close();
    const next = displayNameToSave(displayName);
    if (!isChanged(next, current)) return close();
    try {
      await saveDisplayName(consumer.id, next);
      contactRenamed({ consumerId: consumer.id, displayName: next });
      notify.snackbar({ tone: 'success', text: { id: next === null ? 'contactName.cleared' : 'contactName.saved' }, values: { name: next ?? consumer.name } });
      close();
    } catch (error) {
      logger.warn('[contact-name] the display name was not saved', error);
      const message = error instanceof ApiError ? error.message : String(error);
      const known = knownServerTexts[message];
      notify.toast({ tone: 'error', text: known ? { id: known } : message });
      const field = error instanceof ApiError ? error.field('display_name') : undefined;
      if (field) setError('displayName', { message: knownServerTexts[field] ?? field }, { shouldFocus: true });
    }
  });

  if (!consumer) return null;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <ModalDialog
      title={t('contactName.dialogTitle')}
      isOpen
      onOpenChange={(open) => !open && close()}
      actions={
        <>
          <Button onPress={close}>{t('contactName.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={!formState.isValid || formState.isSubmitting}>
            {formState.isSubmitting ? t('contactName.saving') : t('contactName.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClass} onSubmit={(event) => void submit(event)} noValidate>
        <p className={registered}>
          {t('contactName.registered')} <span className={registeredName}>{consumer.name}</span>
        </p>
        <FormTextField
          control={control}
          name="displayName"
          label={t('contactName.field')}
          autoComplete="off"
          description={t('contactName.hint', { max: DISPLAY_NAME_MAX })}
        />
      </form>
    </ModalDialog>
  );
}
