import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { DemoError } from '../model/types';
import { authed, type HandlerContext, ok, readBody } from './respond';
import { apiUrl } from './urls';

/** The contact's display name (spec 000 §7); the rules live in model/contactOps.ts. */
export function contactHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    // ?id={consumerId} { display_name: string | null } -> { data: { id, name, displayName } };
    // 400 display_name / 'Display name must have at most 50 characters'; 404 consumer.
    http.patch(
      apiUrl(endpoints.displayName()),
      authed(ctx, async ({ request, user }) => {
        const consumerId = new URL(request.url).searchParams.get('id');
        if (!consumerId) throw new DemoError(400, 'id', 'id is required');
        const body = await readBody(request);
        if (!('display_name' in body)) throw new DemoError(400, 'display_name', 'display_name is required');
        return ok(host.mutate((m) => m.setDisplayName(user, consumerId, body.display_name)));
      }),
    ),
  ];
}
