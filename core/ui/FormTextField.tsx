import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from './TextField';

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  description?: string;
  /** Ids of more text that describes the field (a rules checklist beside it). */
  describedBy?: string;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  /** The text area's height in rows (3 unless given). */
  rows?: number;
  /** The values a schema message's placeholders take ('At least {min} characters'). */
  messageValues?: Record<string, string | number>;
  /**
   * 'aria' (the default): the form decides when to submit and what to focus. 'native': the
   * browser keeps an invalid form from being submitted and focuses the first invalid field.
   */
  validationBehavior?: TextFieldProps['validationBehavior'];
}

/**
 * A react-hook-form field drawn with our TextField. Schema messages are message ids and are
 * translated here (with `messageValues`); a server's message set with setError is shown as it came.
 */
export function FormTextField<T extends FieldValues>({ control, name, label, type = 'text', autoComplete, description, describedBy, multiline, rows, messageValues, validationBehavior = 'aria' }: FormTextFieldProps<T>) {
  const intl = useIntl();
  const translate = (message: string | undefined) =>
    message && intl.messages[message] !== undefined ? intl.formatMessage({ id: message }, messageValues) : message;
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
          multiline={multiline}
          rows={rows}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          // The form can focus the field: the first invalid one on submit, a server error's.
          inputRef={field.ref}
          name={field.name}
          error={translate(fieldState.error?.message)}
          validationBehavior={validationBehavior}
        />
      )}
    />
  );
}
