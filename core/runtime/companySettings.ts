import { loadCompanyLayout } from '../layout/companyLayoutApi';
import { loadCompanyPlugins } from '../plugins/companyApi';
import { loadCompanyFeatures } from '../session/companyFeatures';

/**
 * What the company's admin decides, read again: its plugins, features and default layout. The
 * leader reads them when it starts (a new leader may have missed a change) and after every
 * reconnect (the hub does not replay what it said while the socket was down).
 */
export async function loadCompanySettings(): Promise<void> {
  await Promise.all([loadCompanyPlugins(), loadCompanyFeatures(), loadCompanyLayout()]);
}
