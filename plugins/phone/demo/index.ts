import { apiPattern, apiUrl, authed, defineDemoSlice, ok, param, readBody, text } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { phoneReceiveEndpoint, skillsBySourceEndpoint } from '../endpoints';
import { createPhoneAttendance, skillsBySource } from './attendance';

/** Phone attendance's slice of the demo contact centre: the skills of a source, and registering a call (no state of its own). */
export const phoneDemo = defineDemoSlice({
  id: 'phone',
  handlers: (ctx) => [
    // ?source=telefone -> { data: { skills: [{ id, name }] } }.
    http.get(
      apiUrl(skillsBySourceEndpoint()),
      authed(ctx, ({ request }) => {
        const source = new URL(request.url).searchParams.get('source') ?? '';
        return ok({ skills: ctx.host.read((m) => skillsBySource(m, source)) });
      }),
    ),
    // { name, cpf (digits), skill } -> { data: { conversationId } }; the conversation arrives on the hub.
    http.post(
      apiPattern(phoneReceiveEndpoint, 'skillId'),
      authed(ctx, async ({ request, params, user }) => {
        const body = await readBody(request);
        const skillId = param(params.skillId);
        const conversationId = ctx.host.mutate((m) => createPhoneAttendance(m, user.id, { name: text(body.name), cpf: text(body.cpf), skillId }));
        return ok({ conversationId });
      }),
    ),
  ],
});
