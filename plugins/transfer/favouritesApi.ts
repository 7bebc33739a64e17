import { BOUNDS, boundedList, call, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { userConfsEndpoint } from './endpoints';

/** The two favourite lists of the transfer dialog, as user configurations (spec 001 §3). */
export type FavouriteKind = 'skills' | 'users';
export const CATEGORY: Record<FavouriteKind, string> = { skills: 'transfer_skills', users: 'transfer_users' };
const FIELD: Record<FavouriteKind, 'skill_id' | 'user_id'> = { skills: 'skill_id', users: 'user_id' };

const ids = z.catch(z.array(z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v)))), []);
const configSchema = z.object({
  id: z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform((v) => String(v))),
  category: z.string(),
  info: z.catch(z.object({ skill_id: z.optional(ids), user_id: z.optional(ids) }), {}),
});
// Other categories (other features' settings) pass through the list and are ignored here.
const confsAnswer = z.object({ data: z.object({ userConfiguration: boundedList(configSchema, BOUNDS.pluginItems, 'user configurations') }) });

/** One kind's favourites: the configuration holding them (needed to remove one) and their ids. */
export interface FavouriteList {
  configId: string | undefined;
  ids: string[];
}
export type Favourites = Record<FavouriteKind, FavouriteList>;

export async function fetchFavourites(): Promise<Favourites> {
  const confs = (await call('get', userConfsEndpoint(), confsAnswer)).data.userConfiguration;
  const of = (kind: FavouriteKind): FavouriteList => {
    const mine = confs.filter((c) => c.category === CATEGORY[kind]);
    return { configId: mine[0]?.id, ids: [...new Set(mine.flatMap((c) => c.info[FIELD[kind]] ?? []))] };
  };
  return { skills: of('skills'), users: of('users') };
}

/** The agent's favourites, per user: another agent on this device never sees them. */
export const favouritesQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: ['transfer', 'favourites', userId], queryFn: fetchFavourites, enabled: userId !== undefined });

const addAnswer = z.object({ data: z.object({ id: z.object({ id: z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))) }) }) });

/** POST /userconfs { skill_id | user_id }: answers the configuration's id (data.id.id). */
export async function addFavourite(kind: FavouriteKind, targetId: string): Promise<string> {
  return (await call('post', userConfsEndpoint(), addAnswer, { body: { [FIELD[kind]]: targetId } })).data.id.id;
}

/** DELETE /userconfs?id={configId} { content_id }. */
export async function removeFavourite(configId: string, targetId: string): Promise<void> {
  await call('delete', userConfsEndpoint(), z.unknown(), { params: { id: configId }, body: { content_id: targetId } });
}
