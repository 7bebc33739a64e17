import { inputClass } from '@tessera/core';
import { type Control, Controller } from 'react-hook-form';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useId } from 'react';
import { REASON_MAX, REASON_MIN, type ReasonForm, reasonLength, TOO_SHORT } from './reason';
import { counter, error as errorClass, field, fieldFoot, hint, label, textArea } from './transfer.css';

/**
 * The transfer reason (spec 001 §5): 20 to 150 characters. Under 20 the hint says what is
 * missing; the odd symbol rule and the maximum are errors; the counter n/150 turns error-coloured
 * at exactly 150 (the field takes no more).
 */
export function ReasonField({ control, autoFocus }: { control: Control<ReasonForm>; autoFocus?: boolean }) {
  const intl = useIntl();
  const counterId = useId();
  return (
    <Controller
      control={control}
      name="reason"
      render={({ field: reason, fieldState }) => {
        const value = reason.value;
        const message = fieldState.error?.message === TOO_SHORT ? undefined : fieldState.error?.message;
        const shown = message ? intl.formatMessage({ id: message }, { max: REASON_MAX }) : undefined;
        const atLimit = value.length >= REASON_MAX;
        return (
          <TextField
            className={field}
            value={value}
            onChange={reason.onChange}
            onBlur={reason.onBlur}
            name={reason.name}
            maxLength={REASON_MAX}
            isInvalid={!!shown}
            validationBehavior="aria"
            aria-describedby={counterId}
            // The agent opened the dialog to write why: the reason has the keyboard first.
            autoFocus={autoFocus}
          >
            <Label className={label}>{intl.formatMessage({ id: 'transfer.reason.label' })}</Label>
            <TextArea className={`${inputClass} ${textArea}`} rows={3} ref={reason.ref} />
            <div className={fieldFoot}>
              {shown ? (
                <FieldError className={errorClass}>{shown}</FieldError>
              ) : (
                reasonLength(value) < REASON_MIN && (
                  <Text slot="description" className={hint}>
                    {intl.formatMessage({ id: 'transfer.reason.hint' }, { min: REASON_MIN })}
                  </Text>
                )
              )}
              <span id={counterId} className={counter[atLimit ? 'limit' : 'normal']} data-at-limit={atLimit || undefined}>
                {/* What counts, as the minimum counts it: spaces around the reason are not part of it. */}
                {intl.formatMessage({ id: 'transfer.reason.counter' }, { count: reasonLength(value), max: REASON_MAX })}
              </span>
            </div>
          </TextField>
        );
      }}
    />
  );
}
