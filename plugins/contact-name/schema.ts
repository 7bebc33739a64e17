import * as z from 'zod/mini';

/** Spec 000 §9: names up to 50 characters. */
export const DISPLAY_NAME_MAX = 50;

/** The display-name form (spec 000 §5: may be cleared); messages are ids, translated where shown. */
export const displayNameSchema = z.object({
  displayName: z.string().check(z.trim(), z.maxLength(DISPLAY_NAME_MAX, 'contactName.error.tooLong')),
});
export type DisplayNameForm = z.infer<typeof displayNameSchema>;

/** What to send: the trimmed name, or null when cleared (the registered name shows again). */
export function displayNameToSave(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : trimmed;
}

/** Spec 000 §5: saved only if changed. An absent name and a cleared one are the same. */
export function isChanged(next: string | null, current: string | null | undefined): boolean {
  return next !== (current || null);
}
