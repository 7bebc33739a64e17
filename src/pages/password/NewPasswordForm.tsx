import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError } from '../../../core/api/error';
import { changePassword } from '../../../core/session/password';
import { type NewPasswordForm as Values, newPasswordSchema } from '../../../core/session/passwordRules';
import { Button } from '../../../core/ui/Button';
import { FormTextField } from '../../../core/ui/FormTextField';
import { PasswordRules } from '../../../core/ui/PasswordRules';
import { form } from '../pages.css';
import { passwordChangeErrorPlan } from './serverErrors';
import { useShowErrorPlan } from './useShowErrorPlan';

const schema = newPasswordSchema();

interface NewPasswordFormProps {
  /** The bearer of the change: a reset link's token or an expired sign-in's change token. */
  token: string;
  slug?: string | undefined;
  /** The form's accessible name. */
  label: string;
  onChanged: () => void;
}

/** New password and its repeat, with the rule checklist; Enter in either field submits. */
export function NewPasswordForm({ token, slug, label, onChanged }: NewPasswordFormProps) {
  const intl = useIntl();
  const rulesId = useId();
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', passwordRepeat: '' },
  });
  const typed = useWatch({ control, name: 'newPassword' });
  const showErrors = useShowErrorPlan(setError);

  const submit = handleSubmit(async ({ newPassword }) => {
    setBusy(true);
    try {
      await changePassword({ password: newPassword, token, slug });
      onChanged();
    } catch (error) {
      showErrors(passwordChangeErrorPlan(toApiError(error)));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={label}>
      <FormTextField
        control={control}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'password.new.label' })}
        describedBy={rulesId}
      />
      <PasswordRules value={typed} id={rulesId} />
      <FormTextField
        control={control}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'password.repeat.label' })}
      />
      <Button type="submit" variant="primary" isDisabled={busy}>
        <FormattedMessage id={busy ? 'password.new.submitting' : 'password.new.submit'} />
      </Button>
    </form>
  );
}
