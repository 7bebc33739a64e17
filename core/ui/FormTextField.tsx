import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from './TextField';

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  description?: string;
  /** Ids of more text that describes the field (a rules checklist beside it). */
  describedBy?: string;
}

/**
 * A react-hook-form field drawn with our TextField. Schema messages are message ids and are
 * translated here; a server's message set with setError is shown as it came.
 */
export function FormTextField<T extends FieldValues>({ control, name, label, type = 'text', autoComplete, description, describedBy }: FormTextFieldProps<T>) {
  const intl = useIntl();
  const translate = (message: string | undefined) =>
    message && intl.messages[message] !== undefined ? intl.formatMessage({ id: message }) : message;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          autoComplete={autoComplete}
          description={description}
          aria-describedby={describedBy}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          // The form can focus the field: the first invalid one on submit, a server error's.
          inputRef={field.ref}
          name={field.name}
          error={translate(fieldState.error?.message)}
          validationBehavior="aria"
        />
      )}
    />
  );
}
