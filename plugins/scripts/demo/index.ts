import { apiPattern, apiUrl, authed, defineDemoSlice, DemoError, type DemoModel, getConfig, ok, param, readBody } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { scriptFavoriteEndpoint, scriptFavoritesEndpoint, scriptsEndpoint } from '../endpoints';
import { addScript, type DemoScript, favoritesOf, scriptsOf, seedScripts, setFavorite, SLICE_ID, sliceOf } from './scripts';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes GET /scripts answer 500 'Unavailable service' until switched off. */
    setScriptsFailure(on: boolean): Promise<void>;
    /** true makes reading and changing the favourite scripts answer 500 until switched off. */
    setScriptFavoriteFailure(on: boolean): Promise<void>;
    /** One more script for a skill. */
    addScript(skillId: string, script: Omit<DemoScript, 'skill_id'>): Promise<void>;
    /** The user's favourite scripts' ids as the server keeps them. */
    scriptFavoritesOf(userId: string): Promise<string[]>;
  }
}

/** The scripts' slice of the demo contact centre: scripts per skill, favourites per agent, failure switches. */
export const scriptsDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedScripts,
  handlers: (ctx) => [
    http.get(
      apiUrl(scriptsEndpoint()),
      authed(ctx, ({ request }) => {
        const skillId = new URL(request.url).searchParams.get('skill_id') ?? '';
        return ctx.host.read((m) => {
          if (sliceOf(m).failing) throw new DemoError(500, 'server', 'Unavailable service');
          return ok({ scripts: scriptsOf(m, skillId) });
        });
      }),
    ),
    http.get(
      apiUrl(scriptFavoritesEndpoint(getConfig().product)),
      authed(ctx, ({ user }) =>
        ctx.host.read((m) => {
          if (sliceOf(m).favoriteFailing) throw new DemoError(500, 'server', 'Unavailable service');
          return ok({ favorite_messages: favoritesOf(m, user.id) });
        }),
      ),
    ),
    http.patch(
      apiPattern((id) => scriptFavoriteEndpoint(getConfig().product, id), 'scriptId'),
      authed(ctx, async ({ request, params, user }) => {
        const body = await readBody(request);
        if (typeof body.remove !== 'boolean') throw new DemoError(400, 'remove', 'remove must be true or false');
        const favorites = ctx.host.mutate((m) => {
          if (sliceOf(m).favoriteFailing) throw new DemoError(500, 'server', 'Unavailable service');
          return setFavorite(m, user.id, param(params.scriptId), body.remove as boolean);
        });
        return ok({ favorite_messages: favorites });
      }),
    ),
  ],
  actions: {
    setScriptsFailure: (model: DemoModel, on: boolean) => void (sliceOf(model).failing = !!on),
    setScriptFavoriteFailure: (model: DemoModel, on: boolean) => void (sliceOf(model).favoriteFailing = !!on),
    addScript: (model: DemoModel, skillId: string, script: Omit<DemoScript, 'skill_id'>) => addScript(model, skillId, script),
  },
  reads: { scriptFavoritesOf: (model: DemoModel, userId: string) => favoritesOf(model, userId) },
});
