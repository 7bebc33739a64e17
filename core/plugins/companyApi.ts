import { call } from '../api/client';
import { endpoints } from '../api/endpoints';
import { ApiError } from '../api/error';
import { logger } from '../logger';
import { envelope } from '../schemas/common';
import { companyPluginsSchema } from '../schemas/company';
import { companyPluginsLoaded } from '../state/company';

/**
 * Loads which plugins the company runs. A backend without the endpoint (404) keeps every
 * plugin's default; any other failure keeps what was loaded before.
 */
export async function loadCompanyPlugins(): Promise<void> {
  try {
    const answer = await call('get', endpoints.companyPlugins(), envelope(companyPluginsSchema));
    companyPluginsLoaded(answer.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    logger.warn('[plugins] could not load the company plugin settings', error);
  }
}
