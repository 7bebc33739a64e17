import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { guarded, type HandlerContext, ok, readBody, text } from './respond';
import { apiUrl } from './urls';

/**
 * POST /auth/token `{ code_authorization, slug }` (spec 000 §7): the demo IdP's one-time code for a
 * session, answered like POST /login; an unknown, used or expired code is 401 code_authorization.
 * (POST /auth/sso is a browser form post, which msw cannot see: the dev and test servers answer it,
 * see ../identityProviderRedirect.mjs.)
 */
export function ssoHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    http.post(
      apiUrl(endpoints.authToken()),
      guarded(ctx, async ({ request }) => {
        const body = await readBody(request);
        const slug = text(body.slug) || undefined;
        return ok({ data: host.mutate((m) => m.exchangeSsoCode(text(body.code_authorization), slug)) });
      }),
    ),
  ];
}
