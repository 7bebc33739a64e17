import { definePlugin, layout, subscribe } from '@tessera/core';
import './contract';
import pt from './locales/pt.json';
import { watchRelationship } from './autoMinimize';
import { createUsabilityMemory } from './retention';
import { USABILITY_TILE } from './tile';

export { USABILITY_TILE };

/**
 * The usability panel (spec 000 §2): the 'Usabilidade' widget page for the open conversation,
 * a tile that minimizes, launches in its own window and asks before closing; what it held is
 * cleared 30 minutes after it was closed (§9). The tile stays minimized while the open conversation
 * has no relationship (issue 12). In the customer panel it brings the relationship (Contact
 * identification) and the 'Open usability' button, which saves it (PATCH conversation-extra-info).
 */
export const usabilityPlugin = definePlugin({
  id: 'usability',
  title: { id: 'usability.title' },
  description: { id: 'usability.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  contributes: {
    tiles: [
      {
        id: USABILITY_TILE,
        title: { id: 'usability.title' },
        icon: 'window',
        component: () => import(/* webpackChunkName: "workspace-start" */ './UsabilityTile'),
        minimizable: true,
        confirmClose: { title: { id: 'usability.close.title' }, body: { id: 'usability.close.body' }, confirm: { id: 'usability.close.confirm' } },
      },
    ],
    overlays: [
      { id: 'usability.retention', component: () => import(/* webpackChunkName: "workspace-start" */ './RetentionWatch') },
    ],
    'customer.identification': [{ id: 'usability.relationship', order: 20, component: () => import(/* webpackChunkName: "customer" */ './RelationshipField') }],
    'customer.sections': [{ id: 'usability.open', order: 50, component: () => import(/* webpackChunkName: "customer" */ './OpenUsability') }],
  },
  // Read only beside a conversation: the widgets plugin starts then.
  optional: ['widgets.data'],
  provides: 'usability.memory',
  activate(ctx) {
    // Made anew each session: the next agent starts without what this one chose.
    const memory = createUsabilityMemory();
    // The agent closing and reopening the tile (the layout's closed list) starts and ends the 30 minutes.
    let closed = layout.closed.includes(USABILITY_TILE);
    // In sync, so the time taken is the moment of the change.
    const stopWatching = subscribe(
      layout,
      () => {
        const now = layout.closed.includes(USABILITY_TILE);
        if (now === closed) return;
        closed = now;
        if (now) memory.panelClosed(Date.now());
        else memory.panelReopened(Date.now());
      },
      true,
    );
    const stopMinimizing = watchRelationship(ctx, memory);
    return {
      service: memory,
      dispose: () => {
        stopWatching();
        stopMinimizing();
      },
    };
  },
});
