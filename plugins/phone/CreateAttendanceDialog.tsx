import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormTextField, logger, ModalDialog, notify } from '@tessera/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { createPhoneAttendance, loadPhoneSkills } from './api';
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
  const [skills, setSkills] = useState<SkillsLoad>({ status: 'loading' });
  const { control, handleSubmit, setValue, formState } = useForm<PhoneAttendanceForm>({
    resolver: zodResolver(phoneAttendanceSchema),
    mode: 'onTouched',
    defaultValues: { name: '', cpf: '', skill: '' },
  });

  const fetchSkills = useCallback(async () => {
    setSkills({ status: 'loading' });
    try {
      const list = await loadPhoneSkills();
      setSkills({ status: 'ready', skills: list });
      // Spec 000 §5: the only skill there is is chosen for the agent.
      if (list.length === 1) setValue('skill', list[0]!.id, { shouldValidate: true });
    } catch (error) {
      logger.warn('[phone] the phone skills could not be loaded', error);
      setSkills({ status: 'error' });
      genericError();
    }
  }, [setValue]);

  useEffect(() => void fetchSkills(), [fetchSkills]);

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
        <SkillField control={control} load={skills} onRetry={() => void fetchSkills()} />
      </form>
    </ModalDialog>
  );
}
