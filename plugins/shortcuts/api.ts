import { ApiError, BOUNDS, boundedList, call, endpoints, foldString, store } from '@tessera/core';
import { proxy } from 'valtio';
import { z } from 'zod';

export const shortcutSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  short_name: z.string(),
  message: z.string(),
});
export type Shortcut = z.infer<typeof shortcutSchema>;

// A malformed shortcut is left out with a diagnostic, the others kept; an endless list is cut to the bound.
const answerSchema = z.object({ data: z.object({ responseFlash: boundedList(shortcutSchema, BOUNDS.pluginItems, 'shortcuts') }) });

export const shortcuts = proxy({
  /** The user the items belong to: another user signing in on this device never sees them. */
  owner: undefined as string | undefined,
  items: [] as Shortcut[],
  status: 'idle' as 'idle' | 'loading' | 'success' | 'error',
  error: undefined as string | undefined,
});

/** GET /flash-message; the user's list shown so far stays while a refresh runs. */
export async function loadShortcuts(): Promise<void> {
  const owner = store.session?.user.id;
  if (shortcuts.owner !== owner) Object.assign(shortcuts, { owner, items: [], status: 'idle', error: undefined });
  if (shortcuts.status === 'loading') return;
  shortcuts.status = 'loading';
  try {
    const answer = await call('get', endpoints.shortcuts(), answerSchema);
    if (shortcuts.owner !== owner) return;
    shortcuts.items = answer.data.responseFlash;
    shortcuts.status = 'success';
    shortcuts.error = undefined;
  } catch (error) {
    if (shortcuts.owner !== owner) return;
    shortcuts.status = 'error';
    shortcuts.error = error instanceof ApiError ? error.message : String(error);
  }
}

/** Matches on the short name or the message, ignoring case and accents. */
export function filterShortcuts(items: readonly Shortcut[], query: string): Shortcut[] {
  const q = foldString(query.trim());
  if (!q) return [...items];
  return items.filter((s) => foldString(s.short_name).includes(q) || foldString(s.message).includes(q));
}

/** Long messages are cut at about 245 characters with an ellipsis (spec 001 §2). */
export function preview(message: string, limit = 245): string {
  return message.length > limit ? `${message.slice(0, limit).trimEnd()}…` : message;
}
