import { definePlugin, setPreference } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';
import { createConversationView } from './view';

export const conversationPlugin = definePlugin({
  id: 'conversation',
  title: { id: 'conversation.title' },
  description: { id: 'conversation.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    tiles: [
      {
        id: 'conversation',
        title: { id: 'conversation.title' },
        icon: 'chat',
        component: () => import(/* webpackChunkName: "workspace-start" */ './ConversationTile'),
        // The panel the agent answers in does not go with one stray press.
        confirmClose: { title: { id: 'conversation.closeTile.title' }, body: { id: 'conversation.closeTile.body' }, confirm: { id: 'conversation.closeTile.confirm' } },
      },
    ],
    // The spec's "Send with Enter" toggle: Enter sends instead of Ctrl+Enter.
    userMenuItems: [
      {
        id: 'conversation.sendWithEnter',
        label: { id: 'conversation.sendWithEnter' },
        icon: 'send',
        order: 10,
        command: 'conversation.toggleSendWithEnter',
        isChecked: (state) => state.preferences.msgHotkey === 'Enter',
      },
    ],
    commands: [
      {
        id: 'conversation.toggleSendWithEnter',
        run: (ctx) => setPreference('msgHotkey', ctx.state.preferences.msgHotkey === 'Enter' ? 'CtrlEnter' : 'Enter'),
      },
    ],
  },
  provides: 'conversation.view',
  contributionPoints: ['conversation.composerActions', 'conversation.messageRenderers', 'conversation.messageActions', 'conversation.threadBanners', 'conversation.fileDrops'],
  activate: (ctx) => ({
    // As the agent heads for a conversation, the plugins that fill it and start on first use start too.
    service: createConversationView({
      prepareContributions: () =>
        ctx.prepareToShow(['headerActions', 'composerTriggers', 'conversation.composerActions', 'conversation.fileDrops', 'conversation.messageRenderers', 'conversation.messageActions', 'conversation.threadBanners']),
      holdStartsUntil: ctx.holdStartsUntil,
    }),
  }),
});
