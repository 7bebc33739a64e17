import { definePlugin } from '@tessera/core';
import en from './locales/en.json';
import pt from './locales/pt.json';
import { forgetRelationships } from './relationships';

/** The usability panel (spec 000 §2): the 'Usabilidade' widget page for the open conversation. */
export const usabilityPlugin = definePlugin({
  id: 'usability',
  title: { id: 'usability.title' },
  description: { id: 'usability.description' },
  messages: { pt, en },
  contributes: {
    tiles: [{ id: 'usability', title: { id: 'usability.title' }, icon: 'window', component: () => import('./UsabilityTile') }],
  },
  activate(ctx) {
    // A relationship is what this agent learnt about a contact: the next agent starts without it.
    ctx.bus.on('session:ended', forgetRelationships);
    return () => ctx.bus.off('session:ended', forgetRelationships);
  },
});
