import { call } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/error';
import { logger } from '../logger';
import { companyFeaturesSchema } from '../schemas/admin';
import { envelope } from '../schemas/common';
import { featuresChanged } from '../state/session';

/**
 * Reads the company's features again (GET /company/features): a featuresChanged the hub sent
 * while this workspace was not connected would otherwise be missed until the next sign-in. A
 * backend without the call, or that keeps it for admins (404, 403), leaves the session's;
 * any other failure keeps what was loaded before.
 */
export async function loadCompanyFeatures(): Promise<void> {
  try {
    const answer = await call('get', endpoints.companyFeatures(), envelope(companyFeaturesSchema));
    featuresChanged(answer.data.features);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return;
    logger.warn('[features] could not load the company features', error);
  }
}
