import { BOUNDS, boundedList, call, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { notepadEndpoint } from './endpoints';

/** The notepad holds at most this many characters (a bound at the boundary, far above what is typed). */
export const NOTEPAD_MAX = 100_000;

const noteSchema = z.object({ text: z.pipe(z.optional(z.nullable(z.string())), z.transform((v: string | null | undefined) => (v ?? '').slice(0, NOTEPAD_MAX))) });
const answerSchema = z.object({ data: z.object({ notepads: boundedList(noteSchema, BOUNDS.pluginItems, 'notepads') }) });

/** GET /notepad: the text of the first item (spec 001 §3 "a list whose first item has text"); '' when none. */
export async function fetchNotepad(): Promise<string> {
  return (await call('get', notepadEndpoint(), answerSchema)).data.notepads[0]?.text ?? '';
}

/** PATCH /notepad { text }. */
export async function saveNotepad(text: string): Promise<void> {
  await call('patch', notepadEndpoint(), z.unknown(), { body: { text } });
}

/** The agent's notepad in the session's cache; the key names the user. */
export const notepadQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['notepad', userId], queryFn: fetchNotepad, enabled: userId !== undefined, staleTime: Infinity });

/** My content is saved when the field loses focus, and only if its text changed (spec 001 §5). */
export const shouldSave = (saved: string | undefined, text: string): boolean => saved !== undefined && text !== saved;
