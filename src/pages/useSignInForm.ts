import { useCallback, useRef, useState } from 'react';
import { type SignInForm, signInSchema } from './signInSchema';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];
type Errors = Partial<Record<Field, string>>;

/** The first message (a message id) of each field the schema refuses, or the checked values. */
function check(values: SignInForm): { errors: Errors; data?: SignInForm } {
  const parsed = signInSchema.safeParse(values);
  if (parsed.success) return { errors: {}, data: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The sign-in form's state, the way the other forms behave (react-hook-form's defaults), without
 * its code on the sign-in: checked on submit, where the first refused field takes the focus, then
 * again as the agent types; the handler gets the checked values (the e-mail trimmed).
 */
export function useSignInForm(defaults: SignInForm) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<Errors>({});
  // The values as last set: two fields set one after the other (a demo account) both stay.
  const current = useRef(defaults);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const setValue = <K extends keyof SignInForm>(name: K, value: SignInForm[K], options?: { shouldValidate?: boolean }) => {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
    if (name !== 'rememberMe' && (submitted.current || options?.shouldValidate)) {
      const field = name as Field;
      const error = check(next).errors[field];
      setErrors((shown) => ({ ...shown, [field]: error }));
    }
  };

  const handleSubmit = (onValid: (values: SignInForm) => unknown) => (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    submitted.current = true;
    const { errors: found, data } = check(current.current);
    setErrors(found);
    if (data) return onValid(data);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
    return undefined;
  };

  // Stable, as react-hook-form's: an effect may depend on it.
  const setFocus = useCallback((name: Field) => inputs.current[name]?.focus(), []);
  const [refs] = useState(() => ({
    email: (element: HTMLInputElement | null) => void (inputs.current.email = element),
    password: (element: HTMLInputElement | null) => void (inputs.current.password = element),
  }));

  return { values, errors, setValue, handleSubmit, setFocus, inputRef: (name: Field) => refs[name] };
}
