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

/** The company's plugin settings and the addresses of its plugins from outside the build. */
export interface CompanyPluginList {
  plugins: CompanyPlugin[];
  remotes: string[];
}

const pluginList = (data: { plugins: CompanyPlugin[]; remotes: { url: string }[] }): CompanyPluginList => ({ plugins: data.plugins, remotes: data.remotes.map((r) => r.url) });

/** GET /company/plugins; a backend without it (404) has nothing configured: every plugin keeps its default. */
export async function loadCompanyPlugins(): Promise<CompanyPluginList> {
  try {
    return pluginList((await call('get', endpoints.companyPlugins(), envelope(companyPluginsSchema))).data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { plugins: [], remotes: [] };
    throw error;
  }
}

export async function saveCompanyPlugins(plugins: CompanyPlugin[], remotes: readonly string[]): Promise<CompanyPluginList> {
  const body = { plugins, remotes: remotes.map((url) => ({ url })) };
  return pluginList((await call('put', endpoints.companyPlugins(), envelope(companyPluginsSchema), { body })).data);
}

export async function loadCompanyFeatures(): Promise<Feature[]> {
  return (await call('get', endpoints.companyFeatures(), envelope(companyFeaturesSchema))).data.features;
}

export async function saveCompanyFeatures(features: Feature[]): Promise<Feature[]> {
  return (await call('put', endpoints.companyFeatures(), envelope(companyFeaturesSchema), { body: { features } })).data.features;
}

export async function loadCompanyChanges(): Promise<CompanyChange[]> {
  return (await call('get', endpoints.companyChanges(), envelope(companyChangesSchema))).data.changes;
}

const layoutAnswer = envelope(z.object({ layout: z._default(z.nullable(companyLayoutSchema), null) }));

/** GET /company/layout: the company's default layout, or null (none; a backend without it answers 404). */
export async function loadCompanyLayout(): Promise<CompanyLayout | null> {
  try {
    return (await call('get', endpoints.companyLayout(), layoutAnswer)).data.layout as CompanyLayout | null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** PUT /company/layout: the new default layout (null removes it); answers the saved one. */
export async function saveCompanyLayout(layout: CompanyLayout | null): Promise<CompanyLayout | null> {
  return (await call('put', endpoints.companyLayout(), layoutAnswer, { body: { layout } })).data.layout as CompanyLayout | null;
}
