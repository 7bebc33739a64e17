import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { requireCaptcha } from './captchaCheck';
import { inLanguage } from '../model/availability';
import { authed, bearerToken, guarded, type HandlerContext, languageOf, ok, readBody, text, unauthorized } from './respond';

/** The session with its availability names in the language the request asked for. */
function spoken<T extends object>(answer: T, request: Request): T {
  const { availabilities } = answer as { availabilities?: Parameters<typeof inLanguage>[0] };
  return availabilities ? { ...answer, availabilities: inLanguage(availabilities, languageOf(request)) } : answer;
}
import { apiUrl } from './urls';

/** Sign-in, sign-out, availability, keep-alive ping, telemetry and metrics (spec 000 §7). */
export function sessionHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    // 200 { data: { data: SignedIn } }, or { data: { data: { token } } } while the password has expired;
    // 401 { message: [{ key: 'password', value: 'Invalid Credentials' }] }.
    http.post(
      apiUrl(endpoints.login()),
      guarded(ctx, async ({ request }) => {
        const body = await readBody(request);
        // The /signinSSO/{data} landing: a portal ticket as the bearer, no e-mail, no captcha.
        const ticket = bearerToken(request);
        if (ticket && !text(body.email)) return ok({ data: spoken(host.mutate((m) => m.redeemSsoTicket(ticket)), request) });
        requireCaptcha(body.recaptcha_token);
        const session = host.mutate((m) => m.loginAnswer(text(body.email), text(body.password)));
        return ok({ data: spoken(session, request) });
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
    // A live session answers its availability; one the server ended answers none (forced logout);
    // a dead token gets 401.
    http.patch(
      apiUrl(endpoints.lastPing()),
      authed(ctx, ({ token }) => ok({ availability_id: host.mutate((m) => m.ping(token)) })),
    ),
    http.post(
      apiUrl(endpoints.userEvents()),
      // Unlike other calls, a token the server just killed may still report how it died.
      guarded(ctx, async ({ request }) => {
        const token = bearerToken(request);
        const user = token ? host.read((m) => m.eventReporter(token)) : undefined;
        if (!user) return unauthorized();
        const body = await readBody(request);
        host.mutate((m) => m.recordUserEvent(user.id, body));
        return ok({});
      }),
    ),
  ];
}
