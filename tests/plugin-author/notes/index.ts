import { definePlugin, proxy } from '@tessera/core';
import en from './en.json';
import pt from './pt.json';

/** The agent's notes per conversation: made by activate, shared with the components as a service. */
function createNotes() {
  const byConversation = proxy<Record<string, string[]>>({});
  return { byConversation, add: (conversationId: string, note: string) => void (byConversation[conversationId] ??= []).push(note) };
}
declare module '@tessera/core' {
  interface Services { 'notes.store': ReturnType<typeof createNotes> }
}

export const notesPlugin = definePlugin({
  id: 'notes',
  title: { id: 'notes.title' },
  description: { id: 'notes.description' },
  messages: { pt, en },
  provides: 'notes.store',
  contributes: {
    tiles: [{ id: 'notes', title: { id: 'notes.title' }, icon: 'book', placement: { beside: 'conversation', side: 'below', share: 30 }, component: () => import('./NotesTile') }],
    dockWidgets: [{ id: 'notes.count', title: { id: 'notes.count' }, icon: 'edit', order: 40, component: () => import('./NoteCount') }],
    composerTriggers: [{ id: 'notes.insert', prefix: '#', title: { id: 'notes.insert' }, component: () => import('./NotePicker') }],
    headerActions: [{ id: 'notes.add', label: { id: 'notes.add' }, icon: 'star', order: 40, panel: () => import('./AddNote') }],
  },
  activate: () => ({ service: createNotes() }),
});
