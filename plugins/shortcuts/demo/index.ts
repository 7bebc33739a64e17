import { apiUrl, authed, defineDemoSlice, ok } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { shortcutsEndpoint } from '../endpoints';
import { seedShortcuts, shortcutsOf, SLICE_ID } from './shortcuts';

/** The shortcuts' slice of the demo contact centre: each agent's canned answers and GET /flash-message. */
export const shortcutsDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedShortcuts,
  handlers: (ctx) => [
    http.get(apiUrl(shortcutsEndpoint()), authed(ctx, ({ user }) => ok({ responseFlash: ctx.host.read((m) => shortcutsOf(m, user.id)) }))),
  ],
});
