import { ApiError, UNAVAILABLE_SERVICE } from '@tessera/core';

/** The server's refusals of a new password the form knows (spec 000 §5, demo passwordOps). */
const fieldMessages: Record<string, string> = {
  'password must be different from the previous': 'password.error.previous',
  'password does not follow the rules': 'password.error.rules',
};

/** Where a failed change shows: under the new-password field, or as a toast. */
export type PasswordFailure = { field: string } | { toast: string | { id: string } };

export function passwordFailure(error: unknown): PasswordFailure {
  if (!(error instanceof ApiError) || error.status === undefined || error.status === 500 || error.message === UNAVAILABLE_SERVICE) {
    return { toast: { id: 'errors.unavailableService' } };
  }
  if (error.status === 401) return { toast: { id: 'profile.password.error.session' } };
  for (const value of [...error.fields.map((f) => f.value), error.message]) {
    const id = fieldMessages[value];
    if (id) return { field: id };
  }
  const onPassword = error.field('password') ?? error.field('newPassword');
  return onPassword ? { field: onPassword } : { toast: error.message };
}
