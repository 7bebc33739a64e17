import { definePlugin, type ServiceId } from '@tessera/core';
import './contract';

/**
 * Sending files (spec 001 §2 dialog 4, §5, §7, §8): the attach button beside the reply box opens
 * the system's file chooser, then the attachment dialog (preview, thumbnails, the message, send);
 * files dropped on the conversation or pasted into its reply box come through 'attachments.open'.
 * The dialog is an overlay, so it shows in the window where the files were chosen.
 */
export const attachmentsPlugin = definePlugin({
  id: 'attachments',
  title: { id: 'attachments.title' },
  description: { id: 'attachments.description' },
  // It starts the first time a conversation shows what it adds (or its command runs): its messages
  // and its code load then, not with the session.
  activation: 'firstUse',
  messages: {
    pt: () => import(/* webpackChunkName: "attachments" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  provides: 'attachments.ui',
  // The emoji plugin's picker, when it runs ('emoji.picker' is typed by that plugin, not here).
  optional: ['conversation.view', 'emoji.picker' as ServiceId],
  contributes: {
    'conversation.composerActions': [{ id: 'attachments.attach', order: 10, component: () => import('./AttachAction') }],
    'conversation.fileDrops': [{ id: 'attachments.drop', order: 10, label: { id: 'attachments.dropLabel' }, command: 'attachments.open' }],
    overlays: [{ id: 'attachments.dialog', component: () => import(/* webpackChunkName: "workspace-start" */ './AttachmentsOverlay') }],
    commands: [
      {
        id: 'attachments.open',
        run: (ctx, { conversationId, files }) => ctx.service('attachments.ui')?.open(conversationId, { files }),
      },
    ],
  },
  activate: async (ctx) => {
    const { createAttachmentsUi } = await import(/* webpackChunkName: "attachments" */ './state');
    // After the dialog unmounts, so its focus restoration does not take the keyboard back to the opener.
    return { service: createAttachmentsUi((conversationId) => requestAnimationFrame(() => ctx.service('conversation.view')?.focusComposer(conversationId))) };
  },
});
