import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { authed, type HandlerContext, ok, param, readBody, text } from './respond';
import { apiPattern, apiUrl } from './urls';

/** Phone attendance: the skills of a source, and registering a call. */
export function phoneHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    // ?source=telefone -> { data: { skills: [{ id, name }] } }.
    http.get(
      apiUrl(endpoints.skillsBySource()),
      authed(ctx, ({ request }) => {
        const source = new URL(request.url).searchParams.get('source') ?? '';
        return ok({ skills: host.read((m) => m.skillsBySource(source)) });
      }),
    ),
    // { name, cpf (digits), skill } -> { data: { conversationId } }; the conversation arrives on the hub.
    http.post(
      apiPattern(endpoints.phoneReceive, 'skillId'),
      authed(ctx, async ({ request, params, user }) => {
        const body = await readBody(request);
        const skillId = param(params.skillId);
        const conversationId = host.mutate((m) =>
          m.createPhoneAttendance(user.id, { name: text(body.name), cpf: text(body.cpf), skillId }),
        );
        return ok({ conversationId });
      }),
    ),
  ];
}
