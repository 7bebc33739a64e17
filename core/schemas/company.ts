import * as z from 'zod/mini';
import { BOUNDS, boundedList } from './bounds';

/**
 * Tessera extension to the backend contract: which plugins a company turned on, with their
 * settings. A backend without it answers 404 and every plugin keeps its default.
 */
export const companyPluginSchema = z.object({
  id: z.string(),
  enabled: z.boolean(),
  config: z.optional(z.record(z.string(), z.unknown())),
});
/** A plugin from outside the build: the address of its Module Federation manifest (mf-manifest.json). */
export const companyRemoteSchema = z.object({ url: z.string().check(z.minLength(1), z.maxLength(BOUNDS.url)) });
export const companyPluginsSchema = z.object({
  plugins: boundedList(companyPluginSchema, BOUNDS.sessionItems, 'company plugins'),
  // A backend from before remotes answers without them: none.
  remotes: z._default(boundedList(companyRemoteSchema, BOUNDS.companyRemotes, 'company remote plugins'), []),
  /** Changes each time the lists are saved: a PUT that sends an older one is refused (409). */
  revision: z.optional(z.number()),
});
export type CompanyPlugin = z.infer<typeof companyPluginSchema>;
export type CompanyRemote = z.infer<typeof companyRemoteSchema>;
