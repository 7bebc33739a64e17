import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from './TextField';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  description?: string;
}

/**
 * A react-hook-form field drawn with our TextField. Schema messages are message ids and are
 * translated here; a server's message set with setError is shown as it came.
 */
export function FormTextField<T extends FieldValues>({ control, name, label, type = 'text', autoComplete, description }: Props<T>) {
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
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={translate(fieldState.error?.message)}
          validationBehavior="aria"
        />
      )}
    />
  );
}
