import { call } from '../../core/api/client';
import { endpoints } from '../../core/api/endpoints';
import { ApiError } from '../../core/api/error';
import { companyChangesSchema, companyFeaturesSchema, type CompanyChange } from '../../core/schemas/admin';
import { envelope } from '../../core/schemas/common';
import { type CompanyPlugin, companyPluginsSchema } from '../../core/schemas/company';
import type { Feature } from '../../core/schemas/session';

/** The company administration's calls (README "Company administration"): admins only. */

/** GET /company/plugins; a backend without it (404) has nothing configured: every plugin keeps its default. */
export async function loadCompanyPlugins(): Promise<CompanyPlugin[]> {
  try {
    return (await call('get', endpoints.companyPlugins(), envelope(companyPluginsSchema))).data.plugins;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export async function saveCompanyPlugins(plugins: CompanyPlugin[]): Promise<CompanyPlugin[]> {
  return (await call('put', endpoints.companyPlugins(), envelope(companyPluginsSchema), { body: { plugins } })).data.plugins;
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
