import * as z from 'zod/mini';
import { logger } from '../logger';
import type { TesseraState } from '../state/store';
import type { Plugin, PluginManifest } from './types';

type Company = Pick<TesseraState['company'], 'plugins'>;

/** Company settings decide; a plugin the company never configured keeps its default. */
export function isPluginEnabled(plugin: Pick<PluginManifest, 'id' | 'enabledByDefault'>, company: Company): boolean {
  return company.plugins[plugin.id]?.enabled ?? plugin.enabledByDefault ?? true;
}

/**
 * The plugin's settings for this company, parsed by its schema. Settings that do not parse
 * are reported and replaced by the schema's defaults, so a bad admin entry never breaks a
 * workspace; a schema with no valid defaults leaves `undefined` (the plugin stays off).
 */
export function pluginConfig(plugin: Plugin, company: Company): { ok: true; config: unknown } | { ok: false } {
  if (!plugin.config) return { ok: true, config: company.plugins[plugin.id]?.config ?? {} };
  const given = z.safeParse(plugin.config, company.plugins[plugin.id]?.config ?? {});
  if (given.success) return { ok: true, config: given.data };
  logger.warn(`[plugins] "${plugin.id}": company settings rejected, using defaults`, given.error.issues);
  const defaults = z.safeParse(plugin.config, {});
  return defaults.success ? { ok: true, config: defaults.data } : { ok: false };
}
