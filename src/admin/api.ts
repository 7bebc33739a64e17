import { call } from '../../core/api/client';
import { endpoints } from '../../core/api/endpoints';
import { ApiError } from '../../core/api/error';
import * as z from 'zod/mini';
import { type CompanyLayout, companyLayoutSchema } from '../../core/layout/persistence';
import { companyChangesSchema, companyFeaturesSchema, type CompanyChange } from '../../core/schemas/admin';
import { envelope } from '../../core/schemas/common';
import { type CompanyPlugin, companyPluginsSchema } from '../../core/schemas/company';
import type { Feature } from '../../core/schemas/session';

/** The company administration's calls (README "Company administration"): admins only. */

/**
 * What was read of a part of the company's settings, with its revision: sent back with the save, so
 * a backend can refuse it (409, SaveConflict) when another admin saved that part meanwhile.
 */
export type Revised<T> = T & { revision?: number | undefined };

/** A save refused because another admin saved the same settings since they were read. */
export class SaveConflict extends Error {}

/** A PUT: a 409 becomes a SaveConflict. */
async function save<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw new SaveConflict(error.message);
    throw error;
  }
}

/** The company's plugin settings and the addresses of its plugins from outside the build. */
export type CompanyPluginList = Revised<{ plugins: CompanyPlugin[]; remotes: string[] }>;

const pluginList = (data: { plugins: CompanyPlugin[]; remotes: { url: string }[]; revision?: number | undefined }): CompanyPluginList => ({
  plugins: data.plugins,
  remotes: data.remotes.map((r) => r.url),
  revision: data.revision,
});

/** GET /company/plugins; a backend without it (404) has nothing configured: every plugin keeps its default. */
export async function loadCompanyPlugins(): Promise<CompanyPluginList> {
  try {
    return pluginList((await call('get', endpoints.companyPlugins(), envelope(companyPluginsSchema))).data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { plugins: [], remotes: [] };
    throw error;
  }
}

export async function saveCompanyPlugins(plugins: CompanyPlugin[], remotes: readonly string[], revision: number | undefined): Promise<CompanyPluginList> {
  const body = { plugins, remotes: remotes.map((url) => ({ url })), revision };
  return save(async () => pluginList((await call('put', endpoints.companyPlugins(), envelope(companyPluginsSchema), { body })).data));
}

export type CompanyFeatureList = Revised<{ features: Feature[] }>;

export async function loadCompanyFeatures(): Promise<CompanyFeatureList> {
  return (await call('get', endpoints.companyFeatures(), envelope(companyFeaturesSchema))).data;
}

export async function saveCompanyFeatures(features: Feature[], revision: number | undefined): Promise<CompanyFeatureList> {
  return save(async () => (await call('put', endpoints.companyFeatures(), envelope(companyFeaturesSchema), { body: { features, revision } })).data);
}

export async function loadCompanyChanges(): Promise<CompanyChange[]> {
  return (await call('get', endpoints.companyChanges(), envelope(companyChangesSchema))).data.changes;
}

const layoutAnswer = envelope(z.object({ layout: z._default(z.nullable(companyLayoutSchema), null), revision: z.optional(z.number()) }));

export type CompanyLayoutRead = Revised<{ layout: CompanyLayout | null }>;

/** GET /company/layout: the company's default layout, or null (none; a backend without it answers 404). */
export async function loadCompanyLayout(): Promise<CompanyLayoutRead> {
  try {
    const { data } = await call('get', endpoints.companyLayout(), layoutAnswer);
    return { layout: data.layout as CompanyLayout | null, revision: data.revision };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { layout: null };
    throw error;
  }
}

/** PUT /company/layout: the new default layout (null removes it); answers the saved one. */
export async function saveCompanyLayout(layout: CompanyLayout | null, revision: number | undefined): Promise<CompanyLayoutRead> {
  return save(async () => {
    const { data } = await call('put', endpoints.companyLayout(), layoutAnswer, { body: { layout, revision } });
    return { layout: data.layout as CompanyLayout | null, revision: data.revision };
  });
}
