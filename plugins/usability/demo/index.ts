import { apiUrl, authed, defineDemoSlice, DemoError, ok, readBody } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { extraInfoEndpoint } from '../endpoints';
import { saveExtraInfo, seedUsability, setExtraInfoFailure, SLICE_ID, type UsabilitySlice } from './extraInfo';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** Makes PATCH conversation-extra-info answer 500 until turned off. */
    setExtraInfoFailure(on: boolean): Promise<void>;
  }
}

/** The usability's slice of the demo contact centre: PATCH conversation-extra-info over the conversations. */
export const usabilityDemo = defineDemoSlice<UsabilitySlice>({
  id: SLICE_ID,
  seed: seedUsability,
  handlers: (ctx) => [
    // ?id={chatId} { usability: { breadcrumbs, scenario, relation }, clientInfo? } -> { data: extraInfo };
    // 400 relation / 'Invalid relation'; 404 conversation.
    http.patch(
      apiUrl(extraInfoEndpoint()),
      authed(ctx, async ({ request, user }) => {
        const conversationId = new URL(request.url).searchParams.get('id');
        if (!conversationId) throw new DemoError(400, 'id', 'id is required');
        const body = await readBody(request);
        return ok(ctx.host.mutate((m) => saveExtraInfo(m, user, conversationId, body)));
      }),
    ),
  ],
  actions: { setExtraInfoFailure },
});
