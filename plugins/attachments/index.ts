import { definePlugin, type ServiceId } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';
import { createAttachmentsUi } from './state';

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
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
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
  activate: (ctx) => ({
    // After the dialog unmounts, so its focus restoration does not take the keyboard back to the opener.
    service: createAttachmentsUi((conversationId) => requestAnimationFrame(() => ctx.service('conversation.view')?.focusComposer(conversationId))),
  }),
});
