import { definePlugin } from '@tessera/core';
import './contract';

/**
 * The knowledge area (spec 001 §2): a dock widget with a search over tabs that the features
 * bring through the 'knowledge.tabs' point (shortcuts, my content, FAQ, scripts). It answers
 * /undock/treeOfKnowledge too. It starts on first use: the dock showing it is the first use.
 */
export const knowledgePlugin = definePlugin({
  id: 'knowledge',
  title: { id: 'knowledge.title' },
  description: { id: 'knowledge.description' },
  activation: 'firstUse',
  messages: {
    // A chunk of its own: the dock loads it for the title, before the plugin starts, when it shows it.
    pt: () => import(/* webpackChunkName: "knowledge-labels" */ './locales/pt.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json'),
  },
  contributionPoints: ['knowledge.tabs'],
  // A result goes to the reply box through the conversation view, when it runs.
  optional: ['conversation.view'],
  contributes: {
    dockWidgets: [
      {
        id: 'knowledge.panel',
        title: { id: 'knowledge.title' },
        icon: 'book',
        order: 8,
        undockAliases: ['treeOfKnowledge'],
        component: () => import(/* webpackChunkName: "knowledge" */ './KnowledgeWidget'),
      },
    ],
    // The panel's own keys (KnowledgeWidget's onKeyDown), for the shortcut help.
    keyHints: [
      { id: 'knowledge.keys.search', keys: 'enter', description: { id: 'knowledge.keyHints.search' }, panel: { id: 'knowledge.title' } },
      { id: 'knowledge.keys.move', keys: ['arrowdown', 'arrowup'], description: { id: 'knowledge.keyHints.move' }, panel: { id: 'knowledge.title' } },
      { id: 'knowledge.keys.use', keys: 'mod+enter', description: { id: 'knowledge.keyHints.use' }, panel: { id: 'knowledge.title' } },
      { id: 'knowledge.keys.tab', keys: ['alt+1', 'alt+2', 'alt+3', 'alt+4'], description: { id: 'knowledge.keyHints.tab' }, panel: { id: 'knowledge.title' } },
    ],
  },
  provides: 'knowledge.memory',
  // The memory is kept in this browser tab's session storage (a reload keeps it), under a key naming the user.
  activate: async (ctx) => {
    const { createKnowledgeMemory } = await import(/* webpackChunkName: "knowledge" */ './memory');
    const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
    const memory = createKnowledgeMemory({ storage, key: `tessera.knowledge.${ctx.state.session?.user.id ?? 'anonymous'}` });
    return { service: memory, dispose: () => memory.dispose() };
  },
});
