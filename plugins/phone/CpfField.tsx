import { TextField } from '@tessera/core';
import { useLayoutEffect, useRef } from 'react';
import { type Control, Controller, type ControllerRenderProps, type ControllerFieldState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { caretAfterDigits, cpfDigits, formatCpf } from './cpf';
import type { PhoneAttendanceForm } from './schema';
import { useFieldText } from './useFieldText';

/** The CPF, masked 000.000.000-00 as it is typed or pasted (digits only are kept). */
export function CpfField({ control }: { control: Control<PhoneAttendanceForm> }) {
  return <Controller control={control} name="cpf" render={({ field, fieldState }) => <MaskedCpf field={field} fieldState={fieldState} />} />;
}

function MaskedCpf({ field, fieldState }: { field: ControllerRenderProps<PhoneAttendanceForm, 'cpf'>; fieldState: ControllerFieldState }) {
  const intl = useIntl();
  const fieldText = useFieldText();
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // After the masked value is in, the caret goes back after the digit it followed (an edit in the middle).
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    if (at !== null && input.current && document.activeElement === input.current) input.current.setSelectionRange(at, at);
  });

  const change = (value: string) => {
    const typedAt = input.current?.selectionStart ?? value.length;
    const masked = formatCpf(value);
    caret.current = caretAfterDigits(masked, cpfDigits(value.slice(0, typedAt)).length);
    field.onChange(masked);
  };

  return (
    <TextField
      label={intl.formatMessage({ id: 'phone.cpf' })}
      description={intl.formatMessage({ id: 'phone.cpfHint' })}
      placeholder="000.000.000-00"
      inputMode="numeric"
      autoComplete="off"
      value={field.value}
      onChange={change}
      onBlur={field.onBlur}
      inputRef={(element) => {
        input.current = element;
        field.ref(element);
      }}
      name={field.name}
      error={fieldText(fieldState.error?.message)}
      validationBehavior="aria"
    />
  );
}
