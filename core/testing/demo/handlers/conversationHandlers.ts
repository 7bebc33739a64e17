import { http } from 'msw';
import { getConfig } from '../../../config';
import { endpoints } from '../../../api/endpoints';
import { DemoError, type DemoUser } from '../model/types';
import { authed, type HandlerContext, ok, param, readBody, text } from './respond';
import { apiPattern, apiUrl } from './urls';
import { uploadedFileUrl, uploadHandlers } from './uploadHandlers';

/** The conversation list, one conversation, message pages, sending, and the periodic check. */
export function conversationHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  const product = getConfig().product;
  // Agents see their own conversations; managers see every one.
  const visibleConversation = (user: DemoUser, id: string) => {
    const conversation = host.read((m) => m.getConversation(id));
    const visible = conversation && (user.role === 'manager' || conversation.users.some((u) => u.user_id === user.id));
    if (!visible) throw new DemoError(404, 'conversation', 'Conversation not found');
    return conversation;
  };
  return [
    // { data: Conversation[] } or, with ?id=, { data: { data: Conversation } }.
    http.get(
      apiUrl(endpoints.conversations(product)),
      authed(ctx, ({ request, user }) => {
        const id = new URL(request.url).searchParams.get('id');
        if (id === null) return ok(host.read((m) => m.listConversations(user.id)));
        return ok({ data: visibleConversation(user, id) });
      }),
    ),
    // ?conversationId=&page=&qtd=15 -> { data: { messages } }; see model/paging.ts for the layout.
    http.get(
      apiUrl(endpoints.messagePage(product)),
      authed(ctx, ({ request, user }) => {
        const query = new URL(request.url).searchParams;
        const conversationId = query.get('conversationId');
        if (!conversationId) throw new DemoError(400, 'conversationId', 'conversationId is required');
        visibleConversation(user, conversationId);
        const page = Number(query.get('page') ?? '1');
        return ok({ messages: host.read((m) => m.messagesPage(conversationId, page)) });
      }),
    ),
    // { date, text?, fileId?, clientId? } -> { data: { message } }; a repeated clientId returns the first message.
    http.post(
      apiPattern(endpoints.sendMessage, 'conversationId'),
      authed(ctx, async ({ request, params, user }) => {
        const body = await readBody(request);
        const clientId = text(body.clientId) || undefined;
        const id = param(params.conversationId);
        const fileId = text(body.fileId);
        const upload = fileId ? host.read((m) => m.uploadOf(fileId, user.id, id)) : undefined;
        if (fileId && !upload) throw new DemoError(404, 'fileId', 'File not found');
        const file = upload && { file_url: uploadedFileUrl(fileId), file_name: upload.file_name, mime_type: upload.mime_type };
        const message = host.mutate((m) => m.agentSends(id, text(body.text), { userId: user.id, clientId, file }));
        return ok({ message });
      }),
    ),
    ...uploadHandlers(ctx),
    // ?id= { status: 'inactive' } -> { data: { conversationId, status } } (inactivityOps.ts);
    // ?id= { status: 'closed', tabId? } -> { data: { hasPosChat, conversationTA } } (agentOutcomeOps.ts).
    // The builder carries the query; msw matches on the path alone.
    http.post(
      apiUrl(endpoints.changeStatus(product, '')).split('?')[0]!,
      authed(ctx, async ({ request, user }) => {
        const id = new URL(request.url).searchParams.get('id');
        if (!id) throw new DemoError(400, 'id', 'id is required');
        const body = await readBody(request);
        if (body.status === 'closed') {
          const tabId = body.tabId === undefined || body.tabId === null ? undefined : text(body.tabId);
          return ok(host.mutate((m) => m.closeByAgent(id, user.id, tabId)));
        }
        host.mutate((m) => m.changeStatus(id, text(body.status), user.id));
        return ok({ conversationId: id, status: host.read((m) => m.getConversation(id)?.status) });
      }),
    ),
    // { conversations: ids } -> { data: { isOk } }; false when an id is not the user's or the switch is off.
    http.post(
      apiUrl(endpoints.conversationsCheck()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        const ids = Array.isArray(body.conversations) ? body.conversations.map(String) : [];
        // A mutation: a forced failure is used up (failConversationChecks).
        return ok({ isOk: host.mutate((m) => m.conversationsCheck(user.id, ids)) });
      }),
    ),
  ];
}
