import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormTextField, logger, ModalDialog, notify, useQuery, useSession } from '@tessera/core';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { createPhoneAttendance, phoneSkillsQuery } from './api';
import { CpfField } from './CpfField';
import { form as formClass } from './phone.css';
import { NAME_MAX, NAME_MIN, type PhoneAttendanceForm, phoneAttendanceSchema } from './schema';
import { type SkillsLoad, SkillField } from './SkillField';

/** Spec 000 §8: a failure to load the skills or to create the attendance is the generic error. */
const genericError = () => notify.toast({ tone: 'error', text: { id: 'errors.generic' } });

/**
 * Create attendance (spec 000 §2, §5): name, CPF and skill. Mounted on each opening, so every
 * opening starts from an empty form and fresh skills. Confirm stays disabled while any field is
 * wrong; each field says what is wrong once the agent has left it.
 */
export function CreateAttendanceDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const formId = useId();
  const userId = useSession()?.user.id;
  // Every opening asks for the skills again (a fresh mount of a stale query).
  const query = useQuery(phoneSkillsQuery(userId));
  const { control, handleSubmit, setValue, formState } = useForm<PhoneAttendanceForm>({
    resolver: zodResolver(phoneAttendanceSchema),
    mode: 'onTouched',
    defaultValues: { name: '', cpf: '', skill: '' },
  });

  const skills: SkillsLoad = query.isError ? { status: 'error' } : query.data ? { status: 'ready', skills: query.data } : { status: 'loading' };

  // Spec 000 §5: the only skill there is is chosen for the agent.
  const only = query.data?.length === 1 ? query.data[0]!.id : undefined;
  useEffect(() => {
    if (only) setValue('skill', only, { shouldValidate: true });
  }, [only, setValue]);

  const failure = query.isError ? query.error : undefined;
  useEffect(() => {
    if (!failure) return;
    logger.warn('[phone] the phone skills could not be loaded', failure);
    genericError();
  }, [failure]);

  const submit = handleSubmit(async (values) => {
    try {
      await createPhoneAttendance(values);
      notify.toast({ tone: 'success', text: { id: 'phone.createAttendanceSuccess' } });
      onClose();
    } catch (error) {
      logger.warn('[phone] the attendance could not be created', error);
      genericError();
    }
  });

  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <ModalDialog
      title={t('phone.dialogTitle')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('phone.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={!formState.isValid || formState.isSubmitting}>
            {formState.isSubmitting ? t('phone.creating') : t('phone.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClass} onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={control}
          name="name"
          label={t('phone.name')}
          autoComplete="off"
          description={t('phone.nameHint', { min: NAME_MIN, max: NAME_MAX })}
        />
        <CpfField control={control} />
        <SkillField control={control} load={skills} onRetry={() => void query.refetch()} />
      </form>
    </ModalDialog>
  );
}
