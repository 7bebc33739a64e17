import { apiPattern, authed, defineDemoSlice, getConfig, ok, param, readBody } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { tabEndpoint, tabsEndpoint } from '../endpoints';
import { registerTab, removeTab, seedTabs, setTabulationFailure, SLICE_ID, type TabulationFailure, tabsOf, tabTree } from './tabs';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** Makes the tabulation's tree, save, delete or list call answer 500 until turned off. */
    setTabulationFailure(kind: TabulationFailure, on: boolean): Promise<void>;
  }
}

// Made with the handlers, once the API's configuration (and its product prefix) is known.
const tabPattern = () => apiPattern((chatId) => tabEndpoint(getConfig().product, chatId), 'chatId');
const tabsPattern = () => apiPattern((chatId) => tabsEndpoint(getConfig().product, chatId), 'chatId');

/** The tabulation's slice of the demo contact centre: the tree, the tab entries per conversation and their calls. */
export const tabulationDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedTabs,
  handlers: (ctx) => {
    const tab = tabPattern();
    const tabs = tabsPattern();
    return [
      // -> { data: { form: { tabs: [{ id, name, children }] } } }; 404 conversation.
      http.get(tab, authed(ctx, ({ params, user }) => ok(ctx.host.read((m) => tabTree(m, user, param(params.chatId)))))),
      // { tab_id } -> { data: entry }; 400 tab_id / 'Invalid tab' (not a leaf).
      http.put(
        tab,
        authed(ctx, async ({ request, params, user }) => {
          const body = await readBody(request);
          return ok(ctx.host.mutate((m) => registerTab(m, user, param(params.chatId), body.tab_id)));
        }),
      ),
      // { tab_id } -> { data: { removed: true } }; 403 tab (someone else's), 404 tab.
      http.delete(
        tab,
        authed(ctx, async ({ request, params, user }) => {
          const body = await readBody(request);
          ctx.host.mutate((m) => removeTab(m, user, param(params.chatId), body.tab_id));
          return ok({ removed: true });
        }),
      ),
      // -> { data: [{ tabId, tabName, date, userId, username, skillName }] }, newest first.
      http.get(tabs, authed(ctx, ({ params, user }) => ok(ctx.host.read((m) => tabsOf(m, user, param(params.chatId)))))),
    ];
  },
  actions: { setTabulationFailure },
});
