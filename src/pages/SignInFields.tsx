import { type ReactNode, type Ref, useId, useState } from 'react';
import { checkbox, checkboxBox, field, fieldError, input, label as labelClass } from '../../core/ui/controls.css';
import { Icon } from '../../core/ui/icons';
import { visuallyHidden } from './pages.css';

/**
 * The sign-in's own text field and checkbox: native elements drawn and wired as core/ui's TextField
 * and Checkbox are (same classes, same data attributes, the error announced with the field), so the
 * first screen does not load react-aria's field, validation, autocomplete and toggle code for them.
 */

interface TextFieldProps {
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the field is marked invalid while there is one. */
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

export function SignInTextField({ label, name, type, autoComplete, value, onChange, error, inputRef }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={field} data-invalid={error ? true : undefined}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={input}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? true : undefined}
      />
      {error && (
        <span id={errorId} className={fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Whether the keyboard (not a pointer) put the focus there, as the browser tells it. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export function SignInCheckbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  const [focusVisible, setFocusVisible] = useState(false);
  return (
    <label className={checkbox} data-selected={checked || undefined} data-focus-visible={focusVisible || undefined}>
      <input
        type="checkbox"
        className={visuallyHidden}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onFocus={(event) => setFocusVisible(isFocusVisible(event.currentTarget))}
        onBlur={() => setFocusVisible(false)}
      />
      <span className={checkboxBox} aria-hidden="true">
        {checked && <Icon name="check" size={14} />}
      </span>
      {children}
    </label>
  );
}
