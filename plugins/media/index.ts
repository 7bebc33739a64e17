import { definePlugin } from '@tessera/core';
import './contract';

/**
 * Files in messages (spec 001 §2 conversation view, dialogs, audio player box; §9 zoom, rotation,
 * document sizes; issue 11): images as thumbnails opening the gallery overlay, audio with a player
 * and the floating audio box, other files with an icon, name, size and a download. It draws them
 * through the conversation plugin's 'conversation.messageRenderers' point; the gallery and the
 * box are overlays, so they show in the window where they were opened.
 */
export const mediaPlugin = definePlugin({
  id: 'media',
  title: { id: 'media.title' },
  description: { id: 'media.description' },
  // It starts the first time a conversation shows what it adds (or its command runs): its messages
  // and its code load then, not with the session.
  activation: 'firstUse',
  messages: {
    pt: () => import(/* webpackChunkName: "media" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  provides: 'media.ui',
  // 'Ir para a mensagem' in the audio box reveals the message through the conversation view.
  optional: ['conversation.view'],
  contributes: {
    'conversation.messageRenderers': [
      { id: 'media.images', order: 10, fileKinds: ['image'], component: () => import('./ImageFile') },
      { id: 'media.audio', order: 10, fileKinds: ['audio'], component: () => import('./AudioFile') },
      { id: 'media.documents', order: 10, fileKinds: ['document', 'video'], component: () => import('./DocumentFile') },
    ],
    overlays: [
      { id: 'media.gallery', component: () => import(/* webpackChunkName: "workspace-start" */ './GalleryOverlay') },
      { id: 'media.audioBox', component: () => import(/* webpackChunkName: "workspace-start" */ './AudioBox') },
    ],
    commands: [
      { id: 'media.openGallery', run: (ctx, target) => ctx.service('media.ui')?.openGallery(target) },
      { id: 'media.openImages', run: (ctx, list) => ctx.service('media.ui')?.openImages(list) },
    ],
  },
  activate: async () => {
    const { createMediaUi } = await import(/* webpackChunkName: "media" */ './state');
    const ui = createMediaUi();
    return { service: ui, dispose: () => ui.dispose() };
  },
});
