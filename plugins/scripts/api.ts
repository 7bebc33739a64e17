import { ApiError, BOUNDS, boundedList, boundedText, call, getConfig, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { scriptFavoriteEndpoint, scriptFavoritesEndpoint, scriptsEndpoint } from './endpoints';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v)));
const absentText = z.pipe(z.optional(z.nullable(z.string())), z.transform((v: string | null | undefined) => v ?? ''));

/** A script (spec 001 §3: id, title, text, categories, files, activated, skill_id). */
const scriptSchema = z.object({
  id,
  title: z.pipe(absentText, boundedText(BOUNDS.name, 'script title')),
  text: z.pipe(absentText, boundedText(BOUNDS.messageText, 'script text')),
  categories: z.pipe(
    z.optional(z.nullable(z.array(z.string()))),
    z.transform((v: string[] | null | undefined) => [...new Set((v ?? []).map((c) => c.trim()).filter(Boolean))]),
  ),
  files: z.optional(z.nullable(z.unknown())),
  activated: z.optional(z.nullable(z.boolean())),
  skill_id: z.optional(z.nullable(id)),
});
export type Script = z.infer<typeof scriptSchema>;

const scriptsAnswer = z.object({ data: z.object({ scripts: boundedList(scriptSchema, BOUNDS.pluginItems, 'scripts') }) });
const favoritesAnswer = z.object({ data: z.object({ favorite_messages: boundedList(id, BOUNDS.pluginItems, 'favourite scripts') }) });

/** GET /scripts?skill_id=: the skill's scripts. */
export async function fetchScripts(skillId: string, signal?: AbortSignal): Promise<Script[]> {
  return (await call('get', scriptsEndpoint(), scriptsAnswer, { params: { skill_id: skillId }, signal })).data.scripts;
}

/** GET script/favorite: the ids of the agent's favourite scripts. */
export async function fetchFavorites(signal?: AbortSignal): Promise<string[]> {
  return (await call('get', scriptFavoritesEndpoint(getConfig().product), favoritesAnswer, { signal })).data.favorite_messages;
}

/** PATCH script/favorite/{scriptId} { remove }: the favourites as the server keeps them now. */
export async function saveFavorite(scriptId: string, remove: boolean): Promise<string[]> {
  return (await call('patch', scriptFavoriteEndpoint(getConfig().product, scriptId), favoritesAnswer, { body: { remove } })).data.favorite_messages;
}

export const scriptsQuery = (skillId: string | undefined) =>
  queryOptions({ queryKey: ['scripts', 'list', skillId ?? null], queryFn: ({ signal }) => fetchScripts(skillId!, signal), enabled: !!skillId });

export const favoritesQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['scripts', 'favorites', userId], queryFn: ({ signal }) => fetchFavorites(signal), enabled: userId !== undefined });

/** What a failed load says: the server's message. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error));

/** A script's file link when it has one that may be followed (http or https). */
export function fileLink(files: unknown): string | undefined {
  const first = Array.isArray(files) ? files[0] : files;
  const url = typeof first === 'string' ? first : first && typeof first === 'object' ? (first as { file_url?: unknown; url?: unknown }).file_url ?? (first as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !url.trim()) return undefined;
  try {
    const parsed = new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
