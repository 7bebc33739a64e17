import { ApiError, BOUNDS, boundedList, call, foldString, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { shortcutsEndpoint } from './endpoints';

export const shortcutSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))),
  short_name: z.string(),
  message: z.string(),
});
export type Shortcut = z.infer<typeof shortcutSchema>;

// A malformed shortcut is left out with a diagnostic, the others kept; an endless list is cut to the bound.
const answerSchema = z.object({ data: z.object({ responseFlash: boundedList(shortcutSchema, BOUNDS.pluginItems, 'shortcuts') }) });

/** GET /flash-message: the agent's canned answers. */
export async function fetchShortcuts(): Promise<Shortcut[]> {
  return (await call('get', shortcutsEndpoint(), answerSchema)).data.responseFlash;
}

/**
 * The list in the session's cache, asked for again each time the panel opens (the list shown so
 * far stays while it runs). The key names the user: another user on this device never sees it.
 */
export const shortcutsQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['shortcuts', userId], queryFn: fetchShortcuts, enabled: userId !== undefined });

/** What a failed load says: the server's message. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : String(error));

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

/** POST /flash-message answers { message, data: { id } }: the new shortcut's id. */
const createdSchema = z.object({ data: z.object({ id: z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))) }) });
/** PATCH and DELETE answer nothing the workspace reads (spec 001 §7). */
const doneSchema = z.unknown();

/** POST /flash-message { short_name, message }: the new shortcut as the server keeps it. */
export async function createShortcut(input: { short_name: string; message: string }): Promise<Shortcut> {
  const answer = await call('post', shortcutsEndpoint(), createdSchema, { body: input });
  return { id: answer.data.id, ...input };
}

/** PATCH /flash-message?id= with only the fields that changed. */
export async function updateShortcut(id: string, changes: Partial<Pick<Shortcut, 'short_name' | 'message'>>): Promise<void> {
  await call('patch', shortcutsEndpoint(), doneSchema, { params: { id }, body: changes });
}

/** DELETE /flash-message?id=. */
export async function deleteShortcut(id: string): Promise<void> {
  await call('delete', shortcutsEndpoint(), doneSchema, { params: { id } });
}
