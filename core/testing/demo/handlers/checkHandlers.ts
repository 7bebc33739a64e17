import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { authed, type HandlerContext, ok, readBody } from './respond';
import { apiUrl } from './urls';

/** POST /messages-check (POST /conversations-check is with the conversations). */
export function checkHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    // { data: { [conversationId]: count } } -> { data: { data: { isOk } } }.
    http.post(
      apiUrl(endpoints.messagesCheck()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        const counts = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
        return ok({ data: { isOk: host.read((m) => m.messagesCheck(user.id, counts)) } });
      }),
    ),
  ];
}
