import { apiUrl, authed, defineDemoSlice, DemoError, ok, readBody } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { displayNameEndpoint } from '../endpoints';
import { setDisplayName } from './displayName';

/** The contact name's slice of the demo contact centre: PATCH /display-name over the consumers (no state of its own). */
export const contactNameDemo = defineDemoSlice({
  id: 'contact-name',
  handlers: (ctx) => [
    // ?id={consumerId} { display_name: string | null } -> { data: { id, name, displayName } };
    // 400 display_name / 'Display name must have at most 50 characters'; 404 consumer.
    http.patch(
      apiUrl(displayNameEndpoint()),
      authed(ctx, async ({ request, user }) => {
        const consumerId = new URL(request.url).searchParams.get('id');
        if (!consumerId) throw new DemoError(400, 'id', 'id is required');
        const body = await readBody(request);
        if (!('display_name' in body)) throw new DemoError(400, 'display_name', 'display_name is required');
        return ok(ctx.host.mutate((m) => setDisplayName(m, user, consumerId, body.display_name)));
      }),
    ),
  ],
});
