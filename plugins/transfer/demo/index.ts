import { apiUrl, authed, defineDemoSlice, type DemoModel, ok, readBody, text } from '@tessera/core/testing/demo';
import { http, HttpResponse } from 'msw';
import { transferOptionsEndpoint, transferToSkillEndpoint, transferToUserEndpoint, userConfsEndpoint } from '../endpoints';
import { addFavourite, removeFavourite, userConfigurations } from './favourites';
import { type FailureSwitch, seedTransfer, SLICE_ID, type UnavailableSwitch } from './roster';
import { setSkillUnavailable, setTransferFailure, SkillUnavailableError, transfer, type TransferRequest, transferOptions } from './transferOps';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** The skill cannot take transfers for this reason (added to others), or can again (null). */
    setSkillUnavailable(skillId: string, reason: 'exception' | 'outsideSchedule' | 'noUserOnline' | null): Promise<void>;
    /** Every transfer fails this way (already transferred, or a 500) until switched off (null). */
    transferFailure(kind: 'alreadyTransferred' | 'serverError' | null): Promise<void>;
  }
}

// Any product prefix: the slice is served whatever {product} the workspace is configured with.
const ANY_PRODUCT = ':product';

/** The id query parameter: the conversation. */
const conversationOf = (request: Request) => new URL(request.url).searchParams.get('id') ?? '';

/** The transfer's slice of the demo contact centre: targets, transfers, favourites, and the switches. */
export const transferDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedTransfer,
  handlers: (ctx) => {
    const put = (kind: 'skill' | 'user') =>
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        const commentary = text(body.commentary);
        const skillId = text(body.skillId);
        const req: TransferRequest = kind === 'skill' ? { kind, skillId, commentary } : { kind, userId: text(body.userId), skillId, commentary };
        try {
          ctx.host.mutate((m) => transfer(m, user.id, conversationOf(request), req));
        } catch (error) {
          if (error instanceof SkillUnavailableError) return HttpResponse.json({ message: error.items }, { status: 409 });
          throw error;
        }
        return ok({ transferred: true });
      });
    return [
      http.get(
        apiUrl(transferOptionsEndpoint(ANY_PRODUCT)),
        authed(ctx, ({ request, user }) => ok(ctx.host.read((m) => transferOptions(m, user.id, conversationOf(request))))),
      ),
      http.put(apiUrl(transferToSkillEndpoint(ANY_PRODUCT)), put('skill')),
      http.put(apiUrl(transferToUserEndpoint(ANY_PRODUCT)), put('user')),
      http.get(apiUrl(userConfsEndpoint()), authed(ctx, ({ user }) => ok({ userConfiguration: ctx.host.read((m) => userConfigurations(m, user.id)) }))),
      http.post(
        apiUrl(userConfsEndpoint()),
        authed(ctx, async ({ request, user }) => {
          const body = await readBody(request);
          const id = ctx.host.mutate((m) => addFavourite(m, user.id, body));
          return ok({ id: { id } });
        }),
      ),
      http.delete(
        apiUrl(userConfsEndpoint()),
        authed(ctx, async ({ request, user }) => {
          const body = await readBody(request);
          const configId = new URL(request.url).searchParams.get('id') ?? '';
          ctx.host.mutate((m) => removeFavourite(m, user.id, configId, text(body.content_id)));
          return ok({ removed: true });
        }),
      ),
    ];
  },
  actions: {
    setSkillUnavailable: (model: DemoModel, skillId: string, reason: UnavailableSwitch | null) => setSkillUnavailable(model, skillId, reason),
    transferFailure: (model: DemoModel, kind: FailureSwitch | null) => setTransferFailure(model, kind),
  },
});
