import type { ApiError } from '../../../core/api/error';
import { UNAVAILABLE_SERVICE } from '../../../core/api/error';

/** The server's previous-password refusal (spec 000 §5): shown under the new-password field. */
export const PREVIOUS_PASSWORD = 'password must be different from the previous';

/**
 * Where each part of a failed answer shows: server texts as they came (translated where they
 * show), on a field, as an error toast, or a snackbar message id.
 */
export interface ErrorPlan<F extends string> {
  fields: { field: F; text: string }[];
  toasts: string[];
  snackbar?: string;
}

/** Spreads a key/value error list over a form; `fieldOf` names the field an item is about. */
function plan<F extends string>(error: ApiError, fieldOf: (key: string, value: string) => F | undefined): ErrorPlan<F> {
  // Status 500 or no answer at all: 'Unavailable service', whatever the body says (spec 000 §8).
  if (error.status === undefined || error.status === 500) return { fields: [], toasts: [UNAVAILABLE_SERVICE] };
  if (!error.fields.length) return { fields: [], toasts: [error.message] };
  const result: ErrorPlan<F> = { fields: [], toasts: [] };
  for (const { key, value } of error.fields) {
    const field = fieldOf(key, value);
    if (field) result.fields.push({ field, text: value });
    else result.toasts.push(value);
  }
  return result;
}

/** Recover e-mail (spec 000 §5): key 'e-mail' maps to the e-mail field, and so does 'email'. */
export function recoverErrorPlan(error: ApiError): ErrorPlan<'email'> {
  return plan(error, (key) => (key === 'e-mail' || key === 'email' ? 'email' : undefined));
}

export type NewPasswordField = 'newPassword' | 'passwordRepeat';

const newPasswordKeys: Record<string, NewPasswordField> = {
  newPassword: 'newPassword',
  password: 'newPassword',
  passwordRepeat: 'passwordRepeat',
};

/**
 * Reset and expired-password forms: 401 means the change token is invalid or spent (the
 * 'passwordNew401' snackbar); the previous-password refusal goes under the new-password field
 * whatever key it came with; other keys go to the field of that name, or to a toast.
 */
export function passwordChangeErrorPlan(error: ApiError): ErrorPlan<NewPasswordField> {
  if (error.status === 401) return { fields: [], toasts: [], snackbar: 'password.passwordNew401' };
  return plan(error, (key, value) => (value === PREVIOUS_PASSWORD ? 'newPassword' : Object.hasOwn(newPasswordKeys, key) ? newPasswordKeys[key] : undefined));
}
