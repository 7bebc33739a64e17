import { definePlugin } from '@tessera/core';
import * as z from 'zod/mini';
import pt from './locales/pt.json';

/** The company's setting: the deductible as a share of the loss, with a floor, in reais. */
export const deductibleConfig = z.object({
  percent: z._default(z.number().check(z.gte(0), z.lte(100)), 10),
  minimum: z._default(z.number().check(z.gte(0)), 500),
});
export type DeductibleConfig = z.infer<typeof deductibleConfig>;

/**
 * An external plugin (README "Plugins from outside the build"): built and published on its own
 * (rsbuild.config.ts, a Module Federation remote) and added by a company admin by URL. A dock
 * widget that works out a claim's deductible and estimated payout from the company's rule and
 * puts the figures in the reply. It imports only '@tessera/core', react and zod, which the
 * workspace shares with it.
 */
export const deductiblePlugin = definePlugin({
  id: 'deductible',
  title: { id: 'deductible.title' },
  description: { id: 'deductible.description' },
  activation: 'firstUse',
  messages: { pt, en: () => import('./locales/en.json') },
  config: deductibleConfig,
  contributes: {
    dockWidgets: [
      {
        id: 'deductible.calculator',
        title: { id: 'deductible.title' },
        icon: 'gauge',
        order: 60,
        when: { conversation: 'selected' },
        component: () => import('./DeductibleWidget'),
      },
    ],
  },
});

export default deductiblePlugin;
