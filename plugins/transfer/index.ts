import { definePlugin } from '@tessera/core';
import './contract';

/** Open conversations only: closed and post-chat ones are not transferred (spec 001 §4). */
const transferable = { not: { status: ['closed', 'pos-chat'] } } as const;

/**
 * Hands a conversation on to another skill or agent, with a reason (spec 001 §2 dialogs 1-2, §4,
 * §5, §8). The header action and its keys run 'transfer.open', which other places (the phone
 * service tools) run too; the dialogs are an overlay, so they show in whichever window ran it.
 */
export const transferPlugin = definePlugin({
  id: 'transfer',
  title: { id: 'transfer.title' },
  description: { id: 'transfer.description' },
  // It starts the first time a conversation's header shows its action, its keys are pressed or its
  // command runs (the phone's service tools): its messages and code load then, not with the session.
  activation: 'firstUse',
  messages: {
    pt: () => import(/* webpackChunkName: "transfer" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  provides: 'transfer.ui',
  // The tabulation comes first when the company requires it; the keyboard goes back to the conversation view.
  optional: ['tabulation.service', 'conversation.view'],
  contributes: {
    headerActions: [
      {
        id: 'transfer.open',
        label: { id: 'transfer.action' },
        icon: 'transfer',
        order: 20,
        command: 'transfer.open',
        keys: 'alt+shift+t',
        scope: 'conversation',
        when: transferable,
      },
    ],
    overlays: [{ id: 'transfer.dialogs', component: () => import(/* webpackChunkName: "workspace-start" */ './TransferOverlay') }],
    commands: [
      {
        id: 'transfer.open',
        run: (ctx, { conversationId }) => {
          const status = ctx.state.conversations[conversationId]?.status;
          if (!status || status === 'closed' || status === 'pos-chat') return;
          ctx.service('transfer.ui')?.open(conversationId);
        },
      },
    ],
  },
  activate: async () => {
    const { createTransferUi } = await import(/* webpackChunkName: "transfer" */ './state');
    return { service: createTransferUi() };
  },
});
