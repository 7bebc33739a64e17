import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { authed, type HandlerContext, ok, readBody, text } from './respond';
import { apiUrl } from './urls';

/** The settings drawer's picture (spec 000 §7); the rules live in model/profileOps.ts. */
export function profileHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    // 200 { data: { url_avatar } }; 400 avatar / 'Invalid file type' or 'File too large'.
    http.patch(
      apiUrl(endpoints.userProfile()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        return ok({ url_avatar: host.mutate((m) => m.setAvatar(user.id, text(body.avatar))) });
      }),
    ),
  ];
}
