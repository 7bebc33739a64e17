import { ApiError } from '@tessera/core';
import * as z from 'zod/mini';
import type { Shortcut } from './api';

/** Spec 001 §5, §9: a short name of 3 to 255 characters, a message of up to 1,500. */
export const SHORT_NAME_MIN = 3;
export const SHORT_NAME_MAX = 255;
export const MESSAGE_MAX = 1500;

/** The shortcut form; its messages are message ids (the spec's error keys, under the plugin's prefix). */
export const shortcutFormSchema = z.object({
  short_name: z.string().check(
    z.refine((v) => v.trim() !== '', 'shortcuts.error.shortNameIsRequired'),
    z.refine((v) => v.trim() === '' || v.trim().length >= SHORT_NAME_MIN, 'shortcuts.error.shortNameMinLength'),
    z.refine((v) => v.trim().length <= SHORT_NAME_MAX, 'shortcuts.error.shortNameMaxLength'),
  ),
  message: z.string().check(
    z.refine((v) => v.trim() !== '', 'shortcuts.error.messageIsRequired'),
    z.refine((v) => v.length <= MESSAGE_MAX, 'shortcuts.error.messageMaxLength'),
  ),
});
export type ShortcutForm = z.infer<typeof shortcutFormSchema>;

/** What goes to the server: the short name without surrounding spaces, the message as typed. */
export const toSave = (form: ShortcutForm): ShortcutForm => ({ short_name: form.short_name.trim(), message: form.message });

/** On edit only the fields that changed are sent (spec 001 §5); null: nothing changed, nothing is sent. */
export function changedFields(original: Pick<Shortcut, 'short_name' | 'message'>, form: ShortcutForm): Partial<ShortcutForm> | null {
  const next = toSave(form);
  const changes: Partial<ShortcutForm> = {};
  if (next.short_name !== original.short_name) changes.short_name = next.short_name;
  if (next.message !== original.message) changes.message = next.message;
  return Object.keys(changes).length ? changes : null;
}

/** The fallback when the server says nothing the workspace knows (spec 001 §8). */
export const SHORTCUT_ERROR = 'shortcuts.toasts.shortcutError';

/**
 * The error toasts of a refused add or update (spec 001 §8): one per item of the server's message
 * list, each the message 'toasts.<value without dots>' (here under the plugin's prefix) when the
 * workspace has it, else the fallback; no list at all gives the fallback once.
 */
export function errorToasts(error: unknown, known: (id: string) => boolean): string[] {
  const fields = error instanceof ApiError ? error.fields : [];
  if (!fields.length) return [SHORTCUT_ERROR];
  return fields.map(({ value }) => {
    const id = `shortcuts.toasts.${value.replace(/\./g, '')}`;
    return known(id) ? id : SHORTCUT_ERROR;
  });
}
