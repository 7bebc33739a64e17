import { apiUrl, authed, defineDemoSlice, ok, readBody, text } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { userProfileEndpoint } from '../endpoints';
import { setAvatar } from './avatar';

/** The settings drawer's slice of the demo contact centre: the picture (PATCH /user/profile), kept on the user. */
export const profileDemo = defineDemoSlice({
  id: 'profile',
  handlers: (ctx) => [
    // 200 { data: { url_avatar } }; 400 avatar / 'Invalid file type' or 'File too large'.
    http.patch(
      apiUrl(userProfileEndpoint()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        return ok({ url_avatar: ctx.host.mutate((m) => setAvatar(m, user.id, text(body.avatar))) });
      }),
    ),
  ],
});
