import * as z from 'zod/mini';
import { call } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/error';
import { logger } from '../logger';
import { envelope } from '../schemas/common';
import { defineSharedAction } from '../sync/sharedAction';
import { type CompanyLayout, companyLayoutSchema } from './persistence';
import { applyCompanyLayout } from './state';

const answerSchema = envelope(z.object({ layout: z._default(z.nullable(companyLayoutSchema), null) }));

/** The company's default layout reached this window, and its other windows (shared). */
export const companyLayoutLoaded = defineSharedAction('company/layoutLoaded', (company: CompanyLayout | null) => applyCompanyLayout(company));

/**
 * Loads the company's default layout (GET /company/layout). A backend without it (404) leaves the
 * build's default; any other failure keeps what was loaded before.
 */
export async function loadCompanyLayout(): Promise<void> {
  try {
    const answer = await call('get', endpoints.companyLayout(), answerSchema);
    companyLayoutLoaded(answer.data.layout as CompanyLayout | null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    logger.warn('[layout] could not load the company default layout', error);
  }
}
