import { apiPattern, authed, defineDemoSlice, getConfig, ok, param } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { commentsEndpoint } from '../endpoints';
import { addTransferComment, commentsOf, type CustomerSlice, type DemoTransferComment, seedCustomer, setCommentsFailure, SLICE_ID } from './comments';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** Adds a transfer reason to the conversation (from `from` to its skill). */
    addTransferComment(conversationId: string, comment: { from: string; content: string; at?: string }): Promise<DemoTransferComment>;
    /** Makes GET comments answer 500 until turned off. */
    setCommentsFailure(on: boolean): Promise<void>;
  }
}

/** The customer panel's slice of the demo contact centre: the conversations' transfer comments. */
export const customerDemo = defineDemoSlice<CustomerSlice>({
  id: SLICE_ID,
  seed: seedCustomer,
  handlers: (ctx) => {
    const comments = apiPattern((chatId) => commentsEndpoint(getConfig().product, chatId), 'chatId');
    // -> { data: [{ id, created_at, skill_name_from, skill_name_to, content }] }, oldest first; 404 conversation.
    return [http.get(comments, authed(ctx, ({ params, user }) => ok(ctx.host.read((m) => commentsOf(m, user, param(params.chatId))))))];
  },
  actions: { addTransferComment, setCommentsFailure },
});
