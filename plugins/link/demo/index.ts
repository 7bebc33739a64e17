import { apiUrl, authed, defineDemoSlice, type DemoModel, ok } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { tokenErpEndpoint } from '../endpoints';
import { issueToken, seedLink, setTokenFailure, SLICE_ID, type TokenFailure } from './token';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** GET /token-erp answers without a token ('missing') or fails ('serverError') until switched off (null). */
    failTokenErp(failure: TokenFailure | null): Promise<void>;
  }
}

/**
 * The link widget's slice of the demo contact centre: GET /token-erp. The page it embeds is
 * /demo/link.html (core/testing/public/demo), which shows what the workspace told it.
 */
export const linkDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedLink,
  handlers: (ctx) => [http.get(apiUrl(tokenErpEndpoint()), authed(ctx, ({ user }) => ok(ctx.host.mutate((m) => issueToken(m, user.id)))))],
  actions: { failTokenErp: (model: DemoModel, failure: TokenFailure | null) => setTokenFailure(model, failure) },
});
