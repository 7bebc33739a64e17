import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { authed, guarded, type HandlerContext, ok, readBody, text } from './respond';
import { apiUrl } from './urls';

/** Sign-in, sign-out, availability, keep-alive ping, telemetry and metrics (spec 000 §7). */
export function sessionHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    // 200 { data: { data: SignedIn } }; 401 { message: [{ key: 'password', value: 'Invalid Credentials' }] }.
    http.post(
      apiUrl(endpoints.login()),
      guarded(ctx, async ({ request }) => {
        const body = await readBody(request);
        const session = host.mutate((m) => m.login(text(body.email), text(body.password)));
        return ok({ data: session });
      }),
    ),
    http.post(
      apiUrl(endpoints.logout()),
      authed(ctx, ({ token }) => {
        host.mutate((m) => m.logout(token));
        return ok({});
      }),
    ),
    http.patch(
      apiUrl(endpoints.userStatus()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        const id = String(body.availability_id ?? '');
        return ok({ availability_id: host.mutate((m) => m.setAvailability(user.id, id)) });
      }),
    ),
    // A live session answers its availability; a dead token gets 401 (the app then signs out).
    http.patch(
      apiUrl(endpoints.lastPing()),
      authed(ctx, ({ user }) => ok({ availability_id: user.availabilityId })),
    ),
    http.post(
      apiUrl(endpoints.userEvents()),
      authed(ctx, () => ok({})),
    ),
    http.get(
      apiUrl(endpoints.goals()),
      authed(ctx, ({ user }) => ok(host.read((m) => m.goals(user.id)))),
    ),
  ];
}
