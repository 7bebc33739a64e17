import { logger, notify, type QueryClient } from '@tessera/core';
import { favoritesQuery, saveFavorite } from './api';

/** Scripts whose favourite change is on its way: a second press waits for the answer. */
const saving = new Set<string>();

/**
 * Stars or unstars a script (spec 001 §4: optimistic): the list changes at once, the server is
 * told, and a refusal puts this script back as it was with the actionError toast (§8).
 */
export async function toggleFavorite(queryClient: QueryClient, userId: string | undefined, scriptId: string): Promise<void> {
  const key = favoritesQuery(userId).queryKey;
  if (saving.has(scriptId)) return;
  const remove = (queryClient.getQueryData<string[]>(key) ?? []).includes(scriptId);
  const apply = (on: boolean) =>
    queryClient.setQueryData<string[]>(key, (list = []) => (on ? (list.includes(scriptId) ? list : [...list, scriptId]) : list.filter((id) => id !== scriptId)));
  saving.add(scriptId);
  apply(!remove);
  try {
    const confirmed = await saveFavorite(scriptId, remove);
    queryClient.setQueryData<string[]>(key, confirmed);
  } catch (error) {
    logger.warn('[scripts] the favourite was not saved', error);
    apply(remove);
    notify.toast({ tone: 'error', text: { id: 'scripts.actionError' } });
  } finally {
    saving.delete(scriptId);
  }
}
