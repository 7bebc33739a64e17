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
export const companyPluginsSchema = z.object({ plugins: boundedList(companyPluginSchema, BOUNDS.sessionItems, 'company plugins') });
export type CompanyPlugin = z.infer<typeof companyPluginSchema>;
