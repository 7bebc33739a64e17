import { definePlugin, electLeader } from '@tessera/core';
import * as z from 'zod/mini';
import pt from './locales/pt.json';
import { startCockpitReports } from './reports';

/** The company's setting: the skills whose conversations its cockpit follows (none: nothing is sent). */
const cockpitConfig = z.object({ skills: z._default(z.array(z.string()), []) });

/**
 * The cockpit feed (spec 000 §7, POST /cockpit): conversations of the listed skills reported as
 * they reach the agent and as they leave. One window of the browser reports, not each of them.
 */
export const cockpitPlugin = definePlugin({
  id: 'cockpit',
  title: { id: 'cockpit.title' },
  description: { id: 'cockpit.description' },
  messages: { pt, en: () => import(/* webpackChunkName: "messages-en" */ './locales/en.json') },
  config: cockpitConfig,
  activate(ctx) {
    const skills = ctx.config?.skills ?? [];
    if (!skills.length) return undefined;
    return electLeader('tessera-cockpit', () => startCockpitReports(skills));
  },
});
