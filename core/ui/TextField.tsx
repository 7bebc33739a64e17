import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { description as descriptionClass, field, fieldError, input, label as labelClass } from './controls.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  multiline?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
}

/** A labelled text field whose error is announced with it (react-aria wires the ids). */
export function TextField({ label, description, error, multiline, rows = 3, inputRef, placeholder, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} isInvalid={!!error || rest.isInvalid} className={field}>
      <Label className={labelClass}>{label}</Label>
      {multiline ? (
        <TextArea className={input} rows={rows} placeholder={placeholder} />
      ) : (
        <Input className={input} ref={inputRef} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={fieldError}>{error}</FieldError>
    </AriaTextField>
  );
}
