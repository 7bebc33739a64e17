import { logger, notify, useMutation, useQuery, useQueryClient, useSession } from '@tessera/core';
import { addFavourite, type FavouriteKind, type Favourites, favouritesQuery, removeFavourite } from './favouritesApi';

const EMPTY: Favourites = { skills: { configId: undefined, ids: [] }, users: { configId: undefined, ids: [] } };

type Toggle = { kind: FavouriteKind; targetId: string; star: boolean };

/**
 * The agent's favourite skills and agents, starred and unstarred in place (spec 001 §4): the star
 * changes at once, the server confirms it, and a refusal puts it back with an error toast.
 */
export function useFavourites() {
  const userId = useSession()?.user.id;
  const client = useQueryClient();
  const query = favouritesQuery(userId);
  const { data = EMPTY } = useQuery(query);

  const mutation = useMutation({
    mutationFn: async ({ kind, targetId, star }: Toggle) => {
      if (star) return addFavourite(kind, targetId);
      // The configuration id comes from the list or from the POST that starred it.
      const configId = client.getQueryData(query.queryKey)?.[kind].configId;
      if (!configId) throw new Error(`no ${kind} favourites configuration to remove ${targetId} from`);
      await removeFavourite(configId, targetId);
      return configId;
    },
    onMutate: async ({ kind, targetId, star }) => {
      await client.cancelQueries({ queryKey: query.queryKey });
      const before = client.getQueryData(query.queryKey);
      client.setQueryData(query.queryKey, (old = EMPTY) => {
        const ids = old[kind].ids.filter((id) => id !== targetId);
        return { ...old, [kind]: { ...old[kind], ids: star ? [...ids, targetId] : ids } };
      });
      return { before };
    },
    onSuccess: (configId, { kind }) => {
      client.setQueryData(query.queryKey, (old = EMPTY) => ({ ...old, [kind]: { ...old[kind], configId } }));
    },
    onError: (error, { star }, context) => {
      logger.warn(`[transfer] the favourite was not ${star ? 'added' : 'removed'}`, error);
      client.setQueryData(query.queryKey, context?.before ?? EMPTY);
      notify.toast({ tone: 'error', text: { id: star ? 'transfer.favourite.addError' : 'transfer.favourite.removeError' } });
    },
  });

  return {
    favourites: data,
    isFavourite: (kind: FavouriteKind, targetId: string) => data[kind].ids.includes(targetId),
    toggle: (kind: FavouriteKind, targetId: string) => mutation.mutate({ kind, targetId, star: !data[kind].ids.includes(targetId) }),
  };
}
