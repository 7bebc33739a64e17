import { apiPattern, authed, defineDemoSlice, DemoError, type DemoModel, getConfig, ok, param, readBody } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { favoriteEndpoint } from '../endpoints';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes PATCH message/favorite answer 500 (the star goes back, with the error toast). */
    setFavoriteFailure(on: boolean): Promise<void>;
  }
}

type FavoritesSlice = { failing: boolean };
const sliceOf = (model: DemoModel) => model.slice<FavoritesSlice>('favorites');

/** The favourites' slice of the demo contact centre: PATCH message/favorite/{messageId} { favorite }, and a failure switch. */
export const favoritesDemo = defineDemoSlice<FavoritesSlice>({
  id: 'favorites',
  seed: () => ({ failing: false }),
  handlers: (ctx) => [
    http.patch(
      apiPattern((messageId) => favoriteEndpoint(getConfig().product, messageId), 'messageId'),
      authed(ctx, async ({ request, params, user }) => {
        const body = await readBody(request);
        if (typeof body.favorite !== 'boolean') throw new DemoError(400, 'favorite', 'favorite must be true or false');
        ctx.host.mutate((m) => {
          if (sliceOf(m).failing) throw new DemoError(500, 'server', 'Unavailable service');
          m.setFavorite(param(params.messageId), user.id, body.favorite as boolean);
        });
        return ok({});
      }),
    ),
  ],
  actions: { setFavoriteFailure: (model: DemoModel, on: boolean) => void (sliceOf(model).failing = !!on) },
});
