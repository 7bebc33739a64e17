import { definePlugin } from '@tessera/core';

/**
 * Voice notes (spec 001 §2 composer, §9 "Audio is recorded as ogg"; issue 11): 'Gravar áudio'
 * beside the reply box asks for the microphone, shows the running time with Cancel and Send, and
 * sends the note as an Ogg/Opus file. Chromium records WebM/Opus only: its Opus packets are
 * remuxed into Ogg as they are (remux.ts, with mediabunny), never re-encoded. Not offered on
 * closed or post-chat conversations, nor where the browser cannot record Opus.
 */
export const voiceNotesPlugin = definePlugin({
  id: 'voice-notes',
  title: { id: 'voice-notes.title' },
  description: { id: 'voice-notes.description' },
  // It starts the first time a conversation shows what it adds (or its command runs): its messages
  // and its code load then, not with the session.
  activation: 'firstUse',
  messages: {
    pt: () => import(/* webpackChunkName: "voice-notes" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  contributes: {
    'conversation.composerActions': [
      { id: 'voice-notes.record', order: 30, when: { not: { conversation: 'finished' } }, component: () => import('./VoiceNoteAction') },
    ],
  },
});
