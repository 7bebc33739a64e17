import { call, getConfig } from '@tessera/core';
import * as z from 'zod/mini';
import { favoriteEndpoint } from './endpoints';

/** The server confirms a change and says nothing more (spec 001 §7: response not shown). */
const answerSchema = z.unknown();

/** PATCH message/favorite/{messageId} { favorite }. */
export async function saveFavorite(messageId: string, favorite: boolean): Promise<void> {
  await call('patch', favoriteEndpoint(getConfig().product, messageId), answerSchema, { body: { favorite } });
}
