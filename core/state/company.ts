import type { CompanyPlugin } from '../schemas';
import { defineSharedAction } from '../sync/sharedAction';
import { keyedRecord } from './keyed';
import { store } from './store';

export const companyPluginsLoaded = defineSharedAction('company/pluginsLoaded', (plugins: CompanyPlugin[]) => {
  store.company = {
    loaded: true,
    plugins: keyedRecord(plugins.map((p) => [p.id, { enabled: p.enabled, config: p.config }] as const)),
  };
});
