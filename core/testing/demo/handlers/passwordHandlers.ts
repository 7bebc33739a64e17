import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { bearerToken, guarded, type HandlerContext, ok, readBody, text, unauthorized } from './respond';
import { apiUrl } from './urls';

/** Password reset by e-mail and password change (spec 000 §7); the rules live in model/passwordOps.ts. */
export function passwordHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    // 200 { data: {} } and a reset link in the demo mailbox; 404 [{ key: 'e-mail', value: 'E-mail not found' }].
    http.post(
      apiUrl(endpoints.passwordReset()),
      guarded(ctx, async ({ request }) => {
        const body = await readBody(request);
        host.mutate((m) => void m.requestPasswordReset(text(body.email)));
        return ok({});
      }),
    ),
    // Bearer: a reset or change token (or a live session). 401 authorization / Invalid request;
    // 400 password / 'password must be different from the previous' or a weak password.
    http.post(
      apiUrl(endpoints.passwordChange()),
      guarded(ctx, async ({ request }) => {
        const token = bearerToken(request);
        if (!token) return unauthorized();
        const body = await readBody(request);
        host.mutate((m) => m.changePassword(token, text(body.password)));
        return ok({});
      }),
    ),
  ];
}
